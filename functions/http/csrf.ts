import type { MiddlewareHandler } from 'hono';
import { messages } from '../../src/lib/messages';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every non-GET API call must prove it comes from this site: Sec-Fetch-Site 'same-origin', or an Origin header
 * equal to the request's own origin (or one configured). A foreign or missing Origin is refused with 403.
 */
export function csrfGuard(allowedOrigins: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const own = ownOrigin(c.req.url, c.req.header('x-forwarded-proto'), c.req.header('x-forwarded-host'));
    const originOk = !!origin && (origin === own || allowedOrigins.includes(origin));
    // A browser that says cross-site is refused even if the Origin header was forged to match.
    const fetchSiteOk = fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    if (originOk && fetchSiteOk) return next();
    if (!origin && fetchSite === 'same-origin') return next();
    return c.json(errorBody('csrf_refused', messages.generic.csrfRefused), 403);
  };
}

function ownOrigin(url: string, forwardedProto?: string, forwardedHost?: string): string {
  const parsed = new URL(url);
  const proto = forwardedProto ? `${forwardedProto.split(',')[0]!.trim()}:` : parsed.protocol;
  const host = forwardedHost ? forwardedHost.split(',')[0]!.trim() : parsed.host;
  return `${proto}//${host}`;
}
