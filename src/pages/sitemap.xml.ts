import type { APIRoute } from 'astro';
import { buildDb, readOncePerBuild } from '../../db/build-time';
import { listActiveAgents } from '../../db/queries/public-agents';
import { listPublishedPosts } from '../../db/queries/public-posts';
import { listProducts } from '../../db/queries/public-products';
import { listServices } from '../../db/queries/public-services';
import { agentPath } from '../lib/agent-links';
import { buildSitemap, isNoindexPageSource, staticPagePaths, type SitemapEntry } from '../lib/seo/sitemap';

/** sitemap.xml, generated at build: every public static page plus each service, product, post and agent. */
export const GET: APIRoute = async ({ site }) => {
  const db = await buildDb();
  const [services, products, posts, agents] = await Promise.all([
    listServices(db),
    listProducts(db),
    readOncePerBuild('published-posts', listPublishedPosts),
    readOncePerBuild('active-agents', listActiveAgents),
  ]);
  // The pages' own source, so a page marked noindex (e.g. /newsletter/unsubscribe) is left out without a list to keep.
  const sources = import.meta.glob<string>('./**/*.astro', { query: '?raw', import: 'default', eager: true });
  const pages = staticPagePaths(Object.keys(sources).filter((file) => !isNoindexPageSource(sources[file]!)));
  const entries: SitemapEntry[] = [
    ...pages.map((path) => ({ path })),
    ...services.map((s) => ({ path: `/services/${s.id}`, lastmod: s.created_at })),
    ...products.map((p) => ({ path: `/products/${p.id}`, lastmod: p.created_at })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updated_at })),
    ...agents.map((a) => ({ path: agentPath(a), lastmod: a.updated_at })),
  ];
  return new Response(buildSitemap(site ?? new URL('http://localhost:4321'), entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
