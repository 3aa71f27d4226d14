import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value === 'true' || value === '1'));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

const optionalUrl = optionalText.pipe(z.url().optional());

/** Every environment variable the product reads; `.env.example` documents each one. */
export const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  DATABASE_URL: z.string().default('file:./data/site.db'),
  DATABASE_AUTH_TOKEN: optionalText,
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  SITE_URL: z.url().default('http://localhost:4321'),
  /** Extra origins allowed to make non-GET API calls (comma-separated), e.g. a Netlify deploy preview. */
  ALLOWED_ORIGINS: optionalText,
  /** Behind a proxy that sets X-Forwarded-For (Netlify, nginx), read the client IP from it. */
  TRUST_PROXY: flag(false),
  SEED_DEMO: flag(true),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  ADMIN_NAME: z.string().default('Site Administrator'),
  SMTP_URL: optionalUrl,
  EMAIL_FROM: z.string().default('Website <no-reply@localhost>'),
  LEADS_INBOX_EMAIL: z.email().default('leads@example.com'),
  BUILD_HOOK_URL: optionalUrl,
  REBUILD_DEBOUNCE_MS: z.coerce.number().int().min(0).default(3000),
  /** Node host: turn off local rebuilds (e.g. a read-only deployment). */
  REBUILD_ENABLED: flag(true),
  ALLIANCE_FORM_URL: optionalUrl,
  ALLIANCE_FORM_ACTION: z.string().default('broker_contact_form'),
  ALLIANCE_BROKER_CODE: optionalText,
  ALLIANCE_WPNONCE: optionalText,
  /** Submissions per IP per 10 minutes on each public lead form; raised only by the lead benchmark. */
  LEAD_FORM_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  RATES_SOURCE_URL: optionalUrl,
  NEWS_FEED_URLS: optionalText,
  INOREADER_API_URL: z.url().default('https://www.inoreader.com/reader/api/0'),
  UPLOADS_DIR: z.string().default('./data/uploads'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

/** Parsed once per process; a bad value stops start-up with a message naming the variable. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
