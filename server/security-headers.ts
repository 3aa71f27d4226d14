import type { MiddlewareHandler } from 'hono';
import { requestScheme } from '../functions/http/request-origin';
import { applySecurityHeaders } from '../functions/http/security-headers';

export { CONTENT_SECURITY_POLICY } from '../functions/http/security-headers';

/**
 * Security headers on every response of the Node host (the build's `_headers` sets the same on Netlify's files, the
 * API function on its own answers: ADR 51). HSTS only when the request really came over https: the connection's scheme, or the
 * proxy's word under TRUST_PROXY.
 */
export function securityHeaders(options: { trustProxy: boolean } = { trustProxy: false }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers, { https: requestScheme(c, options.trustProxy) === 'https' });
  };
}
