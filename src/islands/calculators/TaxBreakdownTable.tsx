/** One tax's marginal brackets: the part of the price in each, its rate and the tax, as bracket-table.ts prints them. */
import { bracketTable } from '../../lib/calc/bracket-table';
import type { TaxBreakdown } from '../../lib/calc/land-transfer-tax';
import { provinceMessages } from '../../lib/messages-provinces';
import { Cells, HeadRow } from './table-cells';

const th = 'px-2 py-2 text-right font-semibold text-slate-800 first:text-left sm:px-3';
const td = 'px-2 py-2 text-right tabular-nums text-slate-900 first:text-left sm:px-3';

const b = provinceMessages.breakdown;

interface Props {
  id: string;
  title: string;
  note?: string;
  breakdown: TaxBreakdown;
}

export function TaxBreakdownTable({ id, title, note, breakdown }: Props) {
  const table = bracketTable(breakdown);
  return (
    <div>
      {/* The title stays outside the scrolling box so it is never cut off on a narrow phone. */}
      <h3 id={`${id}-title`} className="text-base font-semibold text-brand-900">
        {title}
      </h3>
      {note && <p className="text-sm text-slate-700">{note}</p>}
      {/* Focusable so keyboard users can scroll the table sideways if it is still too wide. */}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
        <table className="w-full min-w-[18rem] border-collapse text-sm" aria-labelledby={`${id}-title`}>
          <thead className="bg-slate-100">
            {/* On phones the rate moves under the bracket so the table fits 375px without scrolling. */}
            <HeadRow className={th} cells={[b.portion, { label: b.rate, className: 'hidden sm:table-cell' }, b.taxed, b.tax]} />
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.from} className="border-t border-slate-200">
                <th scope="row" className={`${td} font-normal`}>
                  {row.portion}
                  <span className="block text-slate-700 sm:hidden">{b.at(row.rate)}</span>
                </th>
                <td className={`${td} hidden sm:table-cell`}>{row.rate}</td>
                <Cells className={td} values={[row.taxed, row.tax]} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300">
              <th scope="row" className={`${td} font-semibold`}>
                {b.total}
              </th>
              <td className={`${td} hidden sm:table-cell`} />
              <td className={td} />
              <td className={`${td} font-semibold`}>{table.total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
