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
}

export async function insertOutboxMessage(
  db: Db,
  message: { to: string; subject: string; text: string; leadId?: string | null },
): Promise<string> {
  const id = newId();
  await db.execute({
    sql: 'INSERT INTO email_outbox (id, to_address, subject, text_body, lead_id) VALUES (?, ?, ?, ?, ?)',
    args: [id, message.to, message.subject, message.text, message.leadId ?? null],
  });
  return id;
}

export async function recordOutboxAttempt(
  db: Db,
  id: string,
  outcome: { status: OutboxMessage['status']; error?: string | null },
): Promise<void> {
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
