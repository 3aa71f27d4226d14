import type { RateSample } from '../schemas/rates';
import { parseTermYears, torontoDay } from './select-rates';

/**
 * The /rates history chart's data: our best (lowest) 5-year fixed and variable rate per week over the
 * last 12 months, per province. Built at build time from every stored rate, active or not (rates are history).
 */
export type HistoryRow = RateSample;

export interface HistoryPoint {
  /** Monday of the week, 'YYYY-MM-DD' (Toronto calendar). */
  week: string;
  fixed: number | null;
  variable: number | null;
}

export const HISTORY_MONTHS = 12;
export const HISTORY_TERM_YEARS = 5;

/** Monday of the Toronto week holding `day` ('YYYY-MM-DD'). */
export function weekStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** Province -> weekly points, oldest first. Rows of other terms or unreadable dates are ignored. */
export function weeklyBestRates(rows: readonly HistoryRow[]): Map<string, HistoryPoint[]> {
  const byProvince = new Map<string, Map<string, HistoryPoint>>();
  for (const row of rows) {
    if (parseTermYears(row.term) !== HISTORY_TERM_YEARS) continue;
    if (row.rate_type !== 'fixed' && row.rate_type !== 'variable') continue;
    const day = torontoDay(row.scraped_at);
    if (!day) continue;
    const week = weekStart(day);
    const weeks = byProvince.get(row.province) ?? new Map<string, HistoryPoint>();
    byProvince.set(row.province, weeks);
    const point = weeks.get(week) ?? { week, fixed: null, variable: null };
    weeks.set(week, point);
    const kept = point[row.rate_type];
    if (kept === null || row.our_rate < kept) point[row.rate_type] = row.our_rate;
  }
  return new Map([...byProvince].map(([province, weeks]) => [province, [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week))]));
}
