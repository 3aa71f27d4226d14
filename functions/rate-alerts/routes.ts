import { type Context, Hono } from 'hono';
import { alertExistsForUnsubscribeHash, confirmRateAlert, findAlertStatusByConfirmHash, unsubscribeRateAlert } from '../../db/queries/rate-alerts';
import { withdrawEverywhere } from '../../db/queries/email-suppressions';
import { messages } from '../../src/lib/messages';
import { rateAlertTokenSchema } from '../../src/lib/schemas/rate-alerts';
import type { AppDeps, AppEnv } from '../deps';
import { limitPerIp } from '../http/rate-limit';
import { hashUnsubscribeToken } from '../leads/consent';
import { formRedirect } from '../leads/form-redirect';
import { createGroupCommit } from '../leads/group-commit';
import { LEAD_FORM_WINDOW_SECONDS } from '../leads/routes';
import { createRateAlert } from './create-alert';
import { renderAlertPage, type AlertPage } from './page';
import { rateAlertRetryPage } from './retry-page';

const m = messages.rateAlerts;

/**
 * One-click unsubscribes come from mail providers' servers, many people behind few addresses: the limit only stops
 * floods (a 256-bit token cannot be guessed).
 */
export const UNSUBSCRIBE_LIMIT_PER_IP = 300;

/** Mail providers POST here without an Origin: the CSRF guard leaves this one path to its token (app.ts). */
export const RATE_ALERT_ONE_CLICK_PATH = '/api/rate-alerts/unsubscribe';

/** The confirm page sends no Referrer, so its button posts `Origin: null` with Sec-Fetch-Site same-origin (app.ts, ADR 39). */
export const RATE_ALERT_CONFIRM_PATH = '/api/rate-alerts/confirm';

/** Rate alerts (ADR 24): the sign-up form, the double opt-in link and the one-click unsubscribe. */
export function rateAlertRoutes(appDeps: AppDeps) {
  const app = new Hono<AppEnv>();
  // The sign-up writes like the lead forms (limit counter, consent, alert, outbox): group-committed.
  const deps: AppDeps = { ...appDeps, db: createGroupCommit(appDeps.db) };
  const limit = (name: string, max: number) =>
    limitPerIp(
      { db: deps.db, now: deps.now, proxy: deps.env },
      { name, limit: max, windowSeconds: LEAD_FORM_WINDOW_SECONDS, message: messages.leads.tooManySubmissions },
    );

  app.post('/', rateAlertRetryPage(), formRedirect('rate-alert'), limit('lead-rate-alert', deps.env.LEAD_FORM_LIMIT_PER_IP), (c) => createRateAlert(deps, c));

  app.get('/confirm', async (c) => {
    const hash = tokenHash(c.req.query('token'));
    const status = hash ? await findAlertStatusByConfirmHash(deps.db, hash) : null;
    if (!status || status === 'unsubscribed') return page(c, 404, { title: m.confirmTitle, message: m.confirmInvalid });
    if (status === 'active') return page(c, 200, { title: m.confirmTitle, message: m.confirmed });
    // A page with a button, not a GET that confirms: mail scanners open links, only a person presses the button.
    return page(c, 200, { title: m.confirmTitle, message: m.confirmPrompt, form: { action: sameAddress(c), button: m.confirmButton, fields: {} } });
  });

  app.post('/confirm', limit('rate-alert-confirm', deps.env.LEAD_FORM_LIMIT_PER_IP), async (c) => {
    const hash = tokenHash(c.req.query('token'));
    const status = hash ? await confirmRateAlert(deps.db, hash, deps.now().toISOString()) : null;
    if (status !== 'active') return page(c, 404, { title: m.confirmTitle, message: m.confirmInvalid });
    deps.log.info('rate alert confirmed', {});
    return page(c, 200, { title: m.confirmTitle, message: m.confirmed });
  });

  app.get('/unsubscribe', async (c) => {
    const hash = tokenHash(c.req.query('token'));
    if (!hash || !(await alertExistsForUnsubscribeHash(deps.db, hash))) return page(c, 404, { title: m.unsubscribeTitle, message: m.unsubscribeInvalid });
    return page(c, 200, {
      title: m.unsubscribeTitle,
      message: m.unsubscribePrompt,
      form: { action: sameAddress(c), button: m.unsubscribeButton, fields: { 'List-Unsubscribe': 'One-Click' } },
    });
  });

  // RFC 8058 one-click: the mail provider POSTs `List-Unsubscribe=One-Click` to the header's address, with no Origin
  // (the CSRF guard lets this path through: the token is the authority). Effective at once, repeatable.
  app.post('/unsubscribe', limit('rate-alert-unsubscribe', UNSUBSCRIBE_LIMIT_PER_IP), async (c) => {
    const hash = tokenHash(c.req.query('token'));
    const at = deps.now().toISOString();
    const email = hash ? await unsubscribeRateAlert(deps.db, hash, at) : null;
    if (email === null) return page(c, 404, { title: m.unsubscribeTitle, message: m.unsubscribeInvalid });
    // One unsubscribe stops every commercial email to the address (ADR 39).
    await withdrawEverywhere(deps.db, email, 'rate_alert', at);
    deps.log.info('rate alert unsubscribed (one click)', {});
    return page(c, 200, { title: m.unsubscribeTitle, message: m.unsubscribed });
  });

  return app;
}

/** The request's own path and query, for a form that posts back to it (the host as the API sees it may differ). */
const sameAddress = (c: Context) => {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
};

function tokenHash(token: string | undefined): string | null {
  const parsed = rateAlertTokenSchema.safeParse(token);
  return parsed.success ? hashUnsubscribeToken(parsed.data) : null;
}

function page(c: Context, status: 200 | 404, content: AlertPage) {
  c.header('Cache-Control', 'no-store');
  // The token is in the address: it must not leave in a Referer.
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(renderAlertPage(content), status);
}
