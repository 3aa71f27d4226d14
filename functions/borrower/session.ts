import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../../db/client';
import { deleteBorrowerSession, findBorrowerSession, insertBorrowerSession } from '../../db/queries/borrower-files';
import { isSecureContext } from '../auth/cookie';
import { generateSecureRandomString, hashSecret, parseToken, secretMatches } from '../auth/session-token';

/**
 * Borrower sessions (ADR 52): the staff session's token scheme (ADR 3, "{id}.{secret}", the secret stored hashed) in
 * a table and a cookie of their own. The cookie's path is the portal's, so a browser never even sends it to a staff
 * route; the staff guard reads only the staff cookie and the staff table, so it could not open one if it did.
 */
export const BORROWER_COOKIE = 'borrower_session';
export const BORROWER_BASE_PATH = '/api/my-file';
/** A fixed lifetime, never extended: a borrower on a shared phone is signed out the next day; a new link is one email away. */
export const BORROWER_SESSION_SECONDS = 24 * 60 * 60;

export async function createBorrowerSession(db: Db, fileId: string, now: Date): Promise<{ token: string; expiresAt: number }> {
  const id = generateSecureRandomString();
  const secret = generateSecureRandomString();
  const createdAt = Math.floor(now.getTime() / 1000);
  const expiresAt = createdAt + BORROWER_SESSION_SECONDS;
  await insertBorrowerSession(db, { id, fileId, secretHash: hashSecret(secret), createdAt, expiresAt });
  return { token: `${id}.${secret}`, expiresAt };
}

/** The file a whole, unexpired token opens, or null; an expired session is removed. */
export async function validateBorrowerToken(db: Db, token: string, now: Date): Promise<{ sessionId: string; fileId: string } | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const row = await findBorrowerSession(db, parsed.id);
  if (!row || !secretMatches(parsed.secret, row.secretHash)) return null;
  if (row.expiresAt <= Math.floor(now.getTime() / 1000)) {
    await deleteBorrowerSession(db, row.id);
    return null;
  }
  return { sessionId: row.id, fileId: row.fileId };
}

export function setBorrowerCookie(c: Context, token: string, expiresAt: number, trustProxy: boolean): void {
  setCookie(c, BORROWER_COOKIE, token, {
    httpOnly: true,
    // Lax, as the staff cookie: a link in an email opens the page signed in; every write is CSRF-guarded besides.
    sameSite: 'Lax',
    path: BORROWER_BASE_PATH,
    secure: isSecureContext(c, trustProxy),
    expires: new Date(expiresAt * 1000),
  });
}

export function clearBorrowerCookie(c: Context, trustProxy: boolean): void {
  deleteCookie(c, BORROWER_COOKIE, { path: BORROWER_BASE_PATH, httpOnly: true, sameSite: 'Lax', secure: isSecureContext(c, trustProxy) });
}

export function readBorrowerCookie(c: Context): string | undefined {
  return getCookie(c, BORROWER_COOKIE);
}
