import { upsertArticles } from '../../db/queries/news-articles';
import type { Db } from '../../db/client';

/**
 * Stores one bare article as a poll would (no author, summary, image or categories), so a test can put an outside
 * link of its choosing in front of the enrichment step or the API.
 */
export function storeArticle(
  db: Db,
  source: 'feed' | 'inoreader',
  article: { origin: string; title: string; link: string; published?: string },
  fetchedAt = new Date().toISOString(),
) {
  const item = { published: '2025-11-21T00:00:00Z', ...article, author: null, summary: null, image: null, categories: [] };
  return upsertArticles(db, source, [item], fetchedAt);
}
