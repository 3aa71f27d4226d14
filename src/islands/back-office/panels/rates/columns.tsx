import { messages } from '../../../../lib/messages-staff';
import type { RateAdminRow } from '../../../../lib/schemas/rates';
import { StatusBadge } from '../../kit/StatusBadge';
import { adminColumnHelper } from '../../kit/table-features';
import { formatStamp, rateName, rateTypeLabel, showRate } from './rate-view';

const m = messages.backOffice.rates;
const column = adminColumnHelper<RateAdminRow>();

/**
 * All Rates' columns. The status badge is a real button (Enter and Space work, its name says what a click does);
 * columns give way by priority on narrower screens (table-features.ts), and phones show cards.
 */
export function rateColumns(onToggle: (row: RateAdminRow) => void) {
  return column.columns([
    column.accessor('province', { header: 'Province', cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
    column.accessor('term', { header: 'Term', meta: { className: 'whitespace-nowrap' } }),
    column.accessor('rate_type', { header: 'Type', cell: (info) => rateTypeLabel(info.getValue()) }),
    column.accessor('mortgage_type', { header: 'Mortgage type', meta: { priority: 2 } }),
    column.accessor('posted_rate', {
      header: 'Posted',
      sortUndefined: 'last',
      meta: { priority: 3, className: 'tabular-nums' },
      cell: (info) => showRate(info.getValue()),
    }),
    column.accessor('our_rate', { header: 'Our rate', meta: { className: 'tabular-nums font-semibold' }, cell: (info) => showRate(info.getValue()) }),
    column.accessor('source', {
      header: 'Source',
      meta: { priority: 4 },
      cell: (info) => (info.getValue() === 'Manual' ? m.manual : m.scraped),
    }),
    column.accessor('scraped_at', { header: 'Date', meta: { priority: 3, className: 'whitespace-nowrap' }, cell: (info) => formatStamp(info.getValue()) }),
    column.accessor('is_active', {
      header: 'Status',
      cell: (info) => {
        const row = info.row.original;
        const status = row.is_active ? m.active : m.inactive;
        return (
          <button
            type="button"
            className="cursor-pointer rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-label={m.toggleTo(status, rateName(row), row.is_active ? 'inactive' : 'active')}
            data-testid="rate-status"
            onClick={() => onToggle(row)}
          >
            <StatusBadge tone={row.is_active ? 'success' : 'neutral'}>{status}</StatusBadge>
          </button>
        );
      },
    }),
  ]);
}
