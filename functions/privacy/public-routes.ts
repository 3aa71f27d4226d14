import { type Context, Hono } from 'hono';
import { newId } from '../../db/client';
import { normaliseEmail } from '../../db/queries/personal-data';
import { confirmPrivacyRequest, insertPendingPrivacyRequest, privacyTokenState } from '../../db/queries/privacy-requests';
import { incrementCounter } from '../../db/queries/rate-limits';
import { formatLongDate } from '../../src/lib/format';
import { messages } from '../../src/lib/messages';
import { privacyRequestFormMessages as m } from '../../src/lib/messages-privacy';
import { privacyRequestSchema } from '../../src/lib/schemas/privacy';
import { rateAlertTokenSchema } from '../../src/lib/schemas/rate-alerts';
import type { AppDeps, AppEnv } from '../deps';
import { clientIp } from '../http/client-ip';
import { fieldErrors } from '../http/validate';
import { hashUnsubscribeToken, newUnsubscribeToken } from '../leads/consent';
import { readLeadObject } from '../leads/read-form-body';
import { LEAD_FORM_WINDOW_SECONDS } from '../leads/routes';
import { renderAlertPage, type AlertPage } from '../rate-alerts/page';
import { sendPrivacyConfirmation } from './confirmation-email';
import { privacyRetryForm } from './retry-form';

/** How long the emailed link works. */
export const PRIVACY_CONFIRM_DAYS = 7;
/** Confirmation emails one address can receive in a day, however often the form is sent with it. */
const EMAILS_PER_ADDRESS_PER_DAY = 3;

/** Its page sends no Referrer, so its button posts `Origin: null` with Sec-Fetch-Site same-origin (app.ts, ADR 39). */
export const PRIVACY_CONFIRM_PATH = '/api/privacy-requests/confirm';

export const privacyConfirmUrl = (siteUrl: string, token: string) => new URL(`${PRIVACY_CONFIRM_PATH}?token=${encodeURIComponent(token)}`, siteUrl).href;

type Outcome = 'sent' | 'invalid' | 'limited' | 'failed';

/**
 * A visitor's own access or deletion request (ADR 48), at /api/privacy-requests. The form on /privacy posts here
 * as a plain HTML form (JavaScript or not) and gets a small page back; a JSON post gets JSON. Every accepted request,
 * whether or not the address is known to us, gets the same answer and the same email: a single-use link (its SHA-256
 * stored, expiring) that confirms it. Only a confirmed request reaches the super admin, with its 30-day clock.
 */
