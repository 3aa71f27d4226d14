import type { Context } from 'hono';
import { findAgentByUserId } from '../../db/queries/agents-admin';
import type { AppDeps, AppEnv } from '../deps';

/**
 * The signed-in account's own agents row id, found by user_id: no agent route takes an agent id, so nothing a
 * request sends can widen what it sees. Null for an account without an agents row (an admin may have none).
 */
export async function ownAgentId(deps: AppDeps, c: Context<AppEnv>): Promise<string | null> {
  const agent = await findAgentByUserId(deps.db, c.get('user')!.id);
  return agent?.id ?? null;
}
