import { RATES_TIME_ZONE } from './select-rates';

const asOfFormat = new Intl.DateTimeFormat('en-US', { timeZone: RATES_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });

/**
 * 'March 10, 2026' in Toronto time. A fixed zone keeps the build's HTML and the hydrated island identical
 * wherever the server or the visitor is.
 */
export function formatRatesDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : asOfFormat.format(date);
}
