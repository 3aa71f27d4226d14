import type { Context } from 'hono';
import { newId } from '../../db/client';
import { consentWithNewLead } from '../../db/queries/consents';
import type { NewLead } from '../../db/queries/leads';
import { incrementCounter } from '../../db/queries/rate-limits';
import { calculateAffordability } from '../../src/lib/calc/affordability';
import { messages } from '../../src/lib/messages';
import { affordabilityCopyInputs, affordabilityCopyKey, calculatorCopySchema, nameFromEmail } from '../../src/lib/schemas/leads';
import { siteSettings } from '../../src/lib/site-settings';
import type { AppDeps } from '../deps';
import { sendThroughOutbox } from '../email/outbox';
import { badRequest, tooManyRequests } from '../http/errors';
import { affordabilityCopyText } from './calculator-copy-text';
import { consentEvidence, unsubscribeUrl } from './consent';
import { readLeadBody } from './read-lead-body';
import { NOTIFY_WAIT_MS, neverRejects, settleWithin } from './settle';
import { scopedKey, storeLead } from './store-lead';

/**
 * Copies one address may receive per day, whoever asks: with the per-IP form limit, this keeps the form from being
 * used to flood a stranger's inbox under the brokerage's name.
 */
export const COPIES_PER_RECIPIENT = { limit: 5, windowSeconds: 24 * 60 * 60 } as const;

/**
 * The affordability calculator's 'Send me a copy': a website lead holding the scenario, and the copy emailed to
 * the visitor through the outbox. Ticking the consent box also records CASL consent (with an unsubscribe link).
 * Only the calculator's numeric inputs are accepted; the results in the email are the server's own.
 */
export async function submitCalculatorCopy(deps: AppDeps, c: Context) {
  const body = await readLeadBody(c, calculatorCopySchema, deps.log, 'calculator-copy');
  if (body.trap) return c.json({ lead_id: newId() }, 201);
  const input = body.input;
  const inputs = input.scenario.inputs;
  const result = calculateAffordability(inputs);
  if (!result.ok) {
    throw badRequest(
      messages.generic.invalidInput,
      Object.fromEntries(result.errors.map((e) => [`scenario.inputs.${affordabilityCopyKey(e.field)}`, e.message])),
    );
  }
  await limitCopiesTo(deps, input.email);
  const summary = affordabilityCopyText(inputs, result);
  const lead: NewLead = {
    id: newId(),
    client_name: nameFromEmail(input.email),
    client_email: input.email,
    client_phone: null,
    message: summary,
    type: 'contact',
    source: 'website',
    agent_id: null,
    metadata: {
      source_details: 'affordability_calculator',
      // Stored under the request's snake_case names: the lead desk answers with the row's metadata as it is (ADR 33).
      scenario: {
        calculator: 'affordability',
        inputs: affordabilityCopyInputs(inputs),
        results: { max_price: result.maxPrice, borrowing_limit: result.borrowingLimit, monthly_mortgage_payment: result.monthlyMortgagePayment },
      },
    },
    idempotency_key: scopedKey('calculator-copy', input.idempotency_key),
  };
  const consent = input.consent
    ? consentEvidence(c, {
        leadId: lead.id,
        email: input.email,
        form: 'calculator_copy',
        wording: messages.leads.calculatorCopyConsentLabel,
        at: deps.now().toISOString(),
        proxy: deps.env,
        withToken: true,
      })
    : null;
  const stored = await storeLead(deps.db, lead, consent ? [consentWithNewLead(consent.record)] : []);
  // A retry must not email the visitor twice.
  if (!stored.created) return c.json({ lead_id: stored.existing?.id ?? lead.id }, 201);

  const text = [
    `Here is the copy of your calculation you asked for on the ${siteSettings.brokerageName} website.`,
    '',
    summary,
    '',
    'These figures are estimates for illustration only. Talk to one of our licensed brokers for advice on your situation.',
    '',
    `${siteSettings.brokerageName} · Mortgage Brokerage Licence #${siteSettings.licenceNumber} · ${siteSettings.phone}`,
    ...(consent?.token ? ['', `To stop receiving our emails, open this link: ${unsubscribeUrl(deps.env.SITE_URL, consent.token)}`] : []),
  ].join('\n');
  const sending = sendThroughOutbox(deps, { to: input.email, subject: 'Your affordability calculator results', text, leadId: lead.id });
  await settleWithin(
    neverRejects(sending, (e) => deps.log.error('calculator copy email failed', { leadId: lead.id, error: String(e) }), 'failed'),
    NOTIFY_WAIT_MS,
  );
  return c.json({ lead_id: lead.id }, 201);
}

async function limitCopiesTo(deps: AppDeps, email: string): Promise<void> {
  const now = Math.floor(deps.now().getTime() / 1000);
  const { count, windowStart } = await incrementCounter(deps.db, `calculator-copy:to:${email.toLowerCase()}`, COPIES_PER_RECIPIENT.windowSeconds, now);
  if (count > COPIES_PER_RECIPIENT.limit) {
    throw tooManyRequests(messages.leads.tooManySubmissions, Math.max(1, windowStart + COPIES_PER_RECIPIENT.windowSeconds - now));
  }
}
