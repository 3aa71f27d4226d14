import type { Db } from '../client';

/** Password reset links, TOTP keys and recovery codes (migration 0021, ADR 41). Hashes are SHA-256 bytes. */

export async function insertPasswordResetToken(db: Db, row: { tokenHash: Uint8Array; userId: string; createdAt: number; expiresAt: number }): Promise<void> {
  await db.execute({
    sql: 'INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    args: [row.tokenHash, row.userId, row.createdAt, row.expiresAt],
  });
}

/**
 * Takes a reset token out of the table in one statement and says whose it was and when it expires: a link works
 * once, even when it is opened twice at the same moment.
 */
export async function consumePasswordResetToken(db: Db, tokenHash: Uint8Array): Promise<{ userId: string; expiresAt: number } | null> {
  const result = await db.execute({ sql: 'DELETE FROM password_reset_tokens WHERE token_hash = ? RETURNING user_id, expires_at', args: [tokenHash] });
  const row = result.rows[0];
  return row ? { userId: String(row.user_id), expiresAt: Number(row.expires_at) } : null;
}

/** Whether a reset token is stored and unexpired, without spending it (the page checks the link before the form). */
export async function passwordResetTokenLive(db: Db, tokenHash: Uint8Array, nowSeconds: number): Promise<boolean> {
  const result = await db.execute({ sql: 'SELECT 1 FROM password_reset_tokens WHERE token_hash = ? AND expires_at > ?', args: [tokenHash, nowSeconds] });
  return result.rows.length > 0;
}

export async function deletePasswordResetTokensOfUser(db: Db, userId: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM password_reset_tokens WHERE user_id = ?', args: [userId] });
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.execute({
    sql: `UPDATE users SET password_hash = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
    args: [passwordHash, userId],
  });
}

/** The stored (sealed) key; functions/auth/stored-totp-keys.ts opens it. */
export async function findTotpKey(db: Db, userId: string): Promise<Uint8Array | null> {
  const result = await db.execute({ sql: 'SELECT key FROM totp_credentials WHERE user_id = ?', args: [userId] });
  const row = result.rows[0];
  return row ? new Uint8Array(row.key as ArrayBuffer) : null;
}

/** Keys stored before keys were sealed: 20 raw bytes (a sealed key is longer; ADR 41). */
export async function listPlaintextTotpKeys(db: Db): Promise<{ userId: string; key: Uint8Array }[]> {
  const result = await db.execute('SELECT user_id, key FROM totp_credentials WHERE length(key) = 20');
  return result.rows.map((row) => ({ userId: String(row.user_id), key: new Uint8Array(row.key as ArrayBuffer) }));
}

/** Replaces a stored key only while it still holds `was`; false when another start replaced it first. */
export async function replaceStoredTotpKey(db: Db, userId: string, was: Uint8Array, sealed: Uint8Array): Promise<boolean> {
  const result = await db.execute({ sql: 'UPDATE totp_credentials SET key = ? WHERE user_id = ? AND key = ? RETURNING user_id', args: [sealed, userId, was] });
  return result.rows.length > 0;
}

/**
 * Takes a time step as the account's newest accepted code, in one statement: false when that step or a later one was
 * already taken, so the same code cannot open a second session, even at the same moment (RFC 6238 section 5.2).
 */
export async function acceptTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db.execute({
    sql: 'UPDATE totp_credentials SET last_used_step = ? WHERE user_id = ? AND (last_used_step IS NULL OR last_used_step < ?) RETURNING user_id',
    args: [step, userId, step],
  });
  return result.rows.length > 0;
}

/**
 * Stores the key, sealed by the caller (functions/auth/totp-key-seal.ts), and a fresh set of recovery codes in one
 * transaction (an earlier key and its codes are replaced).
 */
export async function saveTotpEnrolment(db: Db, userId: string, sealedKey: Uint8Array, codeHashes: Uint8Array[], nowSeconds: number): Promise<void> {
  await db.batch(
    [
      { sql: 'DELETE FROM recovery_codes WHERE user_id = ?', args: [userId] },
      {
        sql: `INSERT INTO totp_credentials (user_id, key, created_at) VALUES (?, ?, ?)
              ON CONFLICT (user_id) DO UPDATE SET key = excluded.key, created_at = excluded.created_at, last_used_step = NULL`,
        args: [userId, sealedKey, nowSeconds],
      },
      ...codeHashes.map((hash) => ({ sql: 'INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)', args: [userId, hash] })),
    ],
    'write',
  );
}

export async function deleteTotpEnrolment(db: Db, userId: string): Promise<void> {
  await db.batch(
    [
      { sql: 'DELETE FROM recovery_codes WHERE user_id = ?', args: [userId] },
      { sql: 'DELETE FROM totp_credentials WHERE user_id = ?', args: [userId] },
    ],
    'write',
  );
}

/** Marks one unused recovery code used, in one statement; false when no unused code has this hash. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: Uint8Array, nowSeconds: number): Promise<boolean> {
  const result = await db.execute({
    sql: 'UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL RETURNING id',
    args: [nowSeconds, userId, codeHash],
  });
  return result.rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const result = await db.execute({ sql: 'SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL', args: [userId] });
  return Number(result.rows[0]?.n ?? 0);
}
