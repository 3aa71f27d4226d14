import { Hono } from 'hono';
import { agentPeriodTotals, eventSeries, leadSeries, periodCounts, recentAgentEvents, topAgents } from '../../db/queries/analytics-periods';
import { rateAlertCounts } from '../../db/queries/rate-alerts';
import { messages } from '../../src/lib/messages-staff';
import { type AnalyticsPeriod, agentAnalyticsQuerySchema, analyticsQuerySchema } from '../../src/lib/schemas/lead-desk';
import { specFailure } from '../http/spec-failure';
import type { AppDeps, AppEnv } from '../deps';
import { staffOnly } from '../auth/staff';
import { queryInput } from '../http/typed-input';
import { readQuery } from '../http/validate';
import { ownAgentIdOrNull } from '../agents/own-agent';
import { periodBounds, periodDays } from './period';

/** The period asked for (ADR 56: named for the typed client; readQuery parses it). */
type AnalyticsQuery = { period?: AnalyticsPeriod };

const failed = specFailure(messages.backOffice.analytics.fetchFailed);

/** Rate-alert emails are counted over a fixed 30 days, whatever the period picked (ADR 24). */
const RATE_ALERT_SENDS_DAYS = 30;

/** GET /api/admin/analytics?period= — the super admin's Platform analytics (docs/product/back-office-leads.md#platform-analytics: counts and the top 5 agents). */
export function platformAnalyticsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', staffOnly('super_admin'), failed, queryInput<AnalyticsQuery>(), async (c) => {
    const { period } = readQuery(c, analyticsQuerySchema);
    const now = deps.now();
    const bounds = periodBounds(period, now);
    const [counts, top, leads, events, rateAlerts] = await Promise.all([
      periodCounts(deps.db, bounds),
      topAgents(deps.db, bounds),
      leadSeries(deps.db, bounds),
      eventSeries(deps.db, bounds),
      rateAlertCounts(deps.db, new Date(now.getTime() - RATE_ALERT_SENDS_DAYS * 86_400_000).toISOString()),
    ]);
    return c.json({
      period,
      bucket: bounds.bucket,
      from_day: bounds.fromDay,
      days: periodDays(bounds, now),
      counts,
      top_agents: top,
      lead_series: leads,
      view_series: events.filter((point) => point.key === 'page_view'),
      rate_alerts: rateAlerts,
    });
  });
}

/**
 * GET /api/agent/analytics?period= — the agent's own: recent activity (docs/product/back-office-leads.md#agent-analytics: latest 10 events) and its own views and
 * leads per day. The agent is the signed-in account's row; no id is taken from the request.
 */
export function agentAnalyticsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', staffOnly('agent', 'admin'), failed, queryInput<AnalyticsQuery>(), async (c) => {
    const { period } = readQuery(c, agentAnalyticsQuerySchema);
    const now = deps.now();
    const bounds = periodBounds(period, now);
    const agentId = await ownAgentIdOrNull(deps, c);
    const base = { period, bucket: bounds.bucket, from_day: bounds.fromDay, days: periodDays(bounds, now) };
    if (!agentId) return c.json({ ...base, recent: [], totals: { page_views: 0, leads: 0 }, lead_series: [], view_series: [] });
    const [recent, totals, leads, events] = await Promise.all([
      recentAgentEvents(deps.db, agentId),
      agentPeriodTotals(deps.db, bounds, agentId),
      leadSeries(deps.db, bounds, agentId),
      eventSeries(deps.db, bounds, agentId),
    ]);
    return c.json({ ...base, recent, totals, lead_series: leads, view_series: events.filter((point) => point.key === 'page_view') });
  });
}
