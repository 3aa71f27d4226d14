/** What rapid (accelerated) payments save against monthly payments on the same mortgage. */
import { describeMonths, type FrequencyComparison } from '../../lib/calc/frequency-comparison';
import { formatCurrency } from '../../lib/format';
import { FREQUENCY_PHRASES } from './payment-form';

export function AcceleratedSavings({ rows }: { rows: FrequencyComparison[] | null }) {
  if (!rows || rows.length === 0) return null;
  return (
    <section aria-labelledby="accelerated-heading" data-chat-clear className="rounded-xl border border-accent-100 bg-accent-50 p-4 sm:p-6">
      <h2 id="accelerated-heading" className="text-lg font-semibold text-brand-900">
        Pay faster, save interest
      </h2>
      <p className="mt-1 text-sm text-slate-800">Rapid payments add the equivalent of one extra monthly payment a year, all of it against your principal.</p>
      <ul className="mt-3 space-y-2">
        {rows.map((row) => (
          <li key={row.frequency} className="text-slate-900">
            <span className="font-semibold">{row.label}</span> ({formatCurrency(row.payment)} {FREQUENCY_PHRASES[row.frequency]}): saves{' '}
            <span className="font-semibold">{formatCurrency(Math.max(0, row.interestSavedVsMonthly))}</span> in interest
            {row.monthsSavedVsMonthly > 0 && (
              <>
                {' '}
                and pays off <span className="font-semibold">{describeMonths(row.monthsSavedVsMonthly)}</span> sooner
              </>
            )}{' '}
            than monthly payments.
          </li>
        ))}
      </ul>
    </section>
  );
}
