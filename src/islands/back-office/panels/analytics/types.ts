import type { InferResponseType } from 'hono/client';
import type { adminApi, agentApi } from '../../../../browser/api-routes';
import type { AnalyticsPeriod } from '../../../../lib/schemas/lead-desk';

/** The analytics wire shapes (functions/lead-desk/analytics-routes.ts). */
export type Period = AnalyticsPeriod;

export interface SeriesPoint {
  bucket: string;
  key: string;
  n: number;
}

export interface SeriesBase {
  period: Period;
  bucket: 'day' | 'month';
  days: string[];
  lead_series: SeriesPoint[];
  view_series: SeriesPoint[];
}

/** The two answers as their routes give them (the typed client, ADR 56): a changed route fails the type check here. */
export type PlatformAnalytics = InferResponseType<typeof adminApi.analytics.$get, 200>;
export type AgentAnalytics = InferResponseType<typeof agentApi.analytics.$get, 200>;

/** Rows for a chart: one per bucket (every day of the period, zeros included), one column per key. */
export function chartRows(series: SeriesPoint[], base: Pick<SeriesBase, 'bucket' | 'days'>): { rows: Record<string, string | number>[]; keys: string[] } {
  const keys = [...new Set(series.map((point) => point.key))].sort();
  const buckets = base.bucket === 'day' ? base.days : [...new Set(series.map((point) => point.bucket))].sort();
  const byBucket = new Map(
    buckets.map((bucket) => [bucket, Object.fromEntries([['bucket', bucket], ...keys.map((key) => [key, 0])]) as Record<string, string | number>]),
  );
  for (const point of series) {
    const row = byBucket.get(point.bucket);
    if (row) row[point.key] = point.n;
  }
  return { rows: [...byBucket.values()], keys };
}
