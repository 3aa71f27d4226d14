/** The analytics wire shapes (functions/lead-desk/analytics-routes.ts). */
export type Period = 'all' | '30d' | '7d';

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

export interface PlatformAnalytics extends SeriesBase {
  counts: { agents: number; leads: number; testimonials: number; page_views: number; posts: number };
  top_agents: { id: string; name: string; leads: number; page_views: number }[];
  /** Active alerts now and alert emails of the last 30 days. */
  rate_alerts: { active: number; sends: number };
}

export interface AgentAnalytics extends SeriesBase {
  recent: { id: string; event_type: string; created_at: string }[];
  totals: { page_views: number; leads: number };
}

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
