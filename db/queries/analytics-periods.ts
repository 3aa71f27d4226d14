import type { Db } from '../client';

/**
 * The Toronto calendar day of an ISO-8601 UTC column, in SQL (same rule as migration 0007's analytics_daily: EDT from
 * the second Sunday of March 07:00 UTC to the first Sunday of November 06:00 UTC, else EST: the rule in force
 * since 2007; the site stores no earlier rows).
 */
export const torontoDaySql = (column: string) => `date(${column}, CASE
  WHEN ${column} >= date(substr(${column}, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07:00:00'
   AND ${column} < date(substr(${column}, 1, 4) || '-11-01', 'weekday 0') || 'T06:00:00'
  THEN '-4 hours' ELSE '-5 hours' END)`;

/** A period as stored values: the first Toronto day ('YYYY-MM-DD') and its first instant (UTC ISO); null = all time. */
export interface PeriodBounds {
  fromDay: string | null;
  fromIso: string | null;
  /** 'day' buckets for 7 and 30 days; 'month' for all time (years of days are unreadable as bars). */
  bucket: 'day' | 'month';
}

export interface PeriodCounts {
  agents: number;
  leads: number;
  testimonials: number;
  page_views: number;
  posts: number;
}

export interface TopAgent {
  id: string;
  name: string;
  leads: number;
  page_views: number;
}

const since = (column: string, bounds: PeriodBounds) => (bounds.fromIso ? { sql: `WHERE ${column} >= ?`, args: [bounds.fromIso] } : { sql: '', args: [] });

/** docs/product/back-office-leads.md#platform-analytics: counts of agents, leads, testimonials, page views and posts created in the period. */
export async function periodCounts(db: Db, bounds: PeriodBounds): Promise<PeriodCounts> {
  const views = bounds.fromDay
    ? { sql: "WHERE event_type = 'page_view' AND day >= ?", args: [bounds.fromDay] }
    : { sql: "WHERE event_type = 'page_view'", args: [] };
  const results = await db.batch(
    [
      { sql: `SELECT count(*) AS n FROM agents ${since('created_at', bounds).sql}`, args: since('created_at', bounds).args },
      { sql: `SELECT count(*) AS n FROM leads ${since('created_at', bounds).sql}`, args: since('created_at', bounds).args },
      { sql: `SELECT count(*) AS n FROM testimonials ${since('created_at', bounds).sql}`, args: since('created_at', bounds).args },
      { sql: `SELECT coalesce(sum(events), 0) AS n FROM analytics_daily ${views.sql}`, args: views.args },
      { sql: `SELECT count(*) AS n FROM blog_posts ${since('created_at', bounds).sql}`, args: since('created_at', bounds).args },
    ],
    'read',
  );
  const [agents, leads, testimonials, pageViews, posts] = results.map((r) => Number(r.rows[0]?.n ?? 0)) as [number, number, number, number, number];
  return { agents, leads, testimonials, page_views: pageViews, posts };
}

/** docs/product/back-office-leads.md#platform-analytics: the top 5 agents — by leads in the period, then page views, then name. */
export async function topAgents(db: Db, bounds: PeriodBounds, limit = 5): Promise<TopAgent[]> {
  const leadSince = bounds.fromIso ? 'AND created_at >= ?' : '';
  const viewSince = bounds.fromDay ? 'AND day >= ?' : '';
  const result = await db.execute({
    sql: `WITH lead_counts AS (SELECT agent_id, count(*) AS n FROM leads WHERE agent_id IS NOT NULL ${leadSince} GROUP BY agent_id),
               view_counts AS (SELECT agent_key, sum(events) AS n FROM analytics_daily WHERE event_type = 'page_view' AND agent_key <> '' ${viewSince} GROUP BY agent_key)
          SELECT a.id, a.name, coalesce(l.n, 0) AS leads, coalesce(v.n, 0) AS page_views
          FROM agents a LEFT JOIN lead_counts l ON l.agent_id = a.id LEFT JOIN view_counts v ON v.agent_key = a.id
          ORDER BY leads DESC, page_views DESC, a.name COLLATE NOCASE LIMIT ?`,
    args: [...(bounds.fromIso ? [bounds.fromIso] : []), ...(bounds.fromDay ? [bounds.fromDay] : []), limit],
  });
  return result.rows.map((row) => ({ id: String(row.id), name: String(row.name), leads: Number(row.leads), page_views: Number(row.page_views) }));
}

export interface SeriesPoint {
  bucket: string;
  key: string;
  n: number;
}

