import { siteSettings } from '../src/lib/site-settings';
import type { Env } from './env';

/** Addresses and numbers reserved for examples and tests (RFC 2606, RFC 6761; the 555-01xx phone numbers). */
const PLACEHOLDER_HOST = /(^|[.@/])(example\.(com|net|org)|[\w-]+\.(test|example|invalid|localhost)|localhost)(?=$|[/:>?#])/i;
const PLACEHOLDER_PHONE = /555-?01\d\d/;

/**
 * What still looks like a placeholder in a production deployment (ADR 48): the brokerage's contact details in
 * src/lib/site-settings.ts, addresses in the environment, and demo content. Each entry names the setting to change.
 * The hosts log it as one warning at start-up; outside production there is nothing to say.
 */
export function placeholderProblems(env: Env, settings: { email: string; phone: string } = siteSettings): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const check = (name: string, value: string | undefined) => {
    if (value && PLACEHOLDER_HOST.test(value)) problems.push(`${name} (${value})`);
  };
  check('site-settings email', settings.email);
  if (PLACEHOLDER_PHONE.test(settings.phone)) problems.push(`site-settings phone (${settings.phone})`);
  check('SITE_URL', env.SITE_URL);
  check('LEADS_INBOX_EMAIL', env.LEADS_INBOX_EMAIL);
  check('EMAIL_FROM', env.EMAIL_FROM);
  check('RATES_ALERT_EMAIL', env.RATES_ALERT_EMAIL);
  for (const name of ['GET_STARTED_URL', 'ONLINE_APPLICATION_URL', 'APP_STORE_URL', 'PLAY_STORE_URL'] as const) check(name, env[name]);
  if (env.SEED_DEMO) problems.push('SEED_DEMO (demo agents, posts and sample news are shown as if real)');
  return problems;
}

export const placeholderWarning = (problems: string[]) =>
  `Placeholders remain in production; replace them before visitors see the site: ${problems.join('; ')}`;
