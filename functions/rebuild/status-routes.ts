import { Hono } from 'hono';
import { readRebuildState } from '../../db/queries/rebuild-state';
import { requireRole } from '../auth/guard';
import type { AppDeps, AppEnv } from '../deps';
import { staffOnly } from '../auth/staff';

/** When the public site last rebuilt and whether one is pending (ADR 4), for the super admin panel's admins. */
export function adminRebuildStatusRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', requireRole('super_admin', 'admin'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await readRebuildState(deps.db));
  });
  return app;
}

/** The same state for the agent dashboard, so it can say when a saved change is live; no reason or error text. */
export function agentRebuildStatusRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', staffOnly('agent', 'admin'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ ...(await readRebuildState(deps.db)), last_reason: null, last_error: null });
  });
  return app;
}
