import { messages } from '../messages-staff';
import { INOREADER_DEFAULT_COUNT, NEWS_PAGE_SIZE, NEWS_SCRAPE_CAP } from '../news/constants';
import { z } from './zod';

export { INOREADER_DEFAULT_COUNT, NEWS_PAGE_SIZE, NEWS_SCRAPE_CAP };

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
 * A news article as GET /api/news, the news functions and the pages give it (spec section 3: News article). The
 * enrichment's fields keep the spec's camelCase names (ADR 33) and are sent only when asked for.
 */
export const newsArticleSchema = storedArticleSchema
  .pick({ id: true, title: true, link: true, published: true, author: true, summary: true, image: true, categories: true })
  .extend({ ogImage: newsArticleRecordSchema.shape.og_image.optional(), ogDescription: newsArticleRecordSchema.shape.og_description.optional() });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

const text = z.string().trim().max(200);
const cursor = z.string().max(400).nullish();
/** A list from JSON (array) or a query string (comma-separated). */
const list = z
  .union([z.array(z.string().max(500)).max(50), z.string().max(5000)])
  .optional()
  .transform((value) => (typeof value === 'string' ? value.split(',') : (value ?? [])).map((v) => v.trim()).filter(Boolean));
const truthy = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** news-proxy's body (spec section 7): {cursor, searchQuery, feeds, limit, scrape 'light' optional, maxScrapeCount optional (max 5)}. */
export const newsProxyRequest = z.object({
  cursor,
  searchQuery: text.optional(),
  feeds: list,
  limit: z.coerce.number().int().min(1).max(50).default(NEWS_PAGE_SIZE),
  scrape: z
    .union([z.literal('light'), z.literal(false), z.enum(['false', ''])])
    .optional()
    .transform((v) => v === 'light'),
  maxScrapeCount: z.coerce.number().int().min(0).max(NEWS_SCRAPE_CAP).default(NEWS_SCRAPE_CAP),
});

/** inoreader-news's body (spec section 7): {cursor, searchQuery, count (default 20), useSearch, feedIds}. */
export const inoreaderNewsRequest = z.object({
  cursor,
  searchQuery: text.optional(),
  count: z.coerce.number().int().min(1).max(50).default(INOREADER_DEFAULT_COUNT),
  useSearch: truthy,
  feedIds: list,
});

/** GET /api/news: the islands' one call (q, cursor, limit). */
export const newsListQuery = z.object({
  cursor: z.string().max(400).optional(),
  q: text.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NEWS_PAGE_SIZE),
});

const required = (label: string) =>
  z.string({ error: messages.backOffice.inoreader.required }).trim().min(1, messages.backOffice.inoreader.required).max(500, `${label} is too long.`);

/**
 * The Inoreader tab's form (back-office spec section 5: all four required, else 'Please fill in all required
 * fields.'). The API never sends the app key or the access token back, so an edit may leave them empty to keep the
 * stored ones: the server applies the same rule against what it holds (functions/news/inoreader-routes.ts).
 */
export const inoreaderConfigSchema = z.object({
  app_id: required('App ID'),
  app_key: z.string().trim().max(500).optional().default(''),
  access_token: z.string().trim().max(4000).optional().default(''),
  user_id: required('User ID'),
});
export type InoreaderConfigInput = z.input<typeof inoreaderConfigSchema>;

/** What GET /api/admin/inoreader/config answers: no secret, only whether each is stored. */
export interface InoreaderConfigView {
  configured: boolean;
  app_id: string;
  user_id: string;
  has_app_key: boolean;
  has_access_token: boolean;
  has_refresh_token: boolean;
  token_expires_at: string | null;
  backoff_until: string | null;
  usage: Record<string, number> | null;
  updated_at: string | null;
  redirect_uri: string;
}

export interface NewsSourceView {
  url: string;
  kind: 'feed' | 'inoreader';
  last_polled_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  last_count: number;
}
