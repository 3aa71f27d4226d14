import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { requestScheme } from '../http/request-origin';

export const SESSION_COOKIE = 'session';

/**
 * Secure everywhere except plain http on localhost, where browsers would drop a Secure cookie. The scheme is the
 * connection's own, or X-Forwarded-Proto only when the deployment trusts its proxy (TRUST_PROXY).
 */
export function isSecureContext(c: Context, trustProxy: boolean): boolean {
  if (requestScheme(c, trustProxy) === 'https') return true;
  return !['localhost', '127.0.0.1', '[::1]'].includes(new URL(c.req.url).hostname);
}

export function setSessionCookie(c: Context, token: string, expiresAt: number, trustProxy = false): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isSecureContext(c, trustProxy),
    expires: new Date(expiresAt * 1000),
  });
}

export function clearSessionCookie(c: Context, trustProxy = false): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecureContext(c, trustProxy) });
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}
