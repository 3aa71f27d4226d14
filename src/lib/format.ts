/** Display formatting shared by islands, pages and the API. Currency is CAD (docs/product/public-site.md#currency). */
const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
const cadWhole = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });

/** $1,234.56 */
export function formatCurrency(amount: number): string {
  return cad.format(amount);
}

/** $1,235 (prices, taxes and affordability results are shown to the dollar). */
export function formatCurrencyWhole(amount: number): string {
  return cadWhole.format(Math.round(amount));
}

/** Rates display with 2 decimals and a percent sign (docs/product/rates.md#rate-display): 4.5 -> "4.50%". */
export function formatRate(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

/**
 * Dates are the brokerage's: Toronto time, so a page built on any machine and the island hydrated in any
 * visitor's browser show the same day.
 */
export const SITE_TIME_ZONE = 'America/Toronto';
const longDate = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric' });

/** Long en-US date, e.g. "January 5, 2025" (blog post page, rates date); '' for an unreadable date. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

const dateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A stored instant with its time, e.g. "Mar 10, 2026, 11:05 a.m." (the back office's stamps); '' for an unreadable value. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

const zonedDateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * A stored instant as staff emails print it, in the brokerage's time with its zone, e.g. "Nov 26, 2026, 10:41 p.m.
 * EST": a raw UTC stamp read in Toronto looks like the wrong day and hour. An unreadable value is printed as given.
 */
export function formatEmailDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : zonedDateTime.format(date);
}

/** Short en-US date, e.g. "Jan 5, 2025" (news cards, application list); '' for an unreadable date. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

/** "820 B", "14 KB", "1.2 MB"; '' when the size is unknown. */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
