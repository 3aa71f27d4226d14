import { z } from 'zod';
import { isOnNetlify, isSiteUrlSet, platformAddresses, platformSiteName, siteUrlFrom } from '../src/lib/site-url';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value === 'true' || value === '1'));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const optionalUrl = optionalText.pipe(z.url().optional());

/** The key TOTP_ENCRYPTION_KEY falls back to outside production: public, in this file, so never for real accounts. */
export const DEV_TOTP_ENCRYPTION_KEY = Buffer.from('dev-and-test-totp-key-not-secret').toString('base64');

/** Every environment variable the product reads; `.env.example` documents each one. */
export const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  DATABASE_URL: z.string().default('file:./data/site.db'),
  DATABASE_AUTH_TOKEN: optionalText,
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** The public address; unset: the address the site is served on (src/lib/site-url.ts), with a warning in production. */
  SITE_URL: optionalUrl,
  /** Extra origins allowed to make non-GET API calls (comma-separated), e.g. a Netlify deploy preview. */
  ALLOWED_ORIGINS: optionalText,
  /**
   * Behind a proxy that sets X-Forwarded-For / X-Forwarded-Proto (Netlify, nginx): read the client IP and the scheme
   * (Secure cookie, HSTS) from them. Off, both headers are ignored (functions/http/request-origin.ts).
   */
  TRUST_PROXY: flag(false),
  /**
   * With TRUST_PROXY on the Node host: how many proxies in front append to X-Forwarded-For (nginx alone: 1; a CDN
   * then nginx: 2). The client address is that many entries from the right (functions/http/client-ip.ts). Netlify
   * ignores it and uses its own client-IP header.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  SEED_DEMO: flag(true),
  /**
   * The outside links (config/outside-links.ts, ADR 48): "Get Started" and "Online Application" (header, hero, agent
   * pages) and the app-store buttons on /app. Unset, the first two point to the site's own contact and application
   * pages and the store buttons are hidden.
   */
  GET_STARTED_URL: optionalUrl,
  ONLINE_APPLICATION_URL: optionalUrl,
  APP_STORE_URL: optionalUrl,
  PLAY_STORE_URL: optionalUrl,
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  ADMIN_NAME: z.string().default('Site Administrator'),
  SMTP_URL: optionalUrl,
  EMAIL_FROM: z.string().default('Website <no-reply@localhost>'),
  LEADS_INBOX_EMAIL: z.email().default('leads@example.com'),
  BUILD_HOOK_URL: optionalUrl,
  REBUILD_DEBOUNCE_MS: z.coerce.number().int().min(0).default(3000),
  /** The build cache folder (src/build-cache/build-cache.ts reads it at build; ADR 31), or 'off'. */
  BUILD_CACHE_DIR: z.string().default('.cache/build'),
  /** Node host: turn off local rebuilds (e.g. a read-only deployment). */
  REBUILD_ENABLED: flag(true),
  ALLIANCE_FORM_URL: optionalUrl,
  ALLIANCE_FORM_ACTION: z.string().default('broker_contact_form'),
  ALLIANCE_BROKER_CODE: optionalText,
  ALLIANCE_WPNONCE: optionalText,
  /** Submissions per IP per 10 minutes on each public lead form; raised only by the lead benchmark. */
  LEAD_FORM_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  RATES_SOURCE_URL: optionalUrl,
  /** Which adapter parses RATES_SOURCE_URL (functions/rates/sources/). */
  RATES_SOURCE_ADAPTER: z.string().default('rate-table'),
  /**
   * Bank of Canada Valet JSON for national posted rates (fills posted rates the source page leaves out), the prime
   * rate and five years of posted-rate history (ADR 50). Unset: the Bank's own address in production and on Netlify
   * (BANK_OF_CANADA_VALET_URL), none elsewhere (a development or offline demo); 'off': none anywhere.
   */
  RATES_POSTED_URL: optionalText.pipe(z.union([z.literal('off'), z.url()]).optional()),
  /** Toronto wall-clock time of the nightly rate refresh, 'HH:MM'. */
  RATES_REFRESH_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use HH:MM (24-hour)')
    .default('06:00'),
  /** Who is told when a night passes without new rates (default: LEADS_INBOX_EMAIL). */
  RATES_ALERT_EMAIL: optionalText.pipe(z.email().optional()),
  /** Node host: run scheduled jobs (the nightly rate refresh) in-process. */
  SCHEDULER_ENABLED: flag(true),
  /** Comma-separated RSS/Atom/RDF feed URLs; set, it replaces the default list (functions/news/default-feeds.ts). */
  NEWS_FEED_URLS: optionalText,
  /** Minutes between news polls (feeds and Inoreader) on both hosts; Inoreader's daily quota is small. */
  NEWS_POLL_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  INOREADER_API_URL: z.url().default('https://www.inoreader.com/reader/api/0'),
  /** Inoreader's OAuth2 base (consent page /auth, token endpoint /token). */
  INOREADER_OAUTH_URL: z.url().default('https://www.inoreader.com/oauth2'),
  UPLOADS_DIR: z.string().default('./data/uploads'),
  /** Storage each account may fill with uploads (images and documents), in megabytes. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().max(1_000_000).default(200),
  /** Years a lead with no activity is kept before the retention job anonymises it (ADR 27). */
  RETENTION_YEARS: z.coerce.number().int().min(1).max(50).default(6),
  /** Days a requested document may stay outstanding before the borrower is reminded, at most once a day per file (ADR 52). */
  BORROWER_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  /** Where uploads are kept; unset: Netlify Blobs when running on Netlify, local files under UPLOADS_DIR otherwise. */
  STORAGE_BACKEND: z.enum(['local', 'netlify-blobs']).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Seals staff members' TOTP keys at rest (functions/auth/totp-key-seal.ts, ADR 41): 32 random bytes as base64
   * (`openssl rand -base64 32`). Unset, a development and test key that a production start refuses
   * (config/production-secrets.ts). Changing it makes every stored key unreadable: those accounts enrol again.
   */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : DEV_TOTP_ENCRYPTION_KEY))
    .refine(
      (value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32,
      'use 32 random bytes as base64 (openssl rand -base64 32)',
    ),
});

