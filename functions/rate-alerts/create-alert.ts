import type { Context } from 'hono';
import { newId } from '../../db/client';
import { loadBestActiveRates } from '../../db/queries/rate-alert-sends';
import { insertRateAlert } from '../../db/queries/rate-alerts';
import { messages } from '../../src/lib/messages';
import { rateAlertSchema } from '../../src/lib/schemas/rate-alerts';
import type { AppDeps } from '../deps';
import { sendThroughOutbox } from '../email/outbox';
import { clientIp } from '../http/client-ip';
import { newUnsubscribeToken } from '../leads/consent';
import { readLeadBody } from '../leads/read-lead-body';
import { NOTIFY_WAIT_MS, neverRejects, settleWithin } from '../leads/settle';
import { confirmationEmail } from './alert-emails';

/**
 * POST /api/rate-alerts: stores a pending alert with its CASL consent, then emails the confirmation link (double
 * opt-in). Every outcome answers the same 201, so the form tells no one whether an address already has alerts; the
 * same alert asked for again while one is pending or active stores and sends nothing (ADR 42).
 */
export async function createRateAlert(deps: AppDeps, c: Context) {
  const body = await readLeadBody(c, rateAlertSchema, deps.log, 'rate-alert');
  if (body.trap) return c.json({ ok: true }, 201);
  const input = body.input;
  const at = deps.now().toISOString();
  const confirm = newUnsubscribeToken();
  const unsubscribe = newUnsubscribeToken();
  // "Any drop" is measured from today's best rate for the product (none yet: the job starts from the first one).
  const best =
    input.threshold === null
      ? (await loadBestActiveRates(deps.db)).find((b) => b.province === input.province && b.term_years === input.term_years && b.rate_type === input.rate_type)
      : undefined;
  const alertId = newId();
  const stored = await insertRateAlert(
    deps.db,
    { id: alertId, ...input, baseline_rate: best?.rate ?? null, confirmTokenHash: confirm.hash, unsubscribeTokenHash: unsubscribe.hash },
    {
      id: newId(),
      email: input.email,
      wording: messages.rateAlerts.consentLabel,
      consentedAt: at,
      ip: clientIp(c, deps.env),
      userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
    },
  );
  // The same alert again while one is live: nothing new, no second email, and the same answer (ADR 42).
  if (!stored) return c.json({ ok: true }, 201);
  const email = confirmationEmail(deps.env.SITE_URL, input, { confirm: confirm.token, unsubscribe: unsubscribe.token });
  const sending = sendThroughOutbox(deps, { to: input.email, ...email });
  await settleWithin(
    neverRejects(sending, (e) => deps.log.error('rate alert confirmation failed', { alertId, error: String(e) }), 'failed'),
    NOTIFY_WAIT_MS,
  );
  return c.json({ ok: true }, 201);
}
