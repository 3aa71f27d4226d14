import { z } from './zod';

// Apart from the news request schemas (news.ts): public islands and pages import these types, and must not reach
// the back office's strings.

/** Where an article came from: the RSS feeds or Inoreader; each source keeps its own copy of a link. */
export const NEWS_SOURCES = ['feed', 'inoreader'] as const;
export type NewsSource = (typeof NEWS_SOURCES)[number];

/**
 * A news article, once: the stored row of news_articles, and the shapes picked from it (what the queries hand
 * over, what a poll brings, what the API and the pages show), so a new column is one edit here. The keys are tied
 * to the table's columns by tests/integration/db/entity-schemas.test.ts.
 */
export const newsArticleRecordSchema = z.object({
  id: z.string(),
  source: z.enum(NEWS_SOURCES),
  /** The feed URL, or the Inoreader stream id the item came from (the `feeds` / `feedIds` filters). */
  origin: z.string(),
  title: z.string(),
  link: z.string(),
  /** ISO date-time. */
  published: z.string(),
  author: z.string().nullable(),
  summary: z.string().nullable(),
  image: z.string().nullable(),
  /** Stored as JSON text, read as a list. */
  categories: z.array(z.string()),
  og_image: z.string().nullable(),
  og_description: z.string().nullable(),
  /** 'pending' until the light enrichment has read the article's head (or found nothing to do). */
  enrich_state: z.enum(['pending', 'done', 'failed', 'skipped']),
  fetched_at: z.string(),
});
export type NewsArticleRecord = z.infer<typeof newsArticleRecordSchema>;

/** An article as the news queries hand it over; the enrichment's bookkeeping stays in SQL. */
export const storedArticleSchema = newsArticleRecordSchema.omit({ enrich_state: true, fetched_at: true });
export type StoredArticle = z.infer<typeof storedArticleSchema>;

/** What a poll brings for one article; the id, the source and the enrichment are added on the way in. */
export const articleInputSchema = storedArticleSchema.omit({ id: true, source: true, og_image: true, og_description: true });
export type ArticleInput = z.infer<typeof articleInputSchema>;

/**
 * A news article as GET /api/news, the news functions and the pages give it (docs/product/content.md#news-article: News article). The
 * enrichment's fields keep the product's camelCase names (ADR 33) and are sent only when asked for (docs/product/content.md#news-article).
 */
export const newsArticleSchema = storedArticleSchema
  .pick({ id: true, title: true, link: true, published: true, author: true, summary: true, image: true, categories: true })
  .extend({ ogImage: newsArticleRecordSchema.shape.og_image.optional(), ogDescription: newsArticleRecordSchema.shape.og_description.optional() });
export type NewsArticle = z.infer<typeof newsArticleSchema>;
