import type { Context } from 'hono';
import { appendAuditEntry } from '../../db/queries/audit-log';
import { accountMessages, type AccountEvent } from '../../src/lib/messages-account';
import type { AppDeps, AppEnv } from '../deps';
import { formatEmailDateTime } from '../../src/lib/format';
import { sendThroughOutbox } from '../email/outbox';
import { clientIp } from '../http/client-ip';

export interface AccountOwner {
  id: string;
  email: string;
  role: string;
}

/**
 * Every account event goes to the audit log (ADR 26) with the account as its actor, and by mail to the account's
 * owner (through the outbox, ADR 17), so a stranger's reset, code or sign-out never goes unnoticed (ADR 41). The
 * reset request itself mails the link instead (`mail: false`). A failure to record or mail is logged; it never
 * undoes what the person did.
 */
export async function recordAccountEvent(
  deps: AppDeps,
  c: Context<AppEnv>,
  owner: AccountOwner,
  event: AccountEvent,
  options: { mail?: boolean } = {},
): Promise<void> {
  const ip = clientIp(c, deps.env);
  try {
    await appendAuditEntry(deps.db, {
      actor_id: owner.id,
      actor_email: owner.email,
      actor_role: owner.role,
      ip,
      action: 'action',
      method: c.req.method,
      path: c.req.path,
      record_type: 'account',
      record_id: owner.id,
      before: null,
      after: { event },
    });
  } catch (error) {
    deps.log.error('audit entry not recorded', { path: c.req.path, event, error: String(error) });
  }
  if (options.mail === false) return;
  const what = accountMessages.events[event];
  await sendThroughOutbox(deps, {
    to: owner.email,
    subject: what,
    text: accountMessages.eventEmailText(what, formatEmailDateTime(deps.now().toISOString()), ip),
  });
}
