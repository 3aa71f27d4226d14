import type { Db } from '../../db/client';
import { borrowerMessages as m } from '../../src/lib/messages-borrower';
import type { AppDeps } from '../deps';
import { sendThroughOutbox } from '../email/outbox';
import { BORROWER_BASE_PATH } from './session';

/**
 * Transactional notices of the portal (ADR 52): no name, amount or message text in the mail, only a link. Allowed
 * without marketing consent: they answer the borrower's own application.
 */
export type BorrowerNotice = 'message' | 'reminder' | 'needs_requested' | 'needs_another';

export async function tellBorrower(deps: AppDeps, file: { email: string; leadId: string }, kind: BorrowerNotice): Promise<void> {
  const link = new URL(BORROWER_BASE_PATH, deps.env.SITE_URL).href;
  const mail = {
    message: m.email.messageForBorrower,
    reminder: m.email.reminder,
    needs_requested: m.email.needsRequested,
    needs_another: m.email.needsAnother,
  }[kind];
  await sendThroughOutbox(deps, { to: file.email, subject: mail.subject, text: mail.text(link), leadId: file.leadId });
}

/** Documents asked for within this long of the last "documents requested" mail join it: one mail for a list built in several adds. */
export const NEEDS_MAIL_BATCH_MINUTES = 15;

/**
 * Whether the borrower was already told of requested documents within the batch window. The outbox's own clock
 * (the row's created_at) is compared with the database's, so the test clock never skews it.
 */
export async function toldOfNeedsRecently(db: Db, leadId: string): Promise<boolean> {
  const result = await db.execute({
    sql: `SELECT 1 FROM email_outbox WHERE lead_id = ? AND subject = ?
          AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) LIMIT 1`,
    args: [leadId, m.email.needsRequested.subject, `-${NEEDS_MAIL_BATCH_MINUTES} minutes`],
  });
  return result.rows.length > 0;
}

/** The file's agent, or (unassigned) nobody: the lead desk shows it to the super admin anyway. */
export async function tellAgent(deps: AppDeps, file: { agentId: string | null; leadId: string }): Promise<void> {
  const address = await agentAddress(deps.db, file.agentId);
  if (!address) return;
  const link = new URL('/agent-dashboard', deps.env.SITE_URL).href;
  await sendThroughOutbox(deps, { to: address, subject: m.email.messageForAgent.subject, text: m.email.messageForAgent.text(link), leadId: file.leadId });
}

async function agentAddress(db: Db, agentId: string | null): Promise<string | null> {
  if (!agentId) return null;
  const result = await db.execute({
    sql: 'SELECT a.email, u.email AS login_email FROM agents a LEFT JOIN users u ON u.id = a.user_id WHERE a.id = ?',
    args: [agentId],
  });
  const row = result.rows[0];
  const login = row?.login_email == null ? '' : String(row.login_email).trim();
  const contact = row?.email == null ? '' : String(row.email).trim();
  return login || contact || null;
}
