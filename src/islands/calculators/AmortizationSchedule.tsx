/** The schedule by year, each year expandable to its payments, and the full schedule as a CSV download. */
import { Fragment, useMemo, useState } from 'react';
import { summarizeByYear, type ScheduleRow } from '../../lib/calc/schedule';
import { scheduleCsvFilename, scheduleToCsv } from '../../lib/calc/schedule-csv';
import { formatCurrency } from '../../lib/format';
import { buttonSecondary } from './CalculatorFields';
import { downloadTextFile } from './download-file';
import { Cells, HeadRow } from './table-cells';

interface Props {
  rows: readonly ScheduleRow[];
  amount: number;
  frequencyId: string;
}

const SCHEDULE_CAPTION = 'Amortization schedule by year';
const YEAR_COLUMNS = ['Year', 'Payments', 'Principal', 'Interest', 'Ending balance'];
const PAYMENT_COLUMNS = ['Payment #', 'Payment', 'Interest', 'Principal', 'Balance'];

const th = 'px-3 py-2 text-right font-semibold text-slate-800 first:text-left';
const td = 'px-3 py-2 text-right tabular-nums text-slate-900 first:text-left';

export function AmortizationSchedule({ rows, amount, frequencyId }: Props) {
  const years = useMemo(() => summarizeByYear(rows), [rows]);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const toggle = (year: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <section aria-labelledby="schedule-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="schedule-heading" className="text-lg font-semibold text-brand-900">
          Amortization schedule
        </h2>
        <button type="button" className={buttonSecondary} onClick={() => downloadTextFile(scheduleCsvFilename(amount, frequencyId), scheduleToCsv(rows))}>
          Download CSV
        </button>
      </div>
      {/*
        The box is a size container: narrower than the five columns need (a phone, or a tablet's results column), the
        table is drawn as one block of labelled figures per year (`.stack-table`, global.css) and still read as a table.
      */}
      <div className="@container mt-4" data-chat-clear>
        <table className="stack-table w-full border-collapse rounded-md text-sm">
          <caption className="sr-only">{SCHEDULE_CAPTION}</caption>
          <thead className="bg-slate-100">
            <HeadRow className={th} cells={YEAR_COLUMNS} />
          </thead>
          <tbody>
            {years.map((y) => {
              const expanded = open.has(y.year);
              const panelId = `schedule-year-${y.year}`;
              return (
                <Fragment key={y.year}>
                  <tr className="border-t border-slate-200">
                    <th scope="row" className={td}>
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={panelId}
                        onClick={() => toggle(y.year)}
                        className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
                      >
                        <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
                        Year {y.year}
                      </button>
                    </th>
                    <Cells
                      className={td}
                      labels={YEAR_COLUMNS.slice(1)}
                      values={[y.payments, ...[y.principal, y.interest, y.endingBalance].map(formatCurrency)]}
                    />
                  </tr>
                  <tr id={panelId} hidden={!expanded} className="stack-whole">
                    <td colSpan={5} className="bg-slate-50 px-2 py-2">
                      {expanded && <YearPayments rows={rows.filter((r) => r.year === y.year)} year={y.year} />}
                    </td>
                  </tr>
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function YearPayments({ rows, year }: { rows: readonly ScheduleRow[]; year: number }) {
  return (
    <table className="stack-table w-full text-sm">
      <caption className="sr-only">Payments in year {year}</caption>
      <thead>
        <HeadRow className={th} cells={PAYMENT_COLUMNS} />
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.number} className="border-t border-slate-200">
            <Cells className={td} labels={PAYMENT_COLUMNS} values={[r.number, ...[r.payment, r.interest, r.principal, r.balance].map(formatCurrency)]} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
