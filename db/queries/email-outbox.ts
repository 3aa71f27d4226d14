import type { Db } from '../client';
import { newId } from '../client';

export interface OutboxMessage {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  status: 'pending' | 'sent' | 'failed' | 'logged';
  attempts: number;
  last_error: string | null;
  lead_id: string | null;
  created_at: string;
  sent_at: string | null;
  /** Extra headers as a JSON object (e.g. List-Unsubscribe), or null. */
  headers_json?: string | null;
}

export async function insertOutboxMessage(
  db: Db,
  message: { to: string; subject: string; text: string; leadId?: string | null; headers?: Record<string, string> },
): Promise<string> {
  const id = newId();
  await db.execute({
    sql: 'INSERT INTO email_outbox (id, to_address, subject, text_body, lead_id, headers_json) VALUES (?, ?, ?, ?, ?, ?)',
    args: [id, message.to, message.subject, message.text, message.leadId ?? null, message.headers ? JSON.stringify(message.headers) : null],
  });
  return id;
}

export async function recordOutboxAttempt(db: Db, id: string, outcome: { status: OutboxMessage['status']; error?: string | null }): Promise<void> {
  await db.execute({
    sql: `UPDATE email_outbox SET attempts = attempts + 1, status = ?, last_error = ?,
          sent_at = CASE WHEN ? IN ('sent', 'logged') THEN strftime('%Y-%m-%dT%H:%M:%fZ','now') ELSE sent_at END
          WHERE id = ?`,
    args: [outcome.status, outcome.error ?? null, outcome.status, id],
  });
}

export async function listOutbox(db: Db, limit = 50): Promise<OutboxMessage[]> {
  const result = await db.execute({ sql: 'SELECT * FROM email_outbox ORDER BY created_at DESC LIMIT ?', args: [limit] });
  return result.rows.map((row) => ({ ...row }) as unknown as OutboxMessage);
}

/** The outbox view: newest first, optionally one status. */
export async function listOutboxPage(db: Db, options: { status?: OutboxMessage['status']; limit: number }): Promise<OutboxMessage[]> {
  const result = await db.execute({
    sql: `SELECT id, to_address, subject, text_body, status, attempts, last_error, lead_id, created_at, sent_at FROM email_outbox
          ${options.status ? 'WHERE status = ?' : ''} ORDER BY created_at DESC, rowid DESC LIMIT ?`,
    args: options.status ? [options.status, options.limit] : [options.limit],
  });
  return result.rows.map((row) => ({ ...row }) as unknown as OutboxMessage);
}

/**
 * Takes a message for one delivery attempt: only one sender (request or job, on any host) holds it until `until`,
 * so a message is never sent twice at once. Returns the message, or null when it is held or gone.
 */
export async function claimOutboxMessage(db: Db, id: string, now: string, until: string): Promise<OutboxMessage | null> {
  const result = await db.execute({
    sql: `UPDATE email_outbox SET claimed_until = ? WHERE id = ? AND (claimed_until IS NULL OR claimed_until < ?)
          RETURNING id, to_address, subject, text_body, status, attempts, last_error, lead_id, created_at, sent_at, headers_json`,
    args: [until, id, now],
  });
  return result.rows[0] ? ({ ...result.rows[0] } as unknown as OutboxMessage) : null;
}

export async function releaseOutboxClaim(db: Db, id: string): Promise<void> {
  await db.execute({ sql: 'UPDATE email_outbox SET claimed_until = NULL WHERE id = ?', args: [id] });
}

/**
 * Messages the retry job should try again: failed, or pending and older than `settledBefore` (a pending message
 * younger than that may still be in its first sender's hands), with fewer than `maxAttempts` attempts.
 */
export async function listRetryableOutbox(db: Db, options: { settledBefore: string; maxAttempts: number; limit: number }): Promise<string[]> {
  const result = await db.execute({
    sql: `SELECT id FROM email_outbox WHERE status IN ('failed', 'pending') AND attempts < ? AND created_at < ?
          ORDER BY created_at LIMIT ?`,
    args: [options.maxAttempts, options.settledBefore, options.limit],
  });
  return result.rows.map((row) => String(row.id));
}

/** The stored extra headers of a message (null or malformed: none). */
export function outboxHeaders(message: Pick<OutboxMessage, 'headers_json'>): Record<string, string> | undefined {
  if (!message.headers_json) return undefined;
  try {
    const parsed = JSON.parse(message.headers_json) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}
