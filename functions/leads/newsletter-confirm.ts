import { type Context, Hono } from 'hono';
import { confirmationState, confirmConsentByToken } from '../../db/queries/consents';
import { isSuppressed, liftSuppressionStatement } from '../../db/queries/email-suppressions';
import { messages } from '../../src/lib/messages';
import { rateAlertTokenSchema } from '../../src/lib/schemas/rate-alerts';
import type { AppDeps, AppEnv } from '../deps';
import { limitPerIp } from '../http/rate-limit';
import { renderAlertPage, type AlertPage } from '../rate-alerts/page';
import { hashUnsubscribeToken, newUnsubscribeToken, unsubscribeUrl } from './consent';
import { sendWelcome } from './newsletter';

const m = messages.newsletter;

/** Its page sends no Referrer, so its button posts `Origin: null` with Sec-Fetch-Site same-origin (app.ts, ADR 39). */
export const NEWSLETTER_CONFIRM_PATH = '/api/leads/newsletter/confirm';

/**
 * The newsletter's double opt-in link (ADR 39), under /api/leads/newsletter/confirm: GET shows a page with a button
 * (mail scanners open links; only a person presses), POST confirms once. Confirming lifts the address from the
 * suppression list (the person's own act, from their inbox) and sends the welcome email with its unsubscribe link.
 */
export function newsletterConfirmRoutes(deps: AppDeps, windowSeconds: number) {
  const app = new Hono<AppEnv>();
  const limit = limitPerIp(
    { db: deps.db, now: deps.now, proxy: deps.env },
    { name: 'newsletter-confirm', limit: deps.env.LEAD_FORM_LIMIT_PER_IP, windowSeconds, message: messages.leads.tooManySubmissions },
  );

  app.get('/', async (c) => {
    const hash = tokenHash(c.req.query('token'));
    const state = hash ? await confirmationState(deps.db, hash, deps.now().toISOString()) : 'invalid';
    if (state === 'pending') {
      const url = new URL(c.req.url);
      return page(c, 200, {
        title: m.confirmTitle,
        message: m.confirmPrompt,
        form: { action: `${url.pathname}${url.search}`, button: m.confirmButton, fields: {} },
      });
    }
    return answer(c, state);
  });

  app.post('/', limit, async (c) => {
    const hash = tokenHash(c.req.query('token'));
    if (!hash) return answer(c, 'invalid');
    const at = deps.now().toISOString();
    const unsubscribe = newUnsubscribeToken();
    const outcome = await confirmConsentByToken(deps.db, hash, at, unsubscribe.hash);
    if (outcome.status === 'confirmed') {
      await deps.db.execute(liftSuppressionStatement(outcome.email, at));
      // The welcome email is the first newsletter email: it too checks the list (a withdrawal may have come between).
      if (!(await isSuppressed(deps.db, outcome.email))) await sendWelcome(deps, outcome.email, unsubscribeUrl(deps.env.SITE_URL, unsubscribe.token));
      deps.log.info('newsletter subscription confirmed', {});
    }
    return answer(c, outcome.status);
  });

  return app;
}

function answer(c: Context, state: 'confirmed' | 'already' | 'expired' | 'invalid') {
  if (state === 'confirmed' || state === 'already') return page(c, 200, { title: m.confirmTitle, message: m.confirmed });
  return page(c, 404, { title: m.confirmTitle, message: state === 'expired' ? m.confirmExpired : m.confirmInvalid });
}

function tokenHash(token: string | undefined): string | null {
  const parsed = rateAlertTokenSchema.safeParse(token);
  return parsed.success ? hashUnsubscribeToken(parsed.data) : null;
}

function page(c: Context, status: 200 | 404, content: AlertPage) {
  c.header('Cache-Control', 'no-store');
  // The token is in the address: it must not leave in a Referer.
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(renderAlertPage({ ...content, back: { href: '/newsletter', label: 'Back to the newsletter page' } }), status);
}
