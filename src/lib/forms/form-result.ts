import { messages } from '../messages';

/**
 * A public form posted without JavaScript is answered with a 303 back to its page, e.g.
 * `/contact?sent=contact#contact-sent`. The page is static, so it cannot read the query; each form renders one
 * hidden message per outcome, and CSS `:target` shows the one the fragment names (no script needed). The island,
 * once hydrated, keeps rendering the same blocks and answers its own JSON posts in its live region as before.
 */
export const PUBLIC_FORMS = ['contact', 'agent-application', 'newsletter', 'application', 'unsubscribe', 'rate-alert'] as const;
export type PublicForm = (typeof PUBLIC_FORMS)[number];

export const FORM_OUTCOMES = ['sent', 'invalid', 'consent', 'limited', 'failed'] as const;
export type FormOutcome = (typeof FORM_OUTCOMES)[number];

/** Where a form post without a usable Referer returns to: the page that carries the form. */
export const FORM_PAGES: Record<PublicForm, string> = {
  contact: '/contact',
  'agent-application': '/become-broker',
  newsletter: '/newsletter',
  application: '/applications',
  unsubscribe: '/newsletter/unsubscribe',
  'rate-alert': '/rates',
};

// "-result-" keeps these ids apart from the fields' own ids (the contact form's consent box is `contact-consent`).
export const formResultId = (form: PublicForm, outcome: FormOutcome): string => `${form}-result-${outcome}`;

const success: Record<PublicForm, string> = {
  contact: messages.contact.success,
  'agent-application': messages.becomeAgent.success,
  // The product's words, then ours: nothing is subscribed until the emailed link is confirmed (ADR 39) (docs/product/lead-forms.md#newsletter-form).
  newsletter: `${messages.newsletter.success} ${messages.newsletter.checkInbox}`,
  // The product's words, then ours: every application opens a file and mails its link (ADR 52).
  application: `${messages.applications.success} ${messages.applications.fileLinkSent}`,
  unsubscribe: messages.newsletter.unsubscribed,
  'rate-alert': messages.rateAlerts.success,
};

const failure: Record<PublicForm, string> = {
  contact: messages.contact.failure,
  'agent-application': messages.becomeAgent.failure,
  newsletter: messages.newsletter.failure,
  application: messages.applications.failure,
  unsubscribe: messages.newsletter.unsubscribeFailed,
  'rate-alert': messages.rateAlerts.failure,
};

/** The words of each outcome a form can be redirected with (contact and rate alerts have a consent box). */
export function formResultMessages(form: PublicForm): Partial<Record<FormOutcome, string>> {
  return {
    sent: success[form],
    invalid: form === 'unsubscribe' ? messages.newsletter.unsubscribeInvalid : messages.leads.formInvalid,
    ...(form === 'contact' ? { consent: messages.contact.consentRequired } : {}),
    ...(form === 'rate-alert' ? { consent: messages.rateAlerts.consentRequired } : {}),
    limited: messages.leads.tooManySubmissions,
    failed: failure[form],
  };
}
