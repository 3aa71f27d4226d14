import { Hono } from 'hono';
import { z } from '../../src/lib/schemas/zod';
import type { AppDeps, AppEnv } from '../deps';
import { readQuery } from '../http/validate';

const newsQuery = z.object({
  cursor: z.string().max(200).optional(),
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(15),
});

/**
 * GET /api/news: the news list contract of the spec ({ articles, hasMore, nextCursor }). The feed proxy and the
 * Inoreader source are a later issue; until a source is configured this answers an honest empty list, and the
 * islands fall back to their static sample articles as the spec's fetch order says.
 */
export function newsRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    readQuery(c, newsQuery);
    c.header('Cache-Control', 'public, max-age=180');
    return c.json({ articles: [], hasMore: false, nextCursor: null });
  });
  return app;
}
