import type { Context } from 'hono';
import { findAgentByUserId, insertAgentRowIfMissing } from '../../db/queries/agents-admin';
import { appendAuditEntry } from '../../db/queries/audit-log';
import type { AgentRow } from '../../src/lib/schemas/agents';
import { messages } from '../../src/lib/messages-staff';
import { toProfileSlug } from '../../src/lib/slug';
import { contentChanged } from '../content/on-content-change';
import type { AppDeps, AppEnv } from '../deps';
import { clientIp } from '../http/client-ip';
import { notFound } from '../http/errors';

/**
 * The signed-in account's own agents row: the only agent an agent-dashboard route ever works on (found by user_id,
 * so nothing a request sends can widen it). The product description (docs/product/sign-in-and-roles.md#admins-own-page) gives admins the agent dashboard to manage their own page, so
 * an admin without a row (one made before admins got theirs at creation) gets it on first use, and the site is
 * rebuilt with the new page. That creation is recorded in the audit log (it may come from a read), and it never
 * happens for an account whose page a super admin deleted: that account is deactivated (ADR 40), so the row is
 * refused even if a session were left.
 */
export async function ownAgent(deps: AppDeps, c: Context<AppEnv>): Promise<AgentRow> {
  const user = c.get('user')!;
  const agent = await findAgentByUserId(deps.db, user.id);
  if (agent) return agent;
  if (user.role !== 'admin') throw notFound(messages.backOffice.agents.notFound);
  const name = user.fullName?.trim() || user.email.split('@')[0]!;
  const made = await insertAgentRowIfMissing(deps.db, { userId: user.id, name, email: user.email, slugBase: toProfileSlug(name) });
  if (!made) throw notFound(messages.backOffice.agents.notFound);
  if (made.created) {
    await appendAuditEntry(deps.db, {
      actor_id: user.id,
      actor_email: user.email,
      actor_role: user.role,
      ip: clientIp(c, deps.env),
      action: 'create',
      method: c.req.method,
      path: c.req.path,
      record_type: 'agents',
      record_id: made.id,
      before: null,
      after: { id: made.id, user_id: user.id, name, reason: 'admin page made on first use' },
    });
    await contentChanged(deps, 'agents', `admin page added ${made.id}`);
  }
  const created = await findAgentByUserId(deps.db, user.id);
  if (!created) throw notFound(messages.backOffice.agents.notFound);
  return created;
}

export async function ownAgentId(deps: AppDeps, c: Context<AppEnv>): Promise<string> {
  return (await ownAgent(deps, c)).id;
}

/**
 * The same id, or null when no row can be had: the lead and analytics tabs then show an empty desk rather than an
 * error, and they work for admins too (an admin without a row gets one above).
 */
export async function ownAgentIdOrNull(deps: AppDeps, c: Context<AppEnv>): Promise<string | null> {
  try {
    return await ownAgentId(deps, c);
  } catch {
    return null;
  }
}