/** The Bank of Canada's Valet series the rates pipeline reads by default (ADR 50): posted 1-, 3- and 5-year rates and prime. */
export const BANK_OF_CANADA_VALET_URL = 'https://www.bankofcanada.ca/valet/observations/V80691333,V80691334,V80691335,V80691311/json?recent=5';

/**
 * The posted-rate series to read: as set; unset, the Bank's where the site has its network (a production start or
 * Netlify), so /rates has its history and prime from the first refresh with nothing to configure; 'off', none.
 */
function postedRatesUrl(value: string | undefined, source: Record<string, string | undefined>, nodeEnv: string): string | undefined {
  if (value === 'off') return undefined;
  if (value) return value;
  return nodeEnv === 'production' || isOnNetlify(source) ? BANK_OF_CANADA_VALET_URL : undefined;
}

/** SITE_URL is always filled in (see siteUrlFrom); SITE_URL_SET says whether it came from the environment. */
export type Env = Omit<z.infer<typeof envSchema>, 'SITE_URL'> & {
  SITE_URL: string;
  SITE_URL_SET: boolean;
  /** Netlify's own addresses for this site and deploy (src/lib/site-url.ts), allowed origins beside SITE_URL. */
  PLATFORM_ORIGINS: string[];
  /** The site's name on Netlify, '' elsewhere: a request to one of its deploy addresses may come from that address. */
  PLATFORM_SITE_NAME: string;
};

/** Parsed once per process; a bad value stops start-up with a message naming the variable. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return {
    ...parsed.data,
    RATES_POSTED_URL: postedRatesUrl(parsed.data.RATES_POSTED_URL, source, parsed.data.NODE_ENV),
    SITE_URL: siteUrlFrom(source),
    SITE_URL_SET: isSiteUrlSet(source),
    PLATFORM_ORIGINS: platformAddresses(source),
    PLATFORM_SITE_NAME: platformSiteName(source),
  };
}
