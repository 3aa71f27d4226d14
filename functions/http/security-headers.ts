import { securityHeaders } from '../../src/lib/security-headers';

export { CONTENT_SECURITY_POLICY, HSTS } from '../../src/lib/security-headers';

/**
 * Sets the security headers (src/lib/security-headers.ts) on a response's headers. Netlify never applies its
 * `_headers` file to a function's response, so the API function calls this too (netlify/functions/api.mts, ADR 32).
 * A route's own, stricter policy stays: a download's sandbox CSP, and a token page's `Referrer-Policy: no-referrer`
 * (ADR 39). Both hosts call this last, so it must never overwrite them.
 */
export function applySecurityHeaders(headers: Headers, options: { https: boolean }): void {
  const keepRouteOwn = new Set(['Content-Security-Policy', 'Referrer-Policy']);
  for (const [name, value] of securityHeaders(options)) {
    if (keepRouteOwn.has(name) && headers.has(name)) continue;
    headers.set(name, value);
  }
}
