import { PAYMENT_URL_DEFAULTS, serializePaymentState } from '../../src/lib/calc/calculator-url-state';

/**
 * The addresses a rate-alert email carries. They are API routes (/api/rate-alerts/…): a static page cannot answer a
 * one-click POST from a mail provider, and the same address must show a page on GET (RFC 8058).
 */
export const confirmUrl = (siteUrl: string, token: string) => new URL(`/api/rate-alerts/confirm?token=${encodeURIComponent(token)}`, siteUrl).href;

export const unsubscribeUrl = (siteUrl: string, token: string) => new URL(`/api/rate-alerts/unsubscribe?token=${encodeURIComponent(token)}`, siteUrl).href;

/** The payment calculator opened on the alert's rate and term (its own query names, calculator-url-state.ts). */
export function calculatorUrl(siteUrl: string, alert: { province: string; term_years: number; rate: number }): string {
  const params = serializePaymentState({
    ...PAYMENT_URL_DEFAULTS,
    provinceName: alert.province,
    customRate: true,
    rate: alert.rate,
    customTermYears: alert.term_years,
  });
  return new URL(`/mortgage-calculator?${params.toString()}`, siteUrl).href;
}

/** RFC 2369 and RFC 8058: mail clients show an Unsubscribe button that POSTs once, without opening a page. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
