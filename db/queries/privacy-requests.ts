import type { Row } from '@libsql/client';
import type { Db } from '../client';

/**
 * A visitor's own access or deletion request (ADR 48): stored pending with the hash of a single-use emailed link,
 * confirmed once by that link (which starts the 30-day clock), then answered by the super admin.
 */
export type PrivacyRequestKind = 'access' | 'deletion';

/** PIPEDA: a request is answered within 30 days of receiving it; here, of its confirmation from the person's inbox. */
export const PRIVACY_ANSWER_DAYS = 30;

export interface NewPrivacyRequest {
  id: string;
  kind: PrivacyRequestKind;
  name: string;
  email: string;
  note: string | null;
  tokenHash: string;
  tokenExpiresAt: string;
  at: string;
}

/** Stores a pending request; pending requests whose link has expired go at the same time (nothing will confirm them). */
export async function insertPendingPrivacyRequest(db: Db, request: NewPrivacyRequest): Promise<void> {
  await db.batch(
    [
      { sql: 'DELETE FROM privacy_requests WHERE confirmed_at IS NULL AND token_expires_at < ?', args: [request.at] },
      {
        sql: `INSERT INTO privacy_requests (id, kind, name, email, note, token_hash, token_expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [request.id, request.kind, request.name, request.email, request.note, request.tokenHash, request.tokenExpiresAt, request.at],
      },
    ],
    'write',
  );
}

export type TokenState = 'pending' | 'expired' | 'invalid';

/** What a link's token stands for, without using it (the page a mail scanner may open). */
export async function privacyTokenState(db: Db, tokenHash: string, at: string): Promise<TokenState> {
  const row = (await db.execute({ sql: 'SELECT token_expires_at FROM privacy_requests WHERE token_hash = ?', args: [tokenHash] })).rows[0];
  if (!row) return 'invalid';
  return String(row.token_expires_at) < at ? 'expired' : 'pending';
}

/**
 * Confirms the request the token belongs to, once: the hash is cleared in the same statement, so a second use (or
 * a second press at the same moment) finds nothing. Returns the confirmed request, or why not.
 */
export async function confirmPrivacyRequest(
  db: Db,
  tokenHash: string,
  at: Date,
): Promise<{ status: 'confirmed'; id: string; kind: PrivacyRequestKind; dueAt: string } | { status: 'expired' | 'invalid' }> {
  const when = at.toISOString();
  const due = new Date(at.getTime() + PRIVACY_ANSWER_DAYS * 86_400_000).toISOString();
  const result = await db.execute({
    sql: `UPDATE privacy_requests SET token_hash = NULL, confirmed_at = ?, due_at = ?
          WHERE token_hash = ? AND token_expires_at >= ? AND confirmed_at IS NULL
          RETURNING id, kind, due_at`,
    args: [when, due, tokenHash, when],
  });
  const row = result.rows[0];
  if (row) return { status: 'confirmed', id: String(row.id), kind: String(row.kind) as PrivacyRequestKind, dueAt: String(row.due_at) };
  return { status: (await privacyTokenState(db, tokenHash, when)) === 'expired' ? 'expired' : 'invalid' };
}

export interface PrivacyRequestRow {
  id: string;
  kind: PrivacyRequestKind;
  name: string;
  email: string;
  note: string | null;
  received_at: string;
  due_at: string;
  answered_at: string | null;
}

const COLUMNS = 'id, kind, name, email, note, confirmed_at AS received_at, due_at, answered_at';

/** Confirmed requests for the super admin: open ones first, soonest due first; then the answered, newest first. */
export async function listConfirmedPrivacyRequests(db: Db, limit = 200): Promise<PrivacyRequestRow[]> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM privacy_requests
          WHERE confirmed_at IS NOT NULL
          ORDER BY answered_at IS NOT NULL, CASE WHEN answered_at IS NULL THEN due_at END, answered_at DESC LIMIT ?`,
    args: [limit],
  });
  return result.rows.map(toRow);
}

/** Marks a confirmed request answered (once); null when there is no such confirmed request. */
export async function markPrivacyRequestAnswered(db: Db, id: string, at: string): Promise<PrivacyRequestRow | null> {
  await db.execute({
    sql: 'UPDATE privacy_requests SET answered_at = coalesce(answered_at, ?) WHERE id = ? AND confirmed_at IS NOT NULL',
    args: [at, id],
  });
  const rows = await db.execute({
    sql: `SELECT ${COLUMNS} FROM privacy_requests WHERE id = ? AND confirmed_at IS NOT NULL`,
    args: [id],
  });
  const row = rows.rows[0];
  return row ? toRow(row) : null;
}

const toRow = (row: Row): PrivacyRequestRow => ({
  id: String(row.id),
  kind: String(row.kind) as PrivacyRequestKind,
  name: String(row.name),
  email: String(row.email),
  note: row.note === null ? null : String(row.note),
  received_at: String(row.received_at),
  due_at: String(row.due_at),
  answered_at: row.answered_at === null ? null : String(row.answered_at),
});
