/**
 * The security headers every response carries, on both hosts. The Node host adds them in its middleware
 * (server/security-headers.ts); on Netlify, `netlify.toml` sets them for the files Netlify serves, but custom headers
 * never apply to a function's response, so the API function adds them itself (netlify/functions/api.mts, ADR 32).
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

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sets the headers on a response's headers; a route's own, stricter policy stays: a download's sandbox CSP, and a
 * token page's `Referrer-Policy: no-referrer` (ADR 39). Both hosts call this last, so it must never overwrite them.
 */
export function applySecurityHeaders(headers: Headers, options: { https: boolean }): void {
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (options.https) headers.set('Strict-Transport-Security', HSTS);
}
