import { privacyRequestFormMessages as m } from '../../src/lib/messages-privacy';
import { PRIVACY_NOTE_MAX } from '../../src/lib/schemas/privacy';
import { formText } from '../leads/form-retry';
import { fieldKit, HONEYPOT } from '../leads/retry-page';
import { escapeHtml as e } from '../rate-alerts/page';

/**
 * The privacy request form sent back, without JavaScript, when the server refuses an answer the browser accepted
 * (an address with no domain ending, say): the static /privacy page cannot refill a form, so the answer page is the
 * form itself, every answer kept and each problem beside its field, as the contact and newsletter forms do
 * (functions/leads/retry-page.ts, ADR 48, ADR 54). Ids match the /privacy form's, so the page script and this page
 * name the same fields.
 */
export function privacyRetryForm(typed: Record<string, unknown>, errors: Record<string, string>): string {
  const { error, attrs } = fieldKit('privacy', errors);
  const kind = formText(typed.kind) === 'deletion' ? 'deletion' : 'access';
  const radio = (value: 'access' | 'deletion', label: string) =>
    `<label><input id="privacy-kind-${value}" type="radio" name="kind" value="${value}"${value === 'access' ? ' required' : ''}${kind === value ? ' checked' : ''}> ${e(label)}</label>`;
  return `<form method="post" action="/api/privacy-requests" data-testid="privacy-retry-form">
<fieldset><legend>${e(m.kind)}</legend>
${radio('access', m.access)}
${radio('deletion', m.deletion)}
</fieldset>${error('kind')}
<label for="privacy-name">${e(m.name)}</label>
<input id="privacy-name" name="name" type="text" required autocomplete="name" maxlength="100" value="${e(formText(typed.name))}"${attrs('name')}>${error('name')}
<label for="privacy-email">${e(m.email)}</label>
<input id="privacy-email" name="email" type="email" required autocomplete="email" maxlength="254" value="${e(formText(typed.email))}"${attrs('email')}>${error('email')}
<label for="privacy-note">${e(m.note)}</label>
<textarea id="privacy-note" name="note" rows="3" maxlength="${PRIVACY_NOTE_MAX}"${attrs('note')}>${e(formText(typed.note))}</textarea>${error('note')}
${HONEYPOT}
<button type="submit">${e(m.submit)}</button>
</form>`;
}
