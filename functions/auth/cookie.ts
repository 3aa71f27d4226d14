import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'session';

/** Secure everywhere except plain http on localhost, where browsers would drop a Secure cookie. */
function isSecureContext(c: Context): boolean {
  const url = new URL(c.req.url);
  const forwardedProto = c.req.header('x-forwarded-proto');
  if (forwardedProto) return forwardedProto.split(',')[0]!.trim() === 'https';
  if (url.protocol === 'https:') return true;
  return !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function setSessionCookie(c: Context, token: string, expiresAt: number): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isSecureContext(c),
    expires: new Date(expiresAt * 1000),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecureContext(c) });
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}
