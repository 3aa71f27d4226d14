import type { Context } from 'hono';
import { newId } from '../../db/client';
import { consentWithNewLead } from '../../db/queries/consents';
import type { NewLead } from '../../db/queries/leads';
import { messages } from '../../src/lib/messages';
import { calculatorCopySchema, nameFromEmail } from '../../src/lib/schemas/leads';
import { siteSettings } from '../../src/lib/site-settings';
import type { AppDeps } from '../deps';
import { sendThroughOutbox } from '../email/outbox';
import { consentEvidence, unsubscribeUrl } from './consent';
import { readLeadBody } from './read-lead-body';
import { summarizeScenario } from './scenario-summary';
import { NOTIFY_WAIT_MS, neverRejects, settleWithin } from './settle';
import { scopedKey, storeLead } from './store-lead';

/**
 * The affordability calculator's 'Send me a copy': a website lead holding the scenario, and the copy emailed to
 * the visitor through the outbox. Ticking the consent box also records CASL consent (with an unsubscribe link).
 */
export async function submitCalculatorCopy(deps: AppDeps, c: Context) {
  const body = await readLeadBody(c, calculatorCopySchema, deps.log, 'calculator-copy');
  if (body.trap) return c.json({ leadId: newId() }, 201);
  const input = body.input;
  const summary = summarizeScenario(input.scenario);
  const lead: NewLead = {
    id: newId(),
    client_name: nameFromEmail(input.email),
    client_email: input.email,
    client_phone: null,
    message: summary,
    type: 'contact',
    source: 'website',
    agent_id: null,
    metadata: { source_details: 'affordability_calculator', scenario: input.scenario },
    idempotency_key: scopedKey('calculator-copy', input.idempotencyKey),
  };
  const consent = input.consent
    ? consentEvidence(c, {
        leadId: lead.id, email: input.email, form: 'calculator_copy', wording: messages.leads.calculatorCopyConsentLabel,
        at: deps.now().toISOString(), trustProxy: deps.env.TRUST_PROXY, withToken: true,
      })
    : null;
  const stored = await storeLead(deps.db, lead, consent ? [consentWithNewLead(consent.record)] : []);
  // A retry must not email the visitor twice.
  if (!stored.created) return c.json({ leadId: stored.existing?.id ?? lead.id }, 201);

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
  await settleWithin(neverRejects(sending, (e) => deps.log.error('calculator copy email failed', { leadId: lead.id, error: String(e) }), 'failed'), NOTIFY_WAIT_MS);
  return c.json({ leadId: lead.id }, 201);
}