export function privacyRequestRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const html = !(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json');
    const now = deps.now();
    const seconds = Math.floor(now.getTime() / 1000);
    // Limited per network address like the lead forms.
    const hit = await incrementCounter(deps.db, `lead-privacy-request:ip:${clientIp(c, deps.env)}`, LEAD_FORM_WINDOW_SECONDS, seconds);
    if (hit.count > deps.env.LEAD_FORM_LIMIT_PER_IP) return answer(c, html, 'limited');

    let body: unknown;
    try {
      body = await readLeadObject(c);
    } catch {
      return answer(c, html, 'invalid', { _: 'The form could not be read. Please go back and send it again.' });
    }
    const trap = typeof body === 'object' && body !== null ? (body as { website?: unknown }).website : undefined;
    if (typeof trap === 'string' && trap.trim() !== '') return answer(c, html, 'sent');
    const parsed = privacyRequestSchema.safeParse(body);
    if (!parsed.success) return answer(c, html, 'invalid', fieldErrors(parsed.error), body);
    const input = parsed.data;
    const email = normaliseEmail(input.email);

    try {
      const link = newUnsubscribeToken();
      await insertPendingPrivacyRequest(deps.db, {
        id: newId(),
        kind: input.kind,
        name: input.name,
        email,
        note: input.note === '' ? null : input.note,
        tokenHash: link.hash,
        tokenExpiresAt: new Date(now.getTime() + PRIVACY_CONFIRM_DAYS * 86_400_000).toISOString(),
        at: now.toISOString(),
      });
      // Past a few a day the request is still stored (the person may confirm an earlier link) but no more mail goes to
      // the address: the form cannot be used to flood someone's inbox. The answer is the same.
      const sends = await incrementCounter(deps.db, `privacy-request:to:${email}`, 86_400, seconds);
      if (sends.count <= EMAILS_PER_ADDRESS_PER_DAY) await sendPrivacyConfirmation(deps, email, input.kind, privacyConfirmUrl(deps.env.SITE_URL, link.token));
    } catch (error) {
      deps.log.error('privacy request failed', { error: String(error) });
      return answer(c, html, 'failed');
    }
    deps.log.info('privacy request received (pending confirmation)', { kind: input.kind });
    return answer(c, html, 'sent');
  });

  // A page with a button, not a GET that confirms: mail scanners open links, only a person presses the button.
  app.get('/confirm', async (c) => {
    const hash = tokenHash(c.req.query('token'));
    const state = hash ? await privacyTokenState(deps.db, hash, deps.now().toISOString()) : 'invalid';
    if (state !== 'pending') return page(c, 404, { title: m.confirmTitle, message: state === 'expired' ? m.confirmExpired : m.confirmInvalid });
    const url = new URL(c.req.url);
    return page(c, 200, {
      title: m.confirmTitle,
      message: m.confirmPrompt,
      form: { action: `${url.pathname}${url.search}`, button: m.confirmButton, fields: {} },
    });
  });

  app.post('/confirm', async (c) => {
    const now = deps.now();
    const hit = await incrementCounter(deps.db, `privacy-confirm:ip:${clientIp(c, deps.env)}`, LEAD_FORM_WINDOW_SECONDS, Math.floor(now.getTime() / 1000));
    if (hit.count > deps.env.LEAD_FORM_LIMIT_PER_IP) return page(c, 429, { title: m.limitedTitle, message: messages.leads.tooManySubmissions });
    const hash = tokenHash(c.req.query('token'));
    const outcome = hash ? await confirmPrivacyRequest(deps.db, hash, now) : ({ status: 'invalid' } as const);
    if (outcome.status !== 'confirmed')
      return page(c, 404, { title: m.confirmTitle, message: outcome.status === 'expired' ? m.confirmExpired : m.confirmInvalid });
    deps.log.info('privacy request confirmed', { id: outcome.id, kind: outcome.kind });
    return page(c, 200, { title: m.confirmTitle, message: m.confirmed(formatLongDate(outcome.dueAt)) });
  });

  return app;
}

function tokenHash(token: string | undefined): string | null {
  const parsed = rateAlertTokenSchema.safeParse(token);
  return parsed.success ? hashUnsubscribeToken(parsed.data) : null;
}

const STATUS: Record<Outcome, 200 | 400 | 429 | 500> = { sent: 200, invalid: 400, limited: 429, failed: 500 };

/** `typed`: the answers of a refused form, sent back in it with each problem beside its field. */
function answer(c: Context, html: boolean, outcome: Outcome, fields?: Record<string, string>, typed?: unknown) {
  const status = STATUS[outcome];
  if (!html) {
    if (outcome === 'sent') return c.json({ ok: true }, 200);
    const message = outcome === 'limited' ? messages.leads.tooManySubmissions : outcome === 'failed' ? m.failed : messages.generic.invalidInput;
    return c.json({ error: { code: outcome, message, ...(fields ? { fields } : {}) } }, status);
  }
  const content: Record<Outcome, AlertPage> = {
    sent: { title: m.sentTitle, message: m.sent },
    invalid:
      typeof typed === 'object' && typed !== null
        ? {
            title: m.invalidTitle,
            message: messages.generic.invalidInput,
            html: privacyRetryForm(typed as Record<string, unknown>, fields ?? {}),
            formRetry: true,
          }
        : { title: m.invalidTitle, message: Object.values(fields ?? {}).join(' ') || messages.generic.invalidInput },
    limited: { title: m.limitedTitle, message: messages.leads.tooManySubmissions },
    failed: { title: m.failedTitle, message: m.failed },
  };
  return page(c, status, content[outcome]);
}

function page(c: Context, status: 200 | 400 | 404 | 429 | 500, content: AlertPage) {
  c.header('Cache-Control', 'no-store');
  // A confirm link's token is in the address: it must not leave in a Referer. A form sent back holds no token, and
  // its own post needs the site's Origin (AlertPage.formRetry).
  if (!content.formRetry) c.header('Referrer-Policy', 'no-referrer');
  return c.html(renderAlertPage({ ...content, back: { href: '/privacy#privacy-request', label: m.back } }), status);
}
