import type { Db } from '../../db/client';
import type { DeskLead } from '../../db/queries/lead-desk';
import { handoverMessages } from '../../src/lib/messages-handover';
import { formatEmailDateTime } from '../../src/lib/format';
import { siteSettings } from '../../src/lib/site-settings';
import type { AppDeps } from '../deps';
import { oneLine } from '../email/one-line';
import { sendThroughOutbox } from '../email/outbox';
import { NOTIFY_WAIT_MS, neverRejects, settleWithin } from '../leads/settle';

interface Assignee {
  name: string;
  /** The person's own address: their sign-in email, else the agent page's contact email. */
  email: string | null;
  user_id: string | null;
}

async function findAssignee(db: Db, agentId: string): Promise<Assignee | null> {
  const result = await db.execute({
    sql: 'SELECT a.name, a.email, a.user_id, u.email AS login_email FROM agents a LEFT JOIN users u ON u.id = a.user_id WHERE a.id = ?',
    args: [agentId],
  });
  const row = result.rows[0];
  if (!row) return null;
  const login = row.login_email == null ? '' : String(row.login_email).trim();
  const contact = row.email == null ? '' : String(row.email).trim();
  return { name: String(row.name), email: login || contact || null, user_id: row.user_id == null ? null : String(row.user_id) };
}

/**
 * The assignment notice (ADR 44): a transactional staff email (no unsubscribe, never suppressed) that names the lead
 * the way the new-lead notification does, without its email address, phone or message: the agent reads those in the
 * back office. Every value is one line (functions/email/one-line.ts).
 */
export function composeAssignmentEmail(agentName: string, lead: DeskLead) {
  const text = handoverMessages.assignmentEmail.text(
    oneLine(agentName),
    { name: oneLine(lead.client_name), source: oneLine(lead.source), type: oneLine(lead.type), received: formatEmailDateTime(lead.created_at), id: lead.id },
    siteSettings.brokerageName,
  );
  return { subject: handoverMessages.assignmentEmail.subject, text };
}

/**
 * Tells the agent a lead is now theirs, through the outbox (ADR 17: stored first, retried, visible in the Leads
 * tab's delivery list). Nothing is sent when the agent did not change, when the lead was unassigned, or when the
 * person assigning it is the assignee. The answer waits for the send at most NOTIFY_WAIT_MS; a failure is logged and
 * never undoes the assignment.
 */
export async function notifyAssignment(deps: AppDeps, lead: DeskLead, previousAgentId: string | null, assignerUserId: string): Promise<void> {
  if (!lead.agent_id || lead.agent_id === previousAgentId) return;
  try {
    const assignee = await findAssignee(deps.db, lead.agent_id);
    if (!assignee?.email || assignee.user_id === assignerUserId) return;
    const sending = sendThroughOutbox(deps, { to: assignee.email, ...composeAssignmentEmail(assignee.name, lead), leadId: lead.id });
    await settleWithin(
      neverRejects(sending, (error) => deps.log.error('assignment email failed', { leadId: lead.id, error: String(error) }), 'failed'),
      NOTIFY_WAIT_MS,
    );
  } catch (error) {
    deps.log.error('assignment email not queued', { leadId: lead.id, error: String(error) });
  }
}

/**
 * Tells the person who took a deleted agent's work (ADR 44) how many leads and clients are now theirs, in one
 * transactional email through the outbox, naming no borrower. Nothing is sent when nothing was handed over or when
 * the person deleting is the heir; a failure is logged and never undoes the deletion.
 */
export async function notifyHandover(
  deps: AppDeps,
  heirAgentId: string,
  from: { name: string; leads: number; clients: number },
  deleterUserId: string,
): Promise<void> {
  if (from.leads + from.clients === 0) return;
  try {
    const heir = await findAssignee(deps.db, heirAgentId);
    if (!heir?.email || heir.user_id === deleterUserId) return;
    const text = handoverMessages.handoverEmail.text(oneLine(heir.name), oneLine(from.name), from.leads, from.clients, siteSettings.brokerageName);
    const sending = sendThroughOutbox(deps, { to: heir.email, subject: handoverMessages.handoverEmail.subject, text });
    await settleWithin(
      neverRejects(sending, (error) => deps.log.error('handover email failed', { heirAgentId, error: String(error) }), 'failed'),
      NOTIFY_WAIT_MS,
    );
  } catch (error) {
    deps.log.error('handover email not queued', { heirAgentId, error: String(error) });
  }
}
