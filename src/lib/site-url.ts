/**
 * The site's public address (canonical links, Open Graph, sitemap, feed, e-mailed links). SITE_URL when set;
 * otherwise the address the site is really served on: Netlify's own URL there, and http://HOST:PORT on the Node
 * host (a wildcard HOST is reached as localhost). Shared by the build (astro.config.mjs) and the server (env.ts).
 */
type Source = Record<string, string | undefined>;

export function servedAddress(host: string | undefined, port: string | number | undefined): string {
  const rawHost = host?.trim() || '127.0.0.1';
  const name = rawHost === '0.0.0.0' || rawHost === '::' ? 'localhost' : rawHost.includes(':') ? `[${rawHost}]` : rawHost;
  const portText = String(port ?? '').trim() || '4321';
  return portText === '80' ? `http://${name}` : `http://${name}:${portText}`;
}

export function isSiteUrlSet(source: Source): boolean {
  return Boolean(source.SITE_URL?.trim());
}

/** Netlify sets NETLIFY in builds and SITE_ID in builds and functions. */
export function isOnNetlify(source: Source): boolean {
  return source.NETLIFY === 'true' || Boolean(source.SITE_ID);
}

export function siteUrlFrom(source: Source): string {
  if (isSiteUrlSet(source)) return source.SITE_URL!.trim();
  // Netlify sets URL (the site's main address) for builds and functions.
  if (isOnNetlify(source) && source.URL?.trim()) return source.URL.trim();
  return servedAddress(source.HOST, source.PORT);
}

/**
 * The site's own addresses on Netlify, which may all send a form or a sign-in (ADR 28): `URL` (the primary
 * domain), `DEPLOY_PRIME_URL` (this context's address: a deploy preview or a branch) and `DEPLOY_URL` (this deploy's
 * unique address). Netlify sets them for builds and functions; they are never taken from a request. Empty off Netlify.
 */
export function platformAddresses(source: Source): string[] {
  if (!isOnNetlify(source)) return [];
  return [source.URL, source.DEPLOY_PRIME_URL, source.DEPLOY_URL].map((value) => value?.trim() ?? '').filter(Boolean);
}

/**
 * This site's name on Netlify (its `<name>.netlify.app` subdomain), or '' off Netlify. Deployed functions get only
 * `URL`, `SITE_NAME` and `SITE_ID` at runtime (DEPLOY_PRIME_URL and DEPLOY_URL are build-time only), so the API
 * recognises its own deploy addresses from the name (ADR 28).
 */
export function platformSiteName(source: Source): string {
  return isOnNetlify(source) ? (source.SITE_NAME?.trim().toLowerCase() ?? '') : '';
}

/** Said once at start in production: links that point at the wrong host are hard to notice from inside. */
export const SITE_URL_MISSING_WARNING =
  'SITE_URL is not set: canonical links, the sitemap, the feed and e-mailed links will use the address this server listens on. Set SITE_URL to the public address of the site.';

/** The start-up warning, or null: only production without SITE_URL warrants one (development is served locally). */
export function siteUrlWarning(env: { NODE_ENV: string; SITE_URL_SET: boolean }): string | null {
  return env.NODE_ENV === 'production' && !env.SITE_URL_SET ? SITE_URL_MISSING_WARNING : null;
}
