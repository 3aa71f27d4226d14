import { queryArticles } from '../../db/queries/news-articles';
import type { Db } from '../../db/client';
import type { NewsArticle, NewsSource, StoredArticle } from '../../src/lib/schemas/news-articles';

/** Opaque to clients: the source and the last article of the page (keyset paging survives new arrivals). */
interface CursorState {
  s: NewsSource;
  p: string;
  i: string;
}

export function encodeCursor(source: NewsSource, last: StoredArticle): string {
  return Buffer.from(JSON.stringify({ s: source, p: last.published, i: last.id } satisfies CursorState)).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): CursorState | null {
  if (!cursor) return null;
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorState>;
    if ((state.s === 'feed' || state.s === 'inoreader') && typeof state.p === 'string' && typeof state.i === 'string') return state as CursorState;
  } catch {
    // An unreadable cursor starts from the first page.
  }
  return null;
}

export interface NewsPage {
  articles: NewsArticle[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** The article as the product's shape; og fields only when asked (light enrichment) and only when stored (docs/product/content.md#news-enrichment). */
export function toPublicArticle(article: StoredArticle, withPreview: boolean): NewsArticle {
  const base: NewsArticle = {
    id: article.id,
    title: article.title,
    link: article.link,
    published: article.published,
    author: article.author,
    summary: article.summary,
    image: article.image,
    categories: article.categories,
  };
  if (withPreview) Object.assign(base, { ogImage: article.og_image, ogDescription: article.og_description });
  return base;
}

export async function readNewsPage(
  db: Db,
  input: { source: NewsSource; search?: string; origins?: string[]; cursor?: string | null; limit: number; preview: boolean | number },
): Promise<NewsPage> {
  const cursor = decodeCursor(input.cursor);
  // A cursor of the other source (e.g. Inoreader was switched off meanwhile) starts this source from the top.
  const after = cursor && cursor.s === input.source ? { published: cursor.p, id: cursor.i } : null;
  const rows = await queryArticles(db, { source: input.source, search: input.search, origins: input.origins, after, limit: input.limit });
  const page = rows.slice(0, input.limit);
  const hasMore = rows.length > input.limit;
  // Preview as a number: og fields for at most that many articles lacking an image or a summary (maxScrapeCount).
  let budget = typeof input.preview === 'number' ? input.preview : input.preview ? Infinity : 0;
  const articles = page.map((article) => {
    const lacking = !article.image || !article.summary;
    const show = budget > 0 && lacking && (article.og_image || article.og_description);
    if (show) budget--;
    return toPublicArticle(article, Boolean(show) || (input.preview === true && !lacking));
  });
  return { articles, hasMore, nextCursor: hasMore && page.length > 0 ? encodeCursor(input.source, page[page.length - 1]!) : null };
}
