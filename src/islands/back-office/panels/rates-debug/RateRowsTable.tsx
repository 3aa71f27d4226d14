import { useMemo } from 'react';
import { messages } from '../../../../lib/messages-staff';
import { DataTable } from '../../kit/DataTable';
import { StatusBadge } from '../../kit/StatusBadge';
import { adminColumnHelper } from '../../kit/table-features';
import { rateTypeLabel, showRate } from '../rates/rate-view';
import type { DebugProvinceRate, NewRate } from '../../../../lib/schemas/rates';

const m = messages.backOffice.rates;

// A dry run's parsed rates or the stored debug rows (those add where and when).
type Row = NewRate & Partial<Pick<DebugProvinceRate, 'date' | 'is_today' | 'source_url'>>;
type Listed = Row & { id: string };
const column = adminColumnHelper<Listed>();

const province = column.accessor('province', { header: 'Province' });
const rest = [
  column.accessor('term', { header: 'Term', meta: { className: 'whitespace-nowrap' } }),
  column.accessor('rate_type', { header: 'Type', cell: (info) => rateTypeLabel(info.getValue()) }),
  column.accessor('mortgage_type', { header: 'Mortgage type', meta: { priority: 2 } }),
  column.accessor('posted_rate', { header: 'Posted', meta: { className: 'tabular-nums' }, cell: (info) => showRate(info.getValue()) }),
  column.accessor('our_rate', { header: 'Our rate', meta: { className: 'tabular-nums font-semibold' }, cell: (info) => showRate(info.getValue()) }),
];
const date = column.accessor((row) => row.date ?? '', {
  id: 'date',
  header: 'Date',
  meta: { className: 'whitespace-nowrap' },
  cell: (info) => (
    <>
      <span className="mr-2 tabular-nums">{info.getValue() || '\u2014'}</span>
      <StatusBadge tone={info.row.original.is_today ? 'success' : 'pending'}>{info.row.original.is_today ? m.today : m.older}</StatusBadge>
    </>
  ),
});

/** A read-only list of rates (Ontario Test, a dry run's parsed rows), on the kit's table: it fits, and phones get cards. */
export function RateRowsTable({
  rows,
  caption,
  showProvince = false,
  showDate = false,
}: {
  rows: Row[];
  caption: string;
  showProvince?: boolean;
  showDate?: boolean;
}) {
  const columns = useMemo(() => column.columns([...(showProvince ? [province] : []), ...rest, ...(showDate ? [date] : [])]), [showProvince, showDate]);
  // Parsed rows have no id of their own: their place in the list is one.
  const listed = useMemo(() => rows.map((row, index) => ({ ...row, id: String(index) })), [rows]);
  return <DataTable columns={columns} data={listed} loading={false} error={null} onRetry={() => {}} emptyText={m.noRows} caption={caption} />;
}
