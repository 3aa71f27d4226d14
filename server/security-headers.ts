import type { MiddlewareHandler } from 'hono';
import { requestScheme } from '../functions/http/request-origin';

/**
 * Security headers on every response of the Node host (netlify.toml sets the same on Netlify); the site's CSP is the
 * default, never a replacement for a policy the response already carries.
 * Astro inlines its small island bootstrap scripts, hence 'unsafe-inline' for scripts; nothing is loaded from
 * another origin, and no page may be framed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** HSTS only when the request really came over https: the connection's scheme, or the proxy's word under TRUST_PROXY. */
export function securityHeaders(options: { trustProxy: boolean } = { trustProxy: false }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A route's own, stricter policy stays (a document download's `default-src 'none'; sandbox`).
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('X-Frame-Options', 'DENY');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.res.headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (requestScheme(c, options.trustProxy) === 'https') c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
