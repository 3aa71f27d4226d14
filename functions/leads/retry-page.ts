import type { MiddlewareHandler } from 'hono';
import { checkLeadForm, type LeadCheckedForm } from '../../src/lib/forms/lead-checks';
import { messages } from '../../src/lib/messages';
import { LIMITS, PHONE_TYPES } from '../../src/lib/schemas/leads';
import { escapeHtml as e } from '../rate-alerts/page';
import { formRetryPage, formText } from './form-retry';
import { acceptLegacyFieldNames } from './legacy-field-names';
import { formFieldsToObject } from './read-form-body';

/**
 * The contact or newsletter form posted without JavaScript (or before the page script ran) and refused for its
 * answers: the static page cannot refill a form, so instead of the 303 to `?error=invalid` (every answer gone, no
 * field named) the API answers with the form itself, each answer kept and each problem written beside its field in
 * the words the page script uses (src/lib/forms/lead-checks.ts). Nothing personal goes in the address: the page is
 * the POST's own answer. As the rate-alert form does (functions/rate-alerts/retry-page.ts, ADR 48, ADR 54). Sits
 * before formRedirect, which turns every other outcome into its usual 303.
 */
export function leadRetryPage(form: LeadCheckedForm): MiddlewareHandler {
  return formRetryPage(
    async (c) => formFieldsToObject(acceptLegacyFieldNames(await c.req.parseBody()) as Record<string, unknown>, c.req.header('referer')),
    (typed) => {
      const values = Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, typeof v === 'boolean' ? v : formText(v)]));
      const errors: Record<string, string> = checkLeadForm(form, { ...values, consent: typed.consent === true });
      return form === 'contact'
        ? {
            title: messages.contact.headingDefault,
            message: Object.keys(errors).length > 0 ? messages.generic.invalidInput : messages.leads.formInvalid,
            html: contactForm(typed, errors),
            back: { href: '/contact', label: 'Back to the contact page' },
            formRetry: true,
          }
        : {
            title: messages.newsletter.heading,
            message: Object.keys(errors).length > 0 ? messages.generic.invalidInput : messages.leads.formInvalid,
            html: newsletterForm(typed, errors),
            back: { href: '/newsletter', label: 'Back to the newsletter page' },
            formRetry: true,
          };
    },
  );
}

/** The pieces every field shares: its error line, tied to the control, and focus on the first wrong one. */
export function fieldKit(prefix: string, errors: Record<string, string>) {
  const first = Object.keys(errors)[0];
  const errorId = (field: string) => `${prefix}-${field}-error`;
  return {
    error: (field: string) => (errors[field] ? `<p class="error" id="${errorId(field)}">${e(errors[field]!)}</p>` : ''),
    attrs: (field: string) => (errors[field] ? ` aria-invalid="true" aria-describedby="${errorId(field)}"` : '') + (field === first ? ' autofocus' : ''),
  };
}

export const HONEYPOT =
  '<div aria-hidden="true" style="position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden"><label>Website (leave empty) <input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>';

function contactForm(typed: Record<string, unknown>, errors: Record<string, string>): string {
  const { error, attrs } = fieldKit('contact', errors);
  const input = (field: string, label: string, type: string, max: number, autocomplete: string, required = true) =>
    `<label for="contact-${field}">${e(label)}</label>
<input id="contact-${field}" name="${field}" type="${type}"${required ? ' required' : ''} maxlength="${max}" autocomplete="${autocomplete}" value="${e(formText(typed[field]))}"${attrs(field)}>${error(field)}`;
  const phoneType = formText(typed.phoneType) || 'Mobile';
  return `<form method="post" action="/api/leads/contact" data-testid="contact-retry-form">
${input('firstName', 'First name', 'text', LIMITS.name, 'given-name')}
${input('lastName', 'Last name', 'text', LIMITS.name, 'family-name')}
${input('email', 'Email', 'email', LIMITS.email, 'email')}
${input('phone', 'Phone', 'tel', LIMITS.phone, 'tel')}
<label for="contact-phoneType">Phone type</label>
<select id="contact-phoneType" name="phoneType"${attrs('phoneType')}>${PHONE_TYPES.map((t) => `<option${t === phoneType ? ' selected' : ''}>${e(t)}</option>`).join('')}</select>${error('phoneType')}
${input('postalCode', 'Postal code', 'text', LIMITS.postalCode, 'postal-code', false)}
<label for="contact-message">Comments</label>
<textarea id="contact-message" name="message" required rows="5" maxlength="${LIMITS.message}"${attrs('message')}>${e(formText(typed.message))}</textarea>${error('message')}
<label class="check"><input id="contact-consent" name="consent" type="checkbox" required${typed.consent === true ? ' checked' : ''}${attrs('consent')}> ${e(messages.contact.consentLabel)}</label>${error('consent')}
<input type="hidden" name="agent_id" value="${e(formText(typed.agent_id))}">
${HONEYPOT}
<button type="submit">${e(messages.contact.submit)}</button>
</form>`;
}

function newsletterForm(typed: Record<string, unknown>, errors: Record<string, string>): string {
  const { error, attrs } = fieldKit('newsletter', errors);
  return `<form method="post" action="/api/leads/newsletter" data-testid="newsletter-retry-form">
<label for="newsletter-email">Email</label>
<input id="newsletter-email" name="email" type="email" required maxlength="${LIMITS.email}" autocomplete="email" value="${e(formText(typed.email))}"${attrs('email')}>${error('email')}
<p class="hint">${e(messages.newsletter.consentLabel)}</p>
${HONEYPOT}
<button type="submit">${e(messages.newsletter.submit)}</button>
</form>`;
}
