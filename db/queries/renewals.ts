import type { OpenReminder } from '../../src/lib/schemas/renewals';
import type { Db } from '../client';
import { newId } from '../client';

/** Renewal emails sent and renewal reminders (ADR 29). */

export interface RenewalEmailRecord {
  mortgageId: string;
  sentBy: string;
  windowDays: number;
  caslBasis: string;
  delivery: string;
  unsubscribeTokenHash: string;
}

export async function recordRenewalEmail(db: Db, record: RenewalEmailRecord): Promise<void> {
  await db.execute({
    sql: `INSERT INTO renewal_emails (id, mortgage_id, sent_by, window_days, casl_basis, delivery, unsubscribe_token_hash)
          VALUES (?, ?, ?, ?, ?, ?, ?)`,
    args: [newId(), record.mortgageId, record.sentBy, record.windowDays, record.caslBasis, record.delivery, record.unsubscribeTokenHash],
  });
}

/** The last renewal email of each mortgage, as mortgage id → ISO time. */
export async function lastRenewalEmails(db: Db, mortgageIds: readonly string[]): Promise<Map<string, string>> {
  if (mortgageIds.length === 0) return new Map();
  const result = await db.execute({
    sql: `SELECT mortgage_id, max(created_at) AS last FROM renewal_emails
          WHERE mortgage_id IN (SELECT value FROM json_each(?)) GROUP BY mortgage_id`,
    args: [JSON.stringify(mortgageIds)],
  });
  return new Map(result.rows.map((row) => [String(row.mortgage_id), String(row.last)]));
}

/** CASL withdrawal from a renewal email's link: the mortgage's consent ends now. True when the token was known. */
export async function withdrawRenewalConsentByToken(db: Db, tokenHash: string, at: string): Promise<boolean> {
  const result = await db.execute({
    sql: `UPDATE client_mortgages SET casl_withdrawn_at = coalesce(casl_withdrawn_at, ?), updated_at = ?
          WHERE id = (SELECT mortgage_id FROM renewal_emails WHERE unsubscribe_token_hash = ?)`,
    args: [at.slice(0, 10), at, tokenHash],
  });
  return result.rowsAffected > 0;
}

export interface NewReminder {
  mortgageId: string;
  windowDays: number;
  agentId: string | null;
}

/** One reminder per mortgage and window; a window already reminded is left as it is. Answers how many are new. */
export async function insertReminders(db: Db, reminders: readonly NewReminder[]): Promise<number> {
  if (reminders.length === 0) return 0;
  const results = await db.batch(
    reminders.map((r) => ({
      sql: 'INSERT OR IGNORE INTO renewal_reminders (mortgage_id, window_days, agent_id) VALUES (?, ?, ?)',
      args: [r.mortgageId, r.windowDays, r.agentId],
    })),
    'write',
  );
  return results.reduce((sum, result) => sum + result.rowsAffected, 0);
}

/** Reminders not yet dismissed, of one agent (their own clients) or of everyone when agentId is null. */
export async function listOpenReminders(db: Db, agentId: string | null): Promise<OpenReminder[]> {
  const result = await db.execute({
    sql: `SELECT r.mortgage_id, r.window_days, m.client_name, m.maturity_date, r.created_at
          FROM renewal_reminders r JOIN client_mortgages m ON m.id = r.mortgage_id
          WHERE r.dismissed_at IS NULL ${agentId === null ? '' : 'AND m.agent_id = ?'}
          ORDER BY m.maturity_date ASC LIMIT 100`,
    args: agentId === null ? [] : [agentId],
  });
  return result.rows.map((row) => ({
    mortgage_id: String(row.mortgage_id),
    window_days: Number(row.window_days),
    client_name: String(row.client_name),
    maturity_date: String(row.maturity_date),
    created_at: String(row.created_at),
  }));
}

/** Dismisses the open reminders the caller can see (their own, or all for the super admin). */
export async function dismissReminders(db: Db, agentId: string | null, at: string): Promise<number> {
  const result = await db.execute({
    sql: `UPDATE renewal_reminders SET dismissed_at = ? WHERE dismissed_at IS NULL
          ${agentId === null ? '' : 'AND mortgage_id IN (SELECT id FROM client_mortgages WHERE agent_id = ?)'}`,
    args: agentId === null ? [at] : [at, agentId],
  });
  return result.rowsAffected;
}
