/** One tax's marginal brackets: the part of the price in each, its rate and the tax, in whole dollars. */
import type { TaxBreakdown } from '../../lib/calc/land-transfer-tax';
import { formatCurrencyWhole } from '../../lib/format';
import { Cells, HeadRow } from './table-cells';

const th = 'px-2 py-2 text-right font-semibold text-slate-800 first:text-left sm:px-3';
const td = 'px-2 py-2 text-right tabular-nums text-slate-900 first:text-left sm:px-3';

function bracketLabel(from: number, to: number | null): string {
  if (to === null) return `Over ${formatCurrencyWhole(from)}`;
  if (from === 0) return `Up to ${formatCurrencyWhole(to)}`;
  return `${formatCurrencyWhole(from)} to ${formatCurrencyWhole(to)}`;
}

/** Rates such as 5.45% keep their second decimal; 2.5% is not padded to 2.50%. */
function rateLabel(rate: number): string {
  return `${Number(rate.toFixed(2))}%`;
}

interface Props {
  id: string;
  title: string;
  note?: string;
  breakdown: TaxBreakdown;
}

export function TaxBreakdownTable({ id, title, note, breakdown }: Props) {
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
            <HeadRow className={th} cells={['Portion of price', { label: 'Rate', className: 'hidden sm:table-cell' }, 'Taxed', 'Tax']} />
          </thead>
          <tbody>
            {breakdown.lines.map((line) => (
              <tr key={line.from} className="border-t border-slate-200">
                <th scope="row" className={`${td} font-normal`}>
                  {bracketLabel(line.from, line.to)}
                  <span className="block text-slate-700 sm:hidden">at {rateLabel(line.rate)}</span>
                </th>
                <td className={`${td} hidden sm:table-cell`}>{rateLabel(line.rate)}</td>
                <Cells className={td} values={[line.taxable, line.tax].map(formatCurrencyWhole)} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300">
              <th scope="row" className={`${td} font-semibold`}>
                Total
              </th>
              <td className={`${td} hidden sm:table-cell`} />
              <td className={td} />
              <td className={`${td} font-semibold`}>{formatCurrencyWhole(breakdown.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
