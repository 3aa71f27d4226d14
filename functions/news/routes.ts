import { type Context, Hono } from 'hono';
import { countArticles, preferredSource } from '../../db/queries/news-articles';
import { readActiveInoreader } from '../../db/queries/inoreader-config';
import { messages } from '../../src/lib/messages-staff';
import { inoreaderNewsRequest, newsListQuery, newsProxyRequest } from '../../src/lib/schemas/news';
import type { z } from '../../src/lib/schemas/zod';
import type { AppDeps, AppEnv } from '../deps';
import { badRequest } from '../http/errors';
import { queryInput } from '../http/typed-input';
import { fieldErrors, readQuery } from '../http/validate';
import { decodeCursor, readNewsPage } from './news-list';

/** Browsers and the CDN keep a list three minutes (docs/product/content.md#news-sources: news browser cache 3 minutes); polls are slower anyway. */
const PUBLIC_CACHE = 'public, max-age=180, stale-while-revalidate=60';

/** The product's functions take a JSON body; GET with the same fields as query parameters is the cacheable form (docs/product/content.md#news-functions). */
async function readInput<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  let raw: unknown = c.req.query();
  if (c.req.method === 'POST')
    raw = await c.req.json().catch(() => {
      throw badRequest('The request body must be JSON.');
    });
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(messages.generic.invalidInput, fieldErrors(parsed.error));
  if (c.req.method === 'GET') c.header('Cache-Control', PUBLIC_CACHE);
  return parsed.data;
}

/** GET /api/news's parameters as the islands send them (read by newsListQuery). */
type NewsListParams = { q?: string; cursor?: string; limit?: string };
/** news-proxy's parameters as the enrichment sends them (read by newsProxyRequest). */
type NewsProxyParams = { searchQuery?: string; cursor?: string; limit?: string; scrape?: string; maxScrapeCount?: string };

/**
 * Public news, answered from the database the poll fills (functions/news/poll-news.ts): a visitor's request never
 * waits on an outside site and Inoreader is never called per page view.
 */
export function newsRoutes(deps: AppDeps) {
  // Chained, with the query parameters the islands send named (queryInput), for the typed client (ADR 56).
  return (
    new Hono<AppEnv>()
      /** The islands' one call: Inoreader's articles when there are any, else the feeds' (the product's source order) (docs/product/content.md#news-sources). */
      .get('/', queryInput<NewsListParams>(), async (c) => {
        const query = readQuery(c, newsListQuery);
        const source = decodeCursor(query.cursor)?.s ?? (await preferredSource(deps.db));
        c.header('Cache-Control', PUBLIC_CACHE);
        return c.json(await readNewsPage(deps.db, { source, search: query.q, cursor: query.cursor, limit: query.limit, preview: true }));
      })

      /** news-proxy (docs/product/content.md#news-functions): {articles, hasMore, nextCursor}; 'light' adds stored previews (og:image, description). */
      .on(['GET', 'POST'], '/proxy', queryInput<NewsProxyParams>(), async (c) => {
        const input = await readInput(c, newsProxyRequest);
        const page = await readNewsPage(deps.db, {
          source: 'feed',
          search: input.searchQuery,
          origins: input.feeds,
          cursor: input.cursor,
          limit: input.limit,
          preview: input.scrape ? input.maxScrapeCount : false,
        });
        return c.json(page);
      })

      /**
       * inoreader-news (docs/product/content.md#news-functions): {success, error, articles, hasMore, nextCursor}. Search runs over the stored
       * articles, so `useSearch` needs no paid plan and spends no quota.
       */
      .on(['GET', 'POST'], '/inoreader', async (c) => {
        const input = await readInput(c, inoreaderNewsRequest);
        if (!(await readActiveInoreader(deps.db)) && (await countArticles(deps.db, 'inoreader')) === 0) {
          return c.json({ success: false, error: messages.backOffice.inoreader.notConfigured, articles: [], hasMore: false, nextCursor: null });
        }
        const page = await readNewsPage(deps.db, {
          source: 'inoreader',
          search: input.useSearch || input.searchQuery ? input.searchQuery : undefined,
          origins: input.feedIds,
          cursor: input.cursor,
          limit: input.count,
          preview: true,
        });
        return c.json({ success: true, error: null, ...page });
      })
  );
}
