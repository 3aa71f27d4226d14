import type { Db } from '../client';

export interface SessionRow {
  id: string;
  user_id: string;
  secret_hash: Uint8Array;
  created_at: number;
  expires_at: number;
}

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.execute({
    sql: 'INSERT INTO sessions (id, user_id, secret_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    args: [row.id, row.user_id, row.secret_hash, row.created_at, row.expires_at],
  });
}

export async function findSessionById(db: Db, id: string): Promise<SessionRow | null> {
  const result = await db.execute({
    sql: 'SELECT id, user_id, secret_hash, created_at, expires_at FROM sessions WHERE id = ?',
    args: [id],
  });
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    user_id: String(row.user_id),
    secret_hash: new Uint8Array(row.secret_hash as ArrayBuffer),
    created_at: Number(row.created_at),
    expires_at: Number(row.expires_at),
  };
}

export async function updateSessionExpiry(db: Db, id: string, expiresAt: number): Promise<void> {
  await db.execute({ sql: 'UPDATE sessions SET expires_at = ? WHERE id = ?', args: [expiresAt, id] });
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM sessions WHERE id = ?', args: [id] });
}

/** Every session of one user (a suspended account signs out everywhere). */
export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM sessions WHERE user_id = ?', args: [userId] });
}
