import type { Context } from 'hono';
import { isIP } from 'node:net';
import type { Env } from '../../config/env';

/** What the deployment says about the proxies in front of it (config/env.ts). */
export type ProxyTrust = Pick<Env, 'TRUST_PROXY' | 'TRUSTED_PROXY_HOPS'>;

/** Netlify's own header for the address that connected to its edge; its edge sets it, a client cannot. */
export const NETLIFY_CLIENT_IP_HEADER = 'x-nf-client-connection-ip';

/**
 * The client's IP for rate limits, sign-in limits, the audit log and consent records (ADR 40).
 * - On Netlify (the function passes `platform: 'netlify'`): Netlify's client-IP header, else the address Netlify's
 *   runtime gives the function. X-Forwarded-For is never read there.
 * - On the Node host with TRUST_PROXY: X-Forwarded-For counted from the right. Each trusted proxy appends the
 *   address it received the request from, so with TRUSTED_PROXY_HOPS proxies the client is the entry that many
 *   places from the end; everything left of it was written by the client and is ignored (a rotating first entry
 *   must not buy fresh sign-in attempts). Fewer entries than hops: the leftmost, which a trusted proxy wrote.
 * - Otherwise: the socket address.
 */
export function clientIp(c: Context, proxy: ProxyTrust): string {
  const bindings = c.env as { remoteAddress?: string; platform?: string } | undefined;
  const socket = bindings?.remoteAddress ?? 'unknown';
  if (bindings?.platform === 'netlify') return plainAddress(c.req.header(NETLIFY_CLIENT_IP_HEADER)) ?? socket;
  if (!proxy.TRUST_PROXY) return socket;
  const entries = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  const chosen = entries[Math.max(0, entries.length - proxy.TRUSTED_PROXY_HOPS)];
  return plainAddress(chosen) ?? socket;
}

/** An address as proxies write it ("1.2.3.4", "1.2.3.4:5678", "[2001:db8::1]:443"), without the port; null if none. */
function plainAddress(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (isIP(text)) return text;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed && isIP(bracketed[1]!) === 6) return bracketed[1]!;
  const withPort = /^([\d.]+):\d+$/.exec(text);
  if (withPort && isIP(withPort[1]!) === 4) return withPort[1]!;
  return null;
}
