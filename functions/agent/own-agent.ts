import type { Context } from 'hono';
import { findAgentByUserId } from '../../db/queries/agents-admin';
import { messages } from '../../src/lib/messages';
import type { AppDeps, AppEnv } from '../deps';
import { notFound } from '../http/errors';

/** The signed-in account's own agents row: the only agent an agent-dashboard route ever works on. */
export async function ownAgentId(deps: Pick<AppDeps, 'db'>, c: Context<AppEnv>): Promise<string> {
  const agent = await findAgentByUserId(deps.db, c.get('user')!.id);
  if (!agent) throw notFound(messages.backOffice.agents.notFound);
  return agent.id;
}