/** Sums day points into months ('YYYY-MM') when the period asks for month buckets; the SQL stays in index order. */
function bucketed(rows: SeriesPoint[], bounds: PeriodBounds): SeriesPoint[] {
  if (bounds.bucket === 'day') return rows;
  const sums = new Map<string, SeriesPoint>();
  for (const row of rows) {
    const bucket = row.bucket.slice(0, 7);
    const id = `${bucket}\u0000${row.key}`;
    const point = sums.get(id) ?? { bucket, key: row.key, n: 0 };
    point.n += row.n;
    sums.set(id, point);
  }
  return [...sums.values()];
}

const toPoints = (rows: { [key: string]: unknown }[]): SeriesPoint[] =>
  rows.map((row) => ({ bucket: String(row.bucket), key: String(row.key), n: Number(row.n) })).filter((point) => point.n > 0);

/**
 * Leads per Toronto day (or month) and source. The whole brokerage reads the leads_daily rollup; one agent's series
 * groups that agent's own leads (a few thousand) through leads_agent.
 */
export async function leadSeries(db: Db, bounds: PeriodBounds, agentId?: string): Promise<SeriesPoint[]> {
  const result = agentId
    ? await db.execute({
        sql: `SELECT ${torontoDaySql('created_at')} AS bucket, source AS key, count(*) AS n FROM leads
              WHERE agent_id = ? ${bounds.fromIso ? 'AND created_at >= ?' : ''} GROUP BY 1, 2 ORDER BY 1`,
        args: bounds.fromIso ? [agentId, bounds.fromIso] : [agentId],
      })
    : await db.execute({
        sql: `SELECT day AS bucket, source AS key, leads AS n FROM leads_daily ${bounds.fromDay ? 'WHERE day >= ?' : ''} ORDER BY day`,
        args: bounds.fromDay ? [bounds.fromDay] : [],
      });
  return bucketed(toPoints(result.rows), bounds);
}

/** Events per Toronto day (or month) and type, from the analytics_daily rollup; `agentId` narrows to one agent. */
export async function eventSeries(db: Db, bounds: PeriodBounds, agentId?: string): Promise<SeriesPoint[]> {
  const result = agentId
    ? await db.execute({
        sql: `SELECT day AS bucket, event_type AS key, sum(events) AS n FROM analytics_daily
              WHERE agent_key = ? ${bounds.fromDay ? 'AND day >= ?' : ''} GROUP BY event_type, day`,
        args: bounds.fromDay ? [agentId, bounds.fromDay] : [agentId],
      })
    : await db.execute({
        sql: `SELECT day AS bucket, event_type AS key, sum(events) AS n FROM analytics_daily
              ${bounds.fromDay ? 'WHERE day >= ?' : ''} GROUP BY day, event_type`,
        args: bounds.fromDay ? [bounds.fromDay] : [],
      });
  return bucketed(toPoints(result.rows), bounds);
}

export interface ActivityEvent {
  id: string;
  event_type: string;
  created_at: string;
}

/** docs/product/back-office-leads.md#agent-analytics: the agent's latest events, 10 fetched. */
export async function recentAgentEvents(db: Db, agentId: string, limit = 10): Promise<ActivityEvent[]> {
  const result = await db.execute({
    sql: 'SELECT id, event_type, created_at FROM analytics_events WHERE agent_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?',
    args: [agentId, limit],
  });
  return result.rows.map((row) => ({ id: String(row.id), event_type: String(row.event_type), created_at: String(row.created_at) }));
}

/** An agent's own totals for the period: page views and leads. */
export async function agentPeriodTotals(db: Db, bounds: PeriodBounds, agentId: string): Promise<{ page_views: number; leads: number }> {
  const [views, leads] = await db.batch(
    [
      {
        sql: `SELECT coalesce(sum(events), 0) AS n FROM analytics_daily WHERE agent_key = ? AND event_type = 'page_view' ${bounds.fromDay ? 'AND day >= ?' : ''}`,
        args: bounds.fromDay ? [agentId, bounds.fromDay] : [agentId],
      },
      {
        sql: `SELECT count(*) AS n FROM leads WHERE agent_id = ? ${bounds.fromIso ? 'AND created_at >= ?' : ''}`,
        args: bounds.fromIso ? [agentId, bounds.fromIso] : [agentId],
      },
    ],
    'read',
  );
  return { page_views: Number(views!.rows[0]?.n ?? 0), leads: Number(leads!.rows[0]?.n ?? 0) };
}
