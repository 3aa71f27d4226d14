import { escapeXml } from './xml';

export interface SitemapEntry {
  path: string;
  lastmod?: string | null;
}

/** A sitemaps.org urlset with absolute addresses; duplicates keep their first entry. */
export function buildSitemap(site: URL, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = new URL(entry.path, site).href;
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(new Date(entry.lastmod).toISOString())}</lastmod>` : '';
    urls.push(`  <url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Static pages found under src/pages become sitemap entries, except dynamic routes, endpoints, error and
 * not-found pages and the private areas (sign-in, back office), which robots.txt also keeps out.
 */
const PRIVATE_PATHS = new Set(['/auth', '/auth/reset', '/super-admin', '/agent-dashboard', '/404', '/admin/inoreader-callback']);

/** A page that asks search engines not to index it (BaseLayout's noindex) has no place in the sitemap either. */
export function isNoindexPageSource(source: string): boolean {
  return /<BaseLayout\b[^>]*\snoindex\b/.test(source);
}

export function staticPagePaths(pageFiles: string[]): string[] {
  const paths: string[] = [];
  for (const file of pageFiles) {
    // Accepts import.meta.glob keys ("./blog/index.astro") as well as paths containing "/pages/".
    const match = /(?:^\.|\/pages)(\/.*)\.astro$/.exec(file);
    if (!match) continue;
    const route = match[1]!.replace(/\/index$/, '') || '/';
    if (route.includes('[') || route.endsWith('/not-found') || PRIVATE_PATHS.has(route)) continue;
    if (route.split('/').some((part) => part.startsWith('_'))) continue;
    paths.push(route);
  }
  return paths.sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}
