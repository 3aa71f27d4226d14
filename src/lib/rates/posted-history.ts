/**
 * The Bank of Canada's weekly posted 5-year and prime rates (ADR 50) as the /rates chart and table read them.
 * Pure: the observations come from db/queries/reference-rate-history.ts at build time.
 */
/** How far back /rates charts the Bank's posted 5-year and prime rates, and the refresh backfills them. */
export const HISTORY_YEARS = 5;

export interface PostedObservation {
  series: string;
  date: string;
  rate: number;
}

export interface PostedHistoryPoint {
  /** 'YYYY-MM-DD', the Bank's observation date. */
  week: string;
  posted: number | null;
  prime: number | null;
}

/** One point per observation date, oldest first; a series without an observation that day is null. */
export function pivotPostedHistory(observations: readonly PostedObservation[]): PostedHistoryPoint[] {
  const byDate = new Map<string, PostedHistoryPoint>();
  for (const o of observations) {
    const point = byDate.get(o.date) ?? { week: o.date, posted: null, prime: null };
    if (o.series === 'posted_5_year') point.posted = o.rate;
    else if (o.series === 'prime') point.prime = o.rate;
    else continue;
    byDate.set(o.date, point);
  }
  return [...byDate.values()].sort((a, b) => a.week.localeCompare(b.week));
}

/** The first point of each month, newest first: the table under the chart (five years of weeks would be 260 rows). */
export function monthlyPoints(points: readonly PostedHistoryPoint[]): PostedHistoryPoint[] {
  const firsts = new Map<string, PostedHistoryPoint>();
  for (const p of points) if (!firsts.has(p.week.slice(0, 7))) firsts.set(p.week.slice(0, 7), p);
  return [...firsts.values()].reverse();
}

/** A trend needs two observations of the posted rate. */
export const hasPostedTrend = (points: readonly PostedHistoryPoint[]) => points.filter((p) => p.posted !== null).length >= 2;

const observedDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });

/** "Mar 4, 2026" for the Bank's '2026-03-04' (a calendar date: no time zone may move it a day). */
export function formatObservedOn(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : observedDate.format(parsed);
}
