/**
 * The home page's latest news (docs/product/content.md#news-page: News: a cached response for 3 minutes in the browser, otherwise the
 * server, otherwise three static sample articles). Any failure or invalid answer falls back; nothing here throws.
 */
import { newsApi } from '../../browser/api-routes';
import { SAMPLE_ARTICLES } from '../../lib/news/sample-articles';
import type { NewsArticle } from '../../lib/schemas/news-articles';

export const LATEST_NEWS_COUNT = 3;
export const NEWS_CACHE_MS = 3 * 60_000;
export const NEWS_TIMEOUT_MS = 8_000;
export const NEWS_CACHE_KEY = 'latest-news:v1';

export interface NewsSources {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
}

export type LatestNews = { articles: NewsArticle[]; source: 'cache' | 'server' | 'sample' };

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);
const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** A well-formed article, or null. Title, http(s) link and a readable date are required. */
export function toArticle(value: unknown): NewsArticle | null {
  if (typeof value !== 'object' || value === null) return null;
  const a = value as Record<string, unknown>;
  if (typeof a.title !== 'string' || !a.title.trim() || !isHttpUrl(a.link)) return null;
  if (typeof a.published !== 'string' || Number.isNaN(Date.parse(a.published))) return null;
  return {
    id: typeof a.id === 'string' && a.id ? a.id : a.link,
    title: a.title.trim(),
    link: a.link,
    published: a.published,
    author: optionalText(a.author),
    summary: optionalText(a.summary) ?? optionalText(a.ogDescription),
    image: isHttpUrl(a.image) ? a.image : isHttpUrl(a.ogImage) ? a.ogImage : null,
    categories: Array.isArray(a.categories) ? a.categories.filter((c): c is string => typeof c === 'string') : [],
  };
}

/** The articles of a `{ articles: [...] }` body (at most 3), or null when it holds none usable. */
export function readArticles(body: unknown): NewsArticle[] | null {
  const list = (body as { articles?: unknown } | null)?.articles;
  if (!Array.isArray(list)) return null;
  const articles = list
    .map(toArticle)
    .filter((a): a is NewsArticle => a !== null)
    .slice(0, LATEST_NEWS_COUNT);
  return articles.length > 0 ? articles : null;
}

function readCache(sources: NewsSources): NewsArticle[] | null {
  try {
    const saved = JSON.parse(sources.storage?.getItem(NEWS_CACHE_KEY) ?? 'null') as { savedAt?: number; articles?: unknown } | null;
    if (!saved || typeof saved.savedAt !== 'number') return null;
    const age = sources.now() - saved.savedAt;
    return age >= 0 && age < NEWS_CACHE_MS ? readArticles(saved) : null;
  } catch {
    return null;
  }
}

function writeCache(sources: NewsSources, articles: NewsArticle[]) {
  try {
    sources.storage?.setItem(NEWS_CACHE_KEY, JSON.stringify({ savedAt: sources.now(), articles }));
  } catch {
    // A full or blocked storage only costs a refetch next time.
  }
}

export async function loadLatestNews(sources: NewsSources, signal?: AbortSignal): Promise<LatestNews> {
  const cached = readCache(sources);
  if (cached) return { articles: cached, source: 'cache' };
  const timeout = AbortSignal.timeout(NEWS_TIMEOUT_MS);
  try {
    // GET /api/news?limit=3 through the typed client (ADR 56), with the injected fetch and the timeout.
    const res = await newsApi.index.$get(
      { query: { limit: String(LATEST_NEWS_COUNT) } },
      { fetch: sources.fetch, init: { signal: signal ? AbortSignal.any([signal, timeout]) : timeout } },
    );
    const articles = res.ok ? readArticles(await res.json()) : null;
    if (articles) {
      writeCache(sources, articles);
      return { articles, source: 'server' };
    }
  } catch {
    // Falls through to the sample articles (docs/product/content.md#sample-articles: the last resort).
  }
  return { articles: [...SAMPLE_ARTICLES], source: 'sample' };
}
