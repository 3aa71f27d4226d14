import type { Db } from '../../db/client';
import { deleteSession, findSessionById, insertSession, updateSessionExpiry } from '../../db/queries/sessions';
import { generateSecureRandomString, hashSecret, parseToken, secretMatches } from './session-token';

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/** Sliding expiry: a session used in its second half is extended to a full lifetime again. */
const RENEW_WHEN_REMAINING_SECONDS = SESSION_LIFETIME_SECONDS / 2;

export interface IssuedSession {
  token: string;
  expiresAt: number;
}

export interface ValidSession {
  id: string;
  userId: string;
  expiresAt: number;
  /** True when the expiry moved, so the cookie must be sent again. */
  renewed: boolean;
}

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

export async function createSession(db: Db, userId: string, now = new Date()): Promise<IssuedSession> {
  const id = generateSecureRandomString();
  const secret = generateSecureRandomString();
  const expiresAt = nowSeconds(now) + SESSION_LIFETIME_SECONDS;
  await insertSession(db, { id, user_id: userId, secret_hash: hashSecret(secret), created_at: nowSeconds(now), expires_at: expiresAt });
  return { token: `${id}.${secret}`, expiresAt };
}

export async function validateSessionToken(db: Db, token: string, now = new Date()): Promise<ValidSession | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const row = await findSessionById(db, parsed.id);
  if (!row || !secretMatches(parsed.secret, row.secret_hash)) return null;
  const current = nowSeconds(now);
  if (row.expires_at <= current) {
    await deleteSession(db, row.id);
    return null;
  }
  if (row.expires_at - current < RENEW_WHEN_REMAINING_SECONDS) {
    const expiresAt = current + SESSION_LIFETIME_SECONDS;
    await updateSessionExpiry(db, row.id, expiresAt);
    return { id: row.id, userId: row.user_id, expiresAt, renewed: true };
  }
  return { id: row.id, userId: row.user_id, expiresAt: row.expires_at, renewed: false };
}

export async function invalidateSessionToken(db: Db, token: string): Promise<void> {
  const parsed = parseToken(token);
  if (parsed) await deleteSession(db, parsed.id);
}
