import { newsApi } from '../../browser/api-routes';
import type { NewsArticle } from '../../lib/schemas/news-articles';
import { NEWS_SCRAPE_CAP } from '../../lib/news/constants';

/** docs/product/content.md#news-enrichment: enrichment batch 10. */
export const ENRICH_BATCH = 10;

/** Fills image and summary only where missing, matched by id or link (docs/product/content.md#news-enrichment: background enrichment). */
export function mergePreviews(articles: NewsArticle[], previews: unknown[]): NewsArticle[] {
  const byKey = new Map<string, { image: string | null; summary: string | null }>();
  for (const value of previews) {
    if (typeof value !== 'object' || value === null) continue;
    const p = value as Record<string, unknown>;
    const image = [p.image, p.ogImage].find((v): v is string => typeof v === 'string' && /^https?:\/\//i.test(v)) ?? null;
    const summary = [p.summary, p.ogDescription].find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? null;
    if (!image && !summary) continue;
    if (typeof p.id === 'string') byKey.set(`id:${p.id}`, { image, summary });
    if (typeof p.link === 'string') byKey.set(`link:${p.link}`, { image, summary });
  }
  return articles.map((article) => {
    if (article.image && article.summary) return article;
    const found = byKey.get(`id:${article.id}`) ?? byKey.get(`link:${article.link}`);
    if (!found) return article;
    return { ...article, image: article.image ?? found.image, summary: article.summary ?? found.summary };
  });
}

/** The enrichment call (news-proxy with scrape 'light'): answered from stored previews. Any failure: no previews. */
export async function fetchPreviews(query: string, cursor: string | null, signal?: AbortSignal): Promise<unknown[]> {
  try {
    const response = await newsApi.proxy.$get(
      {
        query: {
          limit: String(ENRICH_BATCH),
          scrape: 'light',
          maxScrapeCount: String(NEWS_SCRAPE_CAP),
          searchQuery: query || undefined,
          cursor: cursor ?? undefined,
        },
      },
      { init: { signal } },
    );
    if (!response.ok) return [];
    const body = (await response.json()) as { articles?: unknown };
    return Array.isArray(body.articles) ? body.articles : [];
  } catch {
    return []; // docs/product/content.md#news-enrichment: its failure is ignored silently
  }
}
