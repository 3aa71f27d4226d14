/** CSV export of an amortization schedule: RFC 4180 line endings, values to the cent, no currency symbols. */
import type { ScheduleRow } from './schedule';

export const SCHEDULE_CSV_HEADER = ['Payment #', 'Year', 'Payment', 'Interest', 'Principal', 'Balance'] as const;

export function scheduleToCsv(rows: readonly ScheduleRow[]): string {
  // Plain toFixed, not the CAD formatter: spreadsheets must read the cells as numbers.
  const lines = rows.map((r) => [r.number, r.year, r.payment.toFixed(2), r.interest.toFixed(2), r.principal.toFixed(2), r.balance.toFixed(2)].join(','));
  return `${[SCHEDULE_CSV_HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}

export function scheduleCsvFilename(amount: number, frequencyId: string): string {
  return `amortization-schedule-${Math.round(amount)}-${frequencyId}.csv`;
}
