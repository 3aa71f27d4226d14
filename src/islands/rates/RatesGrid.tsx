import { formatRate } from '../../lib/format';
import { formatTermLabel } from '../../lib/rates/select-rates';
import type { RateRow } from '../../lib/schemas/rates';

interface Props {
  caption: string;
  rates: RateRow[];
}

/** One rate type's table: term, mortgage type, posted rate, our rate. */
export function RatesGrid({ caption, rates }: Props) {
  return (
    <table className="w-full border-collapse text-left text-sm sm:text-base">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <th scope="col" className="px-2.5 py-3 font-semibold sm:px-5">
            Term
          </th>
          <th scope="col" className="px-2.5 py-3 font-semibold sm:px-5">
            Mortgage type
          </th>
          <th scope="col" className="px-2.5 py-3 text-right font-semibold sm:px-5">
            Posted rate
          </th>
          <th scope="col" className="px-2.5 py-3 text-right font-semibold sm:px-5">
            Our rate
          </th>
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.id} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="whitespace-nowrap px-2.5 py-3 font-semibold text-slate-900 sm:px-5">
              {formatTermLabel(rate.term)}
            </th>
            <td className="px-2.5 py-3 text-slate-700 sm:px-5">{rate.mortgage_type}</td>
            <td className="px-2.5 py-3 whitespace-nowrap text-right text-slate-600 tabular-nums sm:px-5">
              {rate.posted_rate === null ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">Not available</span>
                </>
              ) : (
                formatRate(rate.posted_rate)
              )}
            </td>
            <td className="px-2.5 py-3 whitespace-nowrap text-right text-lg font-bold text-brand-800 tabular-nums sm:px-5">{formatRate(rate.our_rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
