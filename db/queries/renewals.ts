import type { OpenReminder } from '../../src/lib/schemas/renewals';
import type { Db } from '../client';

/** Renewal emails sent and renewal reminders (ADR 29). */

export interface RenewalEmailRecord {
  id: string;
  mortgageId: string;
  clientEmail: string;
  sentBy: string;
  windowDays: number;
  caslBasis: string;
  unsubscribeTokenHash: string;
  at: string;
}

/** The renewal email's limits (ADR 39): the repeat guard, one per client per period, and a sender's daily most. */
export interface RenewalEmailLimits {
  repeatMinutes: number;
  perClientDays: number;
  perSenderPerDay: number;
}

export type RenewalReservation = { ok: true } | { ok: false; reason: 'repeat' | 'client'; last: string } | { ok: false; reason: 'sender' };

const minus = (at: string, ms: number) => new Date(Date.parse(at) - ms).toISOString();

/**
 * Records the send before it is queued, in one statement, only while the limits allow it: no email to the same
 * address (any of its mortgages) within `perClientDays`, fewer than `perSenderPerDay` by this sender in 24 hours.
 * One statement is atomic, so parallel presses cannot all pass. The delivery is filled in once known.
 */
export async function reserveRenewalEmail(db: Db, record: RenewalEmailRecord, limits: RenewalEmailLimits): Promise<RenewalReservation> {
  const clientSince = minus(record.at, limits.perClientDays * 86_400_000);
  const senderSince = minus(record.at, 86_400_000);
  const sameClient = `SELECT max(e.created_at) FROM renewal_emails e JOIN client_mortgages m ON m.id = e.mortgage_id
    WHERE lower(m.client_email) = lower(?) AND e.created_at > ?`;
  const inserted = await db.execute({
    sql: `INSERT INTO renewal_emails (id, mortgage_id, sent_by, window_days, casl_basis, delivery, unsubscribe_token_hash, created_at)
          SELECT ?, ?, ?, ?, ?, 'pending', ?, ?
          WHERE (${sameClient}) IS NULL AND (SELECT count(*) FROM renewal_emails WHERE sent_by = ? AND created_at > ?) < ?`,
    args: [
      record.id,
      record.mortgageId,
      record.sentBy,
      record.windowDays,
      record.caslBasis,
      record.unsubscribeTokenHash,
      record.at,
      record.clientEmail,
      clientSince,
      record.sentBy,
      senderSince,
      limits.perSenderPerDay,
    ],
  });
  if (inserted.rowsAffected > 0) return { ok: true };
  const last = (await db.execute({ sql: `${sameClient.replace('max(e.created_at)', 'max(e.created_at) AS last')}`, args: [record.clientEmail, clientSince] }))
    .rows[0]?.last;
  if (last == null) return { ok: false, reason: 'sender' };
  const recent = String(last) > minus(record.at, limits.repeatMinutes * 60_000);
  return { ok: false, reason: recent ? 'repeat' : 'client', last: String(last) };
}

export async function recordRenewalDelivery(db: Db, id: string, delivery: string): Promise<void> {
  await db.execute({ sql: 'UPDATE renewal_emails SET delivery = ? WHERE id = ?', args: [delivery, id] });
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

/**
 * CASL withdrawal from a renewal email's link: the address the email went to (the caller withdraws it everywhere,
 * ADR 39), or null for an unknown token.
 */
export async function findRenewalEmailAddressByToken(db: Db, tokenHash: string): Promise<string | null> {
  const result = await db.execute({
    sql: `SELECT m.client_email FROM renewal_emails e JOIN client_mortgages m ON m.id = e.mortgage_id WHERE e.unsubscribe_token_hash = ?`,
    args: [tokenHash],
  });
  const row = result.rows[0];
  return row ? String(row.client_email) : null;
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
