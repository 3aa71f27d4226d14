import type { Context } from 'hono';
import { newId } from '../../db/client';
import { consentWithNewLead, hasActiveConsent, insertConsent } from '../../db/queries/consents';
import { findNewsletterLead, type NewLead } from '../../db/queries/leads';
import { messages } from '../../src/lib/messages';
import { nameFromEmail, newsletterSchema } from '../../src/lib/schemas/leads';
import { siteSettings } from '../../src/lib/site-settings';
import type { AppDeps } from '../deps';
import { sendThroughOutbox } from '../email/outbox';
import { consentEvidence, unsubscribeUrl } from './consent';
import { readLeadBody } from './read-lead-body';
import { NOTIFY_WAIT_MS, neverRejects, settleWithin } from './settle';
import { scopedKey, storeLead } from './store-lead';

/**
 * Spec (7, Newsletter). One lead per address: subscribing again is a success that stores nothing new, unless
 * the address had unsubscribed, in which case the new consent is recorded and a fresh confirmation sent.
 * Every outcome gets the same answer (no lead id, no "already subscribed"), so the form cannot be used to learn
 * who is on the list.
 */
export async function submitNewsletter(deps: AppDeps, c: Context) {
  const body = await readLeadBody(c, newsletterSchema, deps.log, 'newsletter');
  if (body.trap) return accepted(c);
  const input = body.input;
  const lead: NewLead = {
    id: newId(),
    client_name: nameFromEmail(input.email),
    client_email: input.email,
    client_phone: null,
    message: null,
    type: 'contact',
    source: 'newsletter',
    agent_id: null,
    metadata: { subscribed_to: 'newsletter' },
    idempotency_key: scopedKey('newsletter', input.idempotency_key),
  };
  const consent = consentEvidence(c, {
    leadId: lead.id,
    email: input.email,
    form: 'newsletter',
    wording: messages.newsletter.consentLabel,
    at: deps.now().toISOString(),
    proxy: deps.env,
    withToken: true,
  });
  const stored = await storeLead(deps.db, lead, [consentWithNewLead(consent.record)], () => findNewsletterLead(deps.db, input.email));

  if (stored.created) {
    await sendConfirmation(deps, input.email, consent.token!, lead.id);
    return accepted(c);
  }
  const existingId = stored.existing?.id ?? lead.id;
  if (stored.existing?.idempotency_key === lead.idempotency_key) return accepted(c);
  if (!(await hasActiveConsent(deps.db, input.email, 'newsletter'))) {
    await insertConsent(deps.db, { ...consent.record, leadId: existingId });
    await sendConfirmation(deps, input.email, consent.token!, existingId);
  }
  return accepted(c);
}

/** The one answer for a new, repeated, renewed or trapped subscription. */
function accepted(c: Context) {
  return c.json({ ok: true }, 201);
}

async function sendConfirmation(deps: AppDeps, email: string, token: string, leadId: string) {
  const text = [
    `Thank you for subscribing to the ${siteSettings.brokerageName} newsletter.`,
    '',
    'You will receive mortgage news, rate updates and tips from our team by email.',
    '',
    `To unsubscribe at any time, open this link: ${unsubscribeUrl(deps.env.SITE_URL, token)}`,
    '',
    `${siteSettings.brokerageName} · Mortgage Brokerage Licence #${siteSettings.licenceNumber}`,
    `${siteSettings.address.street}, ${siteSettings.address.city}, ${siteSettings.address.province} ${siteSettings.address.postalCode} · ${siteSettings.phone}`,
  ].join('\n');
  const sending = sendThroughOutbox(deps, { to: email, subject: `You're subscribed to the ${siteSettings.brokerageName} newsletter`, text, leadId });
  await settleWithin(
    neverRejects(sending, (e) => deps.log.error('newsletter confirmation failed', { leadId, error: String(e) }), 'failed'),
    NOTIFY_WAIT_MS,
  );
}
