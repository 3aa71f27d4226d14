import type { MiddlewareHandler } from 'hono';
import { messages } from '../../src/lib/messages';
import { DEFAULT_PROVINCE_NAME, PROVINCES } from '../../src/lib/provinces';
import { fieldErrors } from '../../src/lib/schemas/field-errors';
import { LIMITS } from '../../src/lib/schemas/leads';
import { DEFAULT_RATE_ALERT_PRODUCT, productLabel, RATE_ALERT_PRODUCTS, rateAlertSchema } from '../../src/lib/schemas/rate-alerts';
import { formRetryPage, formText } from '../leads/form-retry';
import { formFieldsToObject } from '../leads/read-form-body';
import { escapeHtml as e } from './page';

const m = messages.rateAlerts;

/**
 * A rate alert posted without JavaScript and refused for its answers (an empty "at or below" rate, which no HTML
 * attribute can require only while that choice is ticked): instead of the static /rates page, which cannot refill
 * a form, the API answers with the form itself, filled with what was typed and each problem written beside its
 * field (ADR 48). Sits before formRedirect, which turns every other outcome into its usual 303.
 */
export function rateAlertRetryPage(): MiddlewareHandler {
  return formRetryPage(
    async (c) => formFieldsToObject(await c.req.parseBody()),
    (typed) => {
      const parsed = rateAlertSchema.safeParse(typed);
      const errors = parsed.success ? {} : fieldErrors(parsed.error);
      return {
        title: m.heading,
        message: messages.leads.formInvalid,
        html: renderForm(typed, errors),
        back: { href: '/rates', label: "Back to today's rates" },
        formRetry: true,
      };
    },
  );
}

function renderForm(typed: Record<string, unknown>, errors: Record<string, string>): string {
  const province = formText(typed.province) || DEFAULT_PROVINCE_NAME;
  const product = formText(typed.product) || DEFAULT_RATE_ALERT_PRODUCT;
  const anyDrop = typed.alert_on === 'any_drop';
  const error = (field: string, id: string) => (errors[field] ? `<p class="error" id="${id}">${e(errors[field]!)}</p>` : '');
  const described = (field: string, id: string) => (errors[field] ? ` aria-invalid="true" aria-describedby="${id}"` : '');
  return `<form method="post" action="/api/rate-alerts" data-testid="rate-alert-form">
<label for="rate-alert-province">${e(m.province)}</label>
<select id="rate-alert-province" name="province">${PROVINCES.map((p) => `<option${p.name === province ? ' selected' : ''}>${e(p.name)}</option>`).join('')}</select>${error('province', 'e-province')}
<label for="rate-alert-product">${e(m.product)}</label>
<select id="rate-alert-product" name="product">${RATE_ALERT_PRODUCTS.map((p) => `<option value="${p}"${p === product ? ' selected' : ''}>${e(productLabel(p))}</option>`).join('')}</select>${error('product', 'e-product')}
<fieldset><legend>${e(m.alertOn)}</legend>
<label><input id="rate-alert-on-threshold" type="radio" name="alert_on" value="threshold"${anyDrop ? '' : ' checked'}> ${e(m.threshold)}</label>
<input id="rate-alert-threshold" name="threshold" type="text" inputmode="decimal" maxlength="6" aria-label="${e(m.threshold)}" value="${e(formText(typed.threshold))}"${errors.threshold ? described('threshold', 'e-threshold') : ' aria-describedby="h-threshold"'}>
${errors.threshold ? error('threshold', 'e-threshold') : `<p class="hint" id="h-threshold">${e(m.thresholdInvalid)}</p>`}
<label><input id="rate-alert-on-any-drop" type="radio" name="alert_on" value="any_drop"${anyDrop ? ' checked' : ''}> ${e(m.anyDrop)}</label>
</fieldset>
<label for="rate-alert-email">${e(m.email)}</label>
<input id="rate-alert-email" name="email" type="email" required maxlength="${LIMITS.email}" autocomplete="email" value="${e(formText(typed.email))}"${described('email', 'e-email')}>${error('email', 'e-email')}
<label class="check"><input id="rate-alert-consent" name="consent" type="checkbox" required${typed.consent === true ? ' checked' : ''}${described('consent', 'e-consent')}> ${e(m.consentLabel)}</label>${error('consent', 'e-consent')}
<div aria-hidden="true" style="position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden"><label>Website (leave empty) <input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>
<button type="submit">${e(m.submit)}</button>
</form>`;
}
