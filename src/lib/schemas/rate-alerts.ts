import { messages } from '../messages';
import { PROVINCES, PUBLIC_TERMS_YEARS } from '../provinces';
import { fieldMessages, honeypot, leadEmail } from './leads';
import { z } from './zod';

const m = messages.rateAlerts;

/** The products an alert can watch: every public term, fixed or variable ('5-fixed', '5-variable', …). */
export const RATE_ALERT_PRODUCTS = PUBLIC_TERMS_YEARS.flatMap((years) => [`${years}-fixed`, `${years}-variable`] as const);
export type RateAlertProduct = (typeof RATE_ALERT_PRODUCTS)[number];
export const DEFAULT_RATE_ALERT_PRODUCT: RateAlertProduct = '5-fixed';

export function productLabel(product: string): string {
  const [years, type] = product.split('-');
  return `${years}-year ${type}`;
}

/** A threshold a person could mean: 0.5 % to 25 %, typed with a comma or a point, at most two decimals kept. */
export const THRESHOLD_MIN = 0.5;
export const THRESHOLD_MAX = 25;
/**
 * The same range for the browser (the form's `pattern`): 0.5 to 25 with a point or a comma, up to two decimals, an
 * optional "%". The browser stops an answer out of range before it leaves, so nothing typed is lost, with or without
 * JavaScript; the schema stays the authority.
 */
export const THRESHOLD_PATTERN = String.raw`\s*(?:0[.,][5-9][0-9]?|(?:[1-9]|1[0-9]|2[0-4])(?:[.,][0-9]{0,2})?|25(?:[.,]0{0,2})?)\s*%?\s*`;
const thresholdValue = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value) => {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
    const n = typeof value === 'number' ? value : Number(value.trim().replace(',', '.').replace(/%$/, ''));
    return Number.isFinite(n) ? Math.round(n * 100) / 100 : Number.NaN;
  });

/**
 * The rate-alert sign-up (ADR 24), run in the browser and in the API. `threshold` is required only when the alert
 * is "at or below"; "any drop" ignores it.
 */
export const rateAlertSchema = z
  .object({
    email: leadEmail,
    province: z.enum(PROVINCES.map((p) => p.name) as [string, ...string[]], { error: fieldMessages.choice }),
    product: z.enum(RATE_ALERT_PRODUCTS as unknown as [RateAlertProduct, ...RateAlertProduct[]], { error: fieldMessages.choice }),
    alert_on: z.enum(['threshold', 'any_drop'], { error: fieldMessages.choice }),
    threshold: thresholdValue,
    consent: z.literal(true, { error: m.consentRequired }),
    website: honeypot,
    idempotency_key: z.string().max(100).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.alert_on !== 'threshold') return;
    const t = value.threshold;
    if (t === null || Number.isNaN(t) || t < THRESHOLD_MIN || t > THRESHOLD_MAX)
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: m.thresholdInvalid });
  })
  .transform((value) => {
    const [years, type] = value.product.split('-') as [string, 'fixed' | 'variable'];
    return {
      email: value.email,
      province: value.province,
      term_years: Number(years),
      rate_type: type,
      threshold: value.alert_on === 'threshold' ? value.threshold : null,
    };
  });
export type RateAlertInput = z.output<typeof rateAlertSchema>;

/** The token of a confirm or unsubscribe link (256 random bits, base64url). */
export const rateAlertTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
