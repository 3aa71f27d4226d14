import type { PeriodBounds } from '../../db/queries/analytics-periods';
import type { AnalyticsPeriod } from '../../src/lib/schemas/lead-desk';
import { torontoInstant, torontoToday } from '../shared/toronto-time';

const DAYS: Record<Exclude<AnalyticsPeriod, 'all'>, number> = { '30d': 30, '7d': 7 };

/** Calendar arithmetic on 'YYYY-MM-DD' (no time of day, so daylight saving cannot shift it). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * A period as Toronto calendar days, today included: 'Last 7 Days' is today and the six days before it, from
 * Toronto midnight. The brokerage's day, not UTC's, so a lead at 9 p.m. counts on the day staff saw it arrive.
 */
export function periodBounds(period: AnalyticsPeriod, now: Date): PeriodBounds {
  if (period === 'all') return { fromDay: null, fromIso: null, bucket: 'month' };
  const fromDay = addDays(torontoToday(now), 1 - DAYS[period]);
  return { fromDay, fromIso: torontoInstant(fromDay).toISOString(), bucket: 'day' };
}

/** Every day of a day-bucketed period (so a chart shows quiet days as zero rather than skipping them). */
export function periodDays(bounds: PeriodBounds, now: Date): string[] {
  if (!bounds.fromDay) return [];
  const today = torontoToday(now);
  const days: string[] = [];
  for (let day = bounds.fromDay; day <= today; day = addDays(day, 1)) days.push(day);
  return days;
}
