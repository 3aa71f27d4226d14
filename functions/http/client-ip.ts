import type { Context } from 'hono';

/**
 * The client's IP for rate limits and consent records. Behind a trusted proxy it is the first X-Forwarded-For
 * entry (Netlify also sets x-nf-client-connection-ip); otherwise the socket address the Node host passes in.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const netlify = c.req.header('x-nf-client-connection-ip');
    if (netlify) return netlify;
    const forwarded = c.req.header('x-forwarded-for');
    if (forwarded) return forwarded.split(',')[0]!.trim();
  }
  const env = c.env as { remoteAddress?: string } | undefined;
  return env?.remoteAddress ?? 'unknown';
}
