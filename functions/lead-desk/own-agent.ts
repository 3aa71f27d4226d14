import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { ownAgent } from '../agent/own-agent';

/**
 * The signed-in account's own agents row id (functions/agent/own-agent.ts): an admin without one gets it, so the
 * lead and analytics tabs work for admins too. Null only when no row can be had.
 */
export async function ownAgentId(deps: AppDeps, c: Context<AppEnv>): Promise<string | null> {
  try {
    return (await ownAgent(deps, c)).id;
  } catch {
    return null;
  }
}
