import type { Db } from '../client';

export interface SessionRow {
  id: string;
  user_id: string;
  secret_hash: Uint8Array;
  created_at: number;
  expires_at: number;
  /** 1 once this session's second factor was checked (ADR 41). */
  two_factor_verified?: number;
  last_seen_at?: number | null;
  user_agent?: string | null;
  ip?: string | null;
}

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.execute({
    sql: `INSERT INTO sessions (id, user_id, secret_hash, created_at, expires_at, two_factor_verified, last_seen_at, user_agent, ip)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      row.id,
      row.user_id,
      row.secret_hash,
      row.created_at,
      row.expires_at,
      row.two_factor_verified ?? 0,
      row.created_at,
      row.user_agent ?? null,
      row.ip ?? null,
    ],
  });
}

const toSession = (row: Record<string, unknown>): SessionRow => ({
  id: String(row.id),
  user_id: String(row.user_id),
  secret_hash: new Uint8Array(row.secret_hash as ArrayBuffer),
  created_at: Number(row.created_at),
  expires_at: Number(row.expires_at),
  two_factor_verified: Number(row.two_factor_verified ?? 0),
  last_seen_at: row.last_seen_at == null ? null : Number(row.last_seen_at),
  user_agent: row.user_agent == null ? null : String(row.user_agent),
  ip: row.ip == null ? null : String(row.ip),
});

const COLUMNS = 'id, user_id, secret_hash, created_at, expires_at, two_factor_verified, last_seen_at, user_agent, ip';

export async function findSessionById(db: Db, id: string): Promise<SessionRow | null> {
  const result = await db.execute({ sql: `SELECT ${COLUMNS} FROM sessions WHERE id = ?`, args: [id] });
  const row = result.rows[0];
  return row ? toSession(row) : null;
}

/** One person's live sessions, the most recently used first (the Account tab's list). */
export async function listSessionsOfUser(db: Db, userId: string, nowSeconds: number): Promise<SessionRow[]> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM sessions WHERE user_id = ? AND expires_at > ? ORDER BY COALESCE(last_seen_at, created_at) DESC`,
    args: [userId, nowSeconds],
  });
  return result.rows.map(toSession);
}

export async function updateSessionExpiry(db: Db, id: string, expiresAt: number): Promise<void> {
  await db.execute({ sql: 'UPDATE sessions SET expires_at = ? WHERE id = ?', args: [expiresAt, id] });
}

/** "Last seen" moves at most every few minutes (the caller decides), so reads do not each cost a write. */
export async function touchSession(db: Db, id: string, nowSeconds: number): Promise<void> {
  await db.execute({ sql: 'UPDATE sessions SET last_seen_at = ? WHERE id = ?', args: [nowSeconds, id] });
}

export async function markSessionTwoFactorVerified(db: Db, id: string): Promise<void> {
  await db.execute({ sql: 'UPDATE sessions SET two_factor_verified = 1 WHERE id = ?', args: [id] });
}

/** The key a session is enrolling, kept until a code from it is confirmed, so a reload shows the same key (ADR 41). */
export async function findPendingTotpKey(db: Db, id: string): Promise<Uint8Array | null> {
  const result = await db.execute({ sql: 'SELECT pending_totp_key FROM sessions WHERE id = ?', args: [id] });
  const key = result.rows[0]?.pending_totp_key;
  return key == null ? null : new Uint8Array(key as ArrayBuffer);
}

export async function setPendingTotpKey(db: Db, id: string, key: Uint8Array | null): Promise<void> {
  await db.execute({ sql: 'UPDATE sessions SET pending_totp_key = ? WHERE id = ?', args: [key, id] });
}

/** Enrolments under way since before keys were sealed: 20 raw bytes (ADR 41). */
export async function listPlaintextPendingTotpKeys(db: Db): Promise<{ sessionId: string; userId: string; key: Uint8Array }[]> {
  const result = await db.execute('SELECT id, user_id, pending_totp_key FROM sessions WHERE length(pending_totp_key) = 20');
  return result.rows.map((row) => ({ sessionId: String(row.id), userId: String(row.user_id), key: new Uint8Array(row.pending_totp_key as ArrayBuffer) }));
}

export async function replacePendingTotpKey(db: Db, id: string, was: Uint8Array, sealed: Uint8Array): Promise<boolean> {
  const result = await db.execute({
    sql: 'UPDATE sessions SET pending_totp_key = ? WHERE id = ? AND pending_totp_key = ? RETURNING id',
    args: [sealed, id, was],
  });
  return result.rows.length > 0;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM sessions WHERE id = ?', args: [id] });
}

/** Every session of one user (a suspended account, a password reset, "sign out everywhere"). */
export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM sessions WHERE user_id = ?', args: [userId] });
}

/** Every session of one user but the one making the request (a password change keeps its own). */
export async function deleteOtherSessionsOfUser(db: Db, userId: string, keepId: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM sessions WHERE user_id = ? AND id != ?', args: [userId, keepId] });
}
