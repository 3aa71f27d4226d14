import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { ownAgentId } from '../agents/own-agent';

/**
 * Whose clients a request sees (ADR 29): the super admin every client; an agent or admin on the agent dashboard
 * only those whose agent_id is their own agents row, found from the session, never from the request.
 */
export interface ClientArea {
  roles: ('super_admin' | 'admin' | 'agent')[];
  /** The caller's own agent id, or null for every client. */
  ownerId: (deps: AppDeps, c: Context<AppEnv>) => Promise<string | null>;
}

export const SUPER_ADMIN_CLIENTS: ClientArea = { roles: ['super_admin'], ownerId: async () => null };
export const OWN_CLIENTS: ClientArea = { roles: ['agent', 'admin'], ownerId: (deps, c) => ownAgentId(deps, c) };
