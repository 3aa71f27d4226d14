import { messages } from '../../../../lib/messages-staff';
import { Button } from '../../ui/button';
import type { Period } from './types';

const m = messages.backOffice.analytics;
const PERIODS: Period[] = ['all', '30d', '7d'];

/** docs/product/back-office-leads.md#platform-analytics: All Time, Last 30 Days, Last 7 Days. */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  return (
    <div role="group" aria-label={m.period} className="inline-flex flex-wrap gap-1 rounded-lg border border-border bg-white p-1">
      {PERIODS.map((period) => (
        <Button key={period} size="sm" variant={value === period ? 'default' : 'ghost'} aria-pressed={value === period} onClick={() => onChange(period)}>
          {m.periods[period]}
        </Button>
      ))}
    </div>
  );
}
