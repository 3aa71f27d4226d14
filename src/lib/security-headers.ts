/**
 * The security headers every response carries, on both hosts, written once (ADR 51). The Node host adds them in its
 * middleware and the Netlify API function on its answers (functions/http/security-headers.ts); the files Netlify
 * serves get them from the `_headers` file the build writes from this list (src/integrations/netlify-headers.ts).
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

/** Every security header and its value, in the order they are written; HSTS only where the site is served over https. */
export function securityHeaders(options: { https: boolean }): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ...(options.https ? ([['Strict-Transport-Security', HSTS]] as [string, string][]) : []),
  ];
}

/** Built assets' names carry their content hash: a browser may keep them for a year. */
export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Netlify's `_headers` file: the security headers on every file it serves, the long cache on /_astro/*. */
export function netlifyHeadersFile(): string {
  const block = (path: string, headers: [string, string][]) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[block('/*', securityHeaders({ https: true })), block('/_astro/*', [['Cache-Control', IMMUTABLE_ASSET_CACHE]])].join('\n')}\n`;
}
