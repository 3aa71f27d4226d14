import { Hono } from 'hono';
import { recordAgentPageView } from '../../db/queries/analytics';
import { isActiveAgentId } from '../../db/queries/public-agents';
import { pageViewSchema } from '../../src/lib/schemas/analytics';
import type { AppDeps, AppEnv } from '../deps';
import { notFound } from '../http/errors';
import { limitPerIp } from '../http/rate-limit';
import { readJson } from '../http/validate';

/** Per-IP cap: generous for a person browsing agent pages, tight enough to keep counts honest. */
export const PAGE_VIEW_LIMIT = { limit: 60, windowSeconds: 60 };

/** docs/product/agents-directory.md#page-view: agent pages record analytics_events {agent_id, event_type 'page_view'}. */
export function analyticsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const limit = limitPerIp({ db: deps.db, now: deps.now, proxy: deps.env }, { name: 'page-view', ...PAGE_VIEW_LIMIT });

  app.post('/page-view', limit, async (c) => {
    const { agent_id } = await readJson(c, pageViewSchema);
    if (!(await isActiveAgentId(deps.db, agent_id))) throw notFound('Agent not found.');
    const id = await recordAgentPageView(deps.db, agent_id, deps.now());
    c.header('Cache-Control', 'no-store');
    return c.json({ id }, 201);
  });

  return app;
}
