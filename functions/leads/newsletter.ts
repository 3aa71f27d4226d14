import type { Context } from 'hono';
import { newId } from '../../db/client';
import { consentWithNewLead, hasConfirmedConsent, hasPendingConfirmation, insertConsent } from '../../db/queries/consents';
import { findNewsletterLead, type NewLead } from '../../db/queries/leads';
import { messages } from '../../src/lib/messages';
import { nameFromEmail, newsletterSchema } from '../../src/lib/schemas/leads';
import { siteSettings } from '../../src/lib/site-settings';
import type { AppDeps } from '../deps';
import { sendThroughOutbox } from '../email/outbox';
import { consentEvidence, newUnsubscribeToken } from './consent';
import { readLeadBody } from './read-lead-body';
import { NOTIFY_WAIT_MS, neverRejects, settleWithin } from './settle';
import { scopedKey, storeLead } from './store-lead';

/** How long a newsletter confirmation link works (ADR 39). */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/** One confirmation email per address in this time, however often the form is sent with it. */
const CONFIRM_RESEND_MS = 60 * 60_000;

export const newsletterConfirmUrl = (siteUrl: string, token: string) =>
  new URL(`/api/leads/newsletter/confirm?token=${encodeURIComponent(token)}`, siteUrl).href;

/**
 * docs/product/lead-forms.md#newsletter-form. One lead per address, stored as the product description (docs/product/lead-forms.md#newsletter-lead) says; the consent is recorded pending and counts
 * only once the person confirms from the emailed link (double opt-in, ADR 39), so no newsletter email goes out
 * before that. Subscribing again is a success that stores nothing new, unless the address has no confirmed
 * consent (never confirmed, or unsubscribed): then a fresh pending consent and a fresh confirmation link (at most
 * one an hour). Every outcome gets the same answer, so the form cannot be used to learn who is on the list.
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
  const now = deps.now();
  const confirm = newUnsubscribeToken();
  const consent = consentEvidence(c, {
    leadId: lead.id,
    email: input.email,
    form: 'newsletter',
    wording: messages.newsletter.consentLabel,
    at: now.toISOString(),
    proxy: deps.env,
    withToken: false,
  });
  const record = {
    ...consent.record,
    confirmTokenHash: confirm.hash,
    confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_DAYS * 86_400_000).toISOString(),
  };
  const stored = await storeLead(deps.db, lead, [consentWithNewLead(record)], () => findNewsletterLead(deps.db, input.email));

  if (stored.created) {
    await sendConfirmationRequest(deps, input.email, confirm.token, lead.id);
    return accepted(c);
  }
  const existingId = stored.existing?.id ?? lead.id;
  if (stored.existing?.idempotency_key === lead.idempotency_key) return accepted(c);
  if (await hasConfirmedConsent(deps.db, input.email, 'newsletter')) return accepted(c);
  if (await hasPendingConfirmation(deps.db, input.email, 'newsletter', new Date(now.getTime() - CONFIRM_RESEND_MS).toISOString())) return accepted(c);
  await insertConsent(deps.db, { ...record, leadId: existingId });
  await sendConfirmationRequest(deps, input.email, confirm.token, existingId);
  return accepted(c);
}

/** The one answer for a new, repeated, renewed or trapped subscription. */
function accepted(c: Context) {
  return c.json({ ok: true }, 201);
}

const signature = () => [
  `${siteSettings.brokerageName} · Mortgage Brokerage Licence #${siteSettings.licenceNumber}`,
  `${siteSettings.address.street}, ${siteSettings.address.city}, ${siteSettings.address.province} ${siteSettings.address.postalCode} · ${siteSettings.phone}`,
];

/**
 * The double opt-in's request: it asks, it does not market, so it carries no newsletter content. It also goes to an
 * address on the suppression list, since confirming is the only way back onto the list (ADR 39).
 */
async function sendConfirmationRequest(deps: AppDeps, email: string, token: string, leadId: string) {
  const text = [
    `Someone, we hope you, asked to receive the ${siteSettings.brokerageName} newsletter at this address.`,
    '',
    `To confirm, open this link within ${NEWSLETTER_CONFIRM_DAYS} days and press the button: ${newsletterConfirmUrl(deps.env.SITE_URL, token)}`,
    '',
    'If it was not you, ignore this email: nothing more will be sent and your address will not be used.',
    '',
    ...signature(),
  ].join('\n');
  const sending = sendThroughOutbox(deps, { to: email, subject: `Confirm your subscription to the ${siteSettings.brokerageName} newsletter`, text, leadId });
  await settleWithin(
    neverRejects(sending, (e) => deps.log.error('newsletter confirmation failed', { leadId, error: String(e) }), 'failed'),
    NOTIFY_WAIT_MS,
  );
}

/** The first newsletter email, once confirmed: what to expect and the unsubscribe link, as CASL requires. */
export async function sendWelcome(deps: AppDeps, email: string, unsubscribeLink: string) {
  const text = [
    `Thank you for confirming your subscription to the ${siteSettings.brokerageName} newsletter.`,
    '',
    'You will receive mortgage news, rate updates and tips from our team by email.',
    '',
    `To unsubscribe at any time, open this link: ${unsubscribeLink}`,
    '',
    ...signature(),
  ].join('\n');
  return sendThroughOutbox(deps, {
    to: email,
    subject: `You're subscribed to the ${siteSettings.brokerageName} newsletter`,
    text,
    headers: { 'List-Unsubscribe': `<${unsubscribeLink}>` },
  });
}
