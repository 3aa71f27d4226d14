import { messages } from '../messages-staff';
import { INOREADER_DEFAULT_COUNT, NEWS_PAGE_SIZE, NEWS_SCRAPE_CAP } from '../news/constants';
import { z } from './zod';

export { INOREADER_DEFAULT_COUNT, NEWS_PAGE_SIZE, NEWS_SCRAPE_CAP };

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

/** news-proxy's body (docs/product/content.md#news-functions): {cursor, searchQuery, feeds, limit, scrape 'light' optional, maxScrapeCount optional (max 5)}. */
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

/** inoreader-news's body (docs/product/content.md#news-functions): {cursor, searchQuery, count (default 20), useSearch, feedIds}. */
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
 * The Inoreader tab's form (docs/product/back-office-news.md#configuration-form: all four required, else 'Please fill in all required
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
