import type { Db } from '../../db/client';
import { deleteSession, findSessionById, insertSession, touchSession, updateSessionExpiry, type SessionRow } from '../../db/queries/sessions';
import { generateSecureRandomString, hashSecret, parseToken, secretMatches } from './session-token';

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/**
 * Absolute lifetime: however often it is used, a session ends this long after sign-in, so a stolen token cannot be
 * kept alive forever by a script (docs/decisions/0009-sign-in-limits-and-lockout.md).
 */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 90 * 24 * 60 * 60;
/** Sliding expiry: a session used in its second half is extended to a full lifetime again. */
const RENEW_WHEN_REMAINING_SECONDS = SESSION_LIFETIME_SECONDS / 2;
/** "Last seen" on the Account tab is this precise: a session used more often is not written more often. */
const LAST_SEEN_STEP_SECONDS = 5 * 60;

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
  /** The second factor was checked in this session (ADR 41). */
  twoFactorVerified: boolean;
}

/** What the Account tab shows of a session, stored when it starts. */
export interface SessionOrigin {
  userAgent?: string | null;
  ip?: string | null;
}

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * `twoFactorVerified` is set only by a caller that has just checked a second factor, or by a test minting a session
 * directly; sign-in's password step never sets it (ADR 41).
 */
export async function createSession(
  db: Db,
  userId: string,
  now = new Date(),
  origin: SessionOrigin & { twoFactorVerified?: boolean } = {},
): Promise<IssuedSession> {
  const id = generateSecureRandomString();
  const secret = generateSecureRandomString();
  const expiresAt = nowSeconds(now) + SESSION_LIFETIME_SECONDS;
  await insertSession(db, {
    id,
    user_id: userId,
    secret_hash: hashSecret(secret),
    created_at: nowSeconds(now),
    expires_at: expiresAt,
    two_factor_verified: origin.twoFactorVerified ? 1 : 0,
    user_agent: origin.userAgent?.slice(0, 300) ?? null,
    ip: origin.ip ?? null,
  });
  return { token: `${id}.${secret}`, expiresAt };
}

/** The stored session a whole token (id AND secret) proves, or null; nothing is changed for a wrong secret. */
async function verifiedSession(db: Db, token: string): Promise<SessionRow | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const row = await findSessionById(db, parsed.id);
  return row && secretMatches(parsed.secret, row.secret_hash) ? row : null;
}

export async function validateSessionToken(db: Db, token: string, now = new Date()): Promise<ValidSession | null> {
  const row = await verifiedSession(db, token);
  if (!row) return null;
  const current = nowSeconds(now);
  const absoluteEnd = row.created_at + SESSION_ABSOLUTE_LIFETIME_SECONDS;
  if (row.expires_at <= current || absoluteEnd <= current) {
    await deleteSession(db, row.id);
    return null;
  }
  const twoFactorVerified = row.two_factor_verified === 1;
  if (current - (row.last_seen_at ?? row.created_at) >= LAST_SEEN_STEP_SECONDS) await touchSession(db, row.id, current);
  if (row.expires_at - current < RENEW_WHEN_REMAINING_SECONDS && row.expires_at < absoluteEnd) {
    const expiresAt = Math.min(current + SESSION_LIFETIME_SECONDS, absoluteEnd);
    await updateSessionExpiry(db, row.id, expiresAt);
    return { id: row.id, userId: row.user_id, expiresAt, renewed: true, twoFactorVerified };
  }
  return { id: row.id, userId: row.user_id, expiresAt: row.expires_at, renewed: false, twoFactorVerified };
}

/** Sign-out: only the holder of the whole token can end a session; knowing the id alone changes nothing. */
export async function invalidateSessionToken(db: Db, token: string): Promise<void> {
  const row = await verifiedSession(db, token);
  if (row) await deleteSession(db, row.id);
}
