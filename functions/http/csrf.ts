import type { MiddlewareHandler } from 'hono';
import { messages } from '../../src/lib/messages';
import { errorBody } from './errors';
import { isAllowedOrigin, type OriginPolicy } from './request-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every non-GET API call must prove it comes from this site: an Origin the deployment allows (never one derived
 * from Host or X-Forwarded-* headers), or, from a browser that sends no Origin, Sec-Fetch-Site 'same-origin'.
 * A foreign, missing or "null" Origin is refused with 403, except on `noReferrerFormPaths`: a page served with
 * `Referrer-Policy: no-referrer` (a token page, ADR 39) makes the browser post its own form with `Origin: null`, which
 * is accepted there only when the browser also says the post is same-origin (Sec-Fetch-Site, which no page can forge).
 */
export function csrfGuard(policy: OriginPolicy & { exemptPaths?: readonly string[]; noReferrerFormPaths?: readonly string[] }): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    // A path whose POST is authorised by a secret in its own address, not by a session (RFC 8058 one-click).
    if (policy.exemptPaths?.includes(c.req.path)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const originOk = !!origin && isAllowedOrigin(c, origin, policy);
    // A browser that says cross-site is refused even if the Origin header was forged to match.
    const fetchSiteOk = fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    if (originOk && fetchSiteOk) return next();
    if (!origin && fetchSite === 'same-origin') return next();
    if (origin === 'null' && fetchSite === 'same-origin' && policy.noReferrerFormPaths?.includes(c.req.path)) return next();
    return c.json(errorBody('csrf_refused', messages.generic.csrfRefused), 403);
  };
}
