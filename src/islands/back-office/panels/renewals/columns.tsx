import { formatCurrency, formatRate } from '../../../../lib/format';
import { messages } from '../../../../lib/messages';
import type { RenewalRadarItem } from '../../../../lib/schemas/renewals';
import { StatusBadge } from '../../kit/StatusBadge';
import { adminColumnHelper, NAME_CELL } from '../../kit/table-features';

const m = messages.backOffice.renewals;
export type RadarRow = RenewalRadarItem & { id: string };
const column = adminColumnHelper<RadarRow>();

function Consent({ casl }: { casl: RenewalRadarItem['casl'] }) {
  if (casl.reason === 'withdrawn') return <StatusBadge tone="danger">{m.caslWithdrawn}</StatusBadge>;
  if (casl.reason === 'implied_expired') return <StatusBadge tone="danger">{m.caslExpired(casl.until ?? '')}</StatusBadge>;
  if (casl.reason === 'implied') return <StatusBadge tone="pending">{m.caslImplied(casl.until ?? '')}</StatusBadge>;
  return <StatusBadge tone="success">{m.caslExpress}</StatusBadge>;
}

/** The radar's rows: who, when, the figures against today's rate, and whether an email may go out. */
export const radarColumns = column.columns([
  column.accessor((row) => row.mortgage.client_name, {
    id: 'client',
    header: 'Client',
    enableSorting: false,
    meta: { className: NAME_CELL },
    cell: (info) => (
      <div>
        <div className="font-medium">{info.getValue()}</div>
        <div className="text-xs text-muted-foreground">{info.row.original.mortgage.lender} · {formatCurrency(info.row.original.mortgage.balance)}</div>
        {info.row.original.mortgage.agent_name && <div className="text-xs text-muted-foreground">{info.row.original.mortgage.agent_name}</div>}
      </div>
    ),
  }),
  column.accessor('days', {
    header: 'Maturity',
    enableSorting: false,
    meta: { className: 'whitespace-nowrap' },
    cell: (info) => (
      <div>
        <div>{info.row.original.mortgage.maturity_date}</div>
        <div className="text-xs text-muted-foreground">{m.days(info.getValue())}</div>
      </div>
    ),
  }),
  column.accessor((row) => row.quote?.currentPayment ?? null, {
    id: 'payments',
    header: 'Payment: theirs \u2192 today',
    enableSorting: false,
    meta: { priority: 2 },
    cell: (info) => {
      const { mortgage, quote } = info.row.original;
      if (!quote) return <span className="text-muted-foreground">{m.noRates}</span>;
      return (
        <div>
          <div className="tabular-nums">{formatCurrency(quote.currentPayment)} {'\u2192'} {formatCurrency(quote.renewalPayment)}</div>
          <div className="text-xs text-muted-foreground">{formatRate(mortgage.rate)} {'\u2192'} {m.todayRate(formatRate(quote.todayRate), quote.todayTermYears, mortgage.rate_type)}</div>
        </div>
      );
    },
  }),
  column.accessor((row) => row.quote?.interestSavingOverTerm ?? null, {
    id: 'saving',
    header: m.saving,
    enableSorting: false,
    cell: (info) => {
      const saving = info.getValue();
      if (saving === null) return '\u2014';
      return saving > 0 ? <span className="font-semibold text-emerald-700 tabular-nums">{formatCurrency(saving)}</span> : <span className="text-muted-foreground">{m.noSaving}</span>;
    },
  }),
  column.accessor('casl', { header: 'CASL', enableSorting: false, meta: { priority: 3 }, cell: (info) => <Consent casl={info.getValue()} /> }),
]);
