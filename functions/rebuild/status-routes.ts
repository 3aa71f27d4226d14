import { Hono } from 'hono';
import { readRebuildState } from '../../db/queries/rebuild-state';
import { requireRole } from '../auth/guard';
import type { AppDeps, AppEnv } from '../deps';
import { staffOnly } from '../auth/staff';

/** When the public site last rebuilt and whether one is pending (ADR 4), for the super admin panel's admins. */
export function adminRebuildStatusRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', requireRole('super_admin', 'admin'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await readRebuildState(deps.db));
  });
}

/** The same state for the agent dashboard, so it can say when a saved change is live; no reason or error text. */
export function agentRebuildStatusRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', staffOnly('agent', 'admin'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ ...(await readRebuildState(deps.db)), last_reason: null, last_error: null });
  });
}
