import type { Context } from 'hono';

/**
 * What the deployment says about a request, and nothing the client can forge. X-Forwarded-Proto is read only with
 * TRUST_PROXY on (a proxy in front sets it); X-Forwarded-Host never, since a proxy copies it from the client's Host.
 */
export interface OriginPolicy {
  /** SITE_URL's origin and ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  trustProxy: boolean;
  /** NODE_ENV is not 'production': the listening socket's own address is an allowed origin too. */
  development: boolean;
  /** On Netlify, the site's name: a request to one of its `netlify.app` addresses may come from that address. */
  platformSiteName?: string;
}

/** The socket facts the Node host passes in as bindings (absent on Netlify). */
interface SocketBindings {
  localAddress?: string;
  localPort?: number;
}

export function requestScheme(c: Context, trustProxy: boolean): 'http' | 'https' {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded === 'https' || forwarded === 'http') return forwarded;
  }
  return new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

function plainAddress(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  return bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
}

/**
 * The allowed origins come from configuration. Only in local development is the socket's own address (the one the
 * browser really connected to) accepted as well, matched on scheme, address and port: a DNS-rebinding page that
 * reaches 127.0.0.1 under its own name sends its own name in Origin and is refused.
 */
export function isAllowedOrigin(c: Context, origin: string, policy: OriginPolicy): boolean {
  if (policy.allowedOrigins.includes(origin)) return true;
  if (policy.platformSiteName && isOwnDeployAddress(c, origin, policy.platformSiteName)) return true;
  if (!policy.development) return false;
  const socket = (c.env ?? {}) as SocketBindings;
  if (!socket.localAddress || !socket.localPort) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const scheme = requestScheme(c, policy.trustProxy);
  if (url.protocol !== `${scheme}:` || url.origin !== origin) return false;
  const port = Number(url.port || (scheme === 'https' ? 443 : 80));
  if (port !== socket.localPort) return false;
  const host = plainAddress(url.hostname);
  const local = plainAddress(socket.localAddress);
  return host === local || (LOOPBACK_NAMES.has(local) && LOOPBACK_NAMES.has(host));
}

/**
 * On Netlify a deploy is served only at its own addresses: `<site>.netlify.app` when published, and
 * `<deploy id>--<site>`, `deploy-preview-N--<site>` or `<branch>--<site>` `.netlify.app`. Netlify routes by that
 * host, so a request that reached this deploy at one of them, sent from a page at the same address, is same-origin
 * (ADR 28). A sibling preview of the same site is another address, and is refused.
 */
function isOwnDeployAddress(c: Context, origin: string, siteName: string): boolean {
  let sent: URL;
  let served: URL;
  try {
    sent = new URL(origin);
    served = new URL(c.req.url);
  } catch {
    return false;
  }
  if (sent.protocol !== 'https:' || sent.origin !== origin || sent.origin !== served.origin) return false;
  const host = sent.hostname.toLowerCase();
  const base = `${siteName}.netlify.app`;
  return host === base || (host.endsWith(`--${base}`) && /^[a-z0-9-]+$/.test(host.slice(0, -`--${base}`.length)));
}

/**
 * The origins configured for the deployment, each normalized the way browsers send Origin: SITE_URL,
 * ALLOWED_ORIGINS, and on Netlify the site's own addresses (ADR 28).
 */
export function configuredOrigins(siteUrl: string, extra: string | undefined, platform: readonly string[] = []): string[] {
  const list = [siteUrl, ...(extra?.split(',') ?? []), ...platform].map((value) => value.trim()).filter(Boolean);
  return list.flatMap((value) => {
    try {
      return [new URL(value).origin];
    } catch {
      return [];
    }
  });
}

/** The bindings a Node host passes to the API for one request: both ends of its socket. */
export function socketBindings(socket: { remoteAddress?: string; localAddress?: string; localPort?: number } | undefined) {
  return { remoteAddress: socket?.remoteAddress, localAddress: socket?.localAddress, localPort: socket?.localPort };
}
