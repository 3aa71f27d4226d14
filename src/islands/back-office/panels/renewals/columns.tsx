import { formatCurrency, formatRate } from '../../../../lib/format';
import { messages } from '../../../../lib/messages-staff';
import type { RenewalRadarItem } from '../../../../lib/schemas/renewals';
import { adminColumnHelper, NAME_CELL } from '../../kit/table-features';
import { ConsentBadge } from '../clients/ConsentBadge';

const m = messages.backOffice.renewals;
export type RadarRow = RenewalRadarItem & { id: string };
const column = adminColumnHelper<RadarRow>();

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
        <div className="text-xs text-muted-foreground">
          {info.row.original.mortgage.lender} · {formatCurrency(info.row.original.mortgage.balance)}
        </div>
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
  column.accessor((row) => row.quote?.interestSavingOverTerm ?? null, {
    id: 'saving',
    header: m.atTodayRate,
    enableSorting: false,
    meta: { className: 'min-w-44 whitespace-normal' },
    cell: (info) => {
      const { mortgage, quote } = info.row.original;
      if (!quote) return <span className="text-muted-foreground">{m.noRates}</span>;
      return (
        <div>
          {quote.interestSavingOverTerm > 0 ? (
            <div className="font-semibold text-emerald-700 tabular-nums">{m.savingOverTerm(formatCurrency(quote.interestSavingOverTerm))}</div>
          ) : (
            <div className="text-muted-foreground">{m.noSaving}</div>
          )}
          <div className="tabular-nums text-xs">{m.paymentChange(formatCurrency(quote.currentPayment), formatCurrency(quote.renewalPayment))}</div>
          <div className="text-xs text-muted-foreground">
            {formatRate(mortgage.rate)} {'\u2192'} {m.todayRate(formatRate(quote.todayRate), quote.todayTermYears, mortgage.rate_type)}
          </div>
        </div>
      );
    },
  }),
  column.accessor('casl', { header: 'CASL', enableSorting: false, meta: { priority: 3 }, cell: (info) => <ConsentBadge casl={info.getValue()} /> }),
]);
