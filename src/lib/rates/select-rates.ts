/**
 * The public rates rule (docs/product/rates.md#rates-read), shared by GET /api/rates and the pages built from the database so
 * the HTML and the API always agree: only active rates; terms of 1, 3, 5 and 7 years; today's rates when there are
 * any, else every active rate newest first; one row per province, term, rate type and mortgage type (the newest);
 * sorted by term, then our rate.
 */
import { PUBLIC_TERMS_YEARS, resolveProvinceName } from '../provinces';
import type { RateRow, RatesResponse } from '../schemas/rates';
import { SITE_TIME_ZONE } from '../format';

/** A stored row before selection; rows the query already limited to active ones may omit is_active. */
export type RateCandidate = RateRow & { is_active?: boolean | number };

/** The brokerage is in Ontario: "today" is the calendar day in Toronto, whatever the server's zone. */
export const RATES_TIME_ZONE = SITE_TIME_ZONE;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: RATES_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of an instant in Toronto; null for an unreadable time. */
export function torontoDay(value: Date | string): string | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : dayFormat.format(date);
}

/** Years in a term label ('5 year', '1 Year', '7 Years', '3-year'), case-insensitive; null when it names none. */
export function parseTermYears(term: string): number | null {
  const match = /(\d+)\s*-?\s*(?:years?|yrs?)\b/i.exec(term);
  return match ? Number(match[1]) : null;
}

/** '5 year' -> '5 Year'; a label without years is shown as stored. */
export function formatTermLabel(term: string): string {
  const years = parseTermYears(term);
  return years === null ? term : `${years} Year`;
}

const isPublicTerm = (row: RateRow) => (PUBLIC_TERMS_YEARS as readonly number[]).includes(parseTermYears(row.term) ?? -1);
const isActive = (row: RateCandidate) => row.is_active === undefined || row.is_active === true || row.is_active === 1;
const time = (row: RateRow) => Date.parse(row.scraped_at) || 0;

function dedupeKey(row: RateRow): string {
  return [row.province.trim().toLowerCase(), parseTermYears(row.term), row.rate_type, row.mortgage_type.trim().toLowerCase()].join('|');
}

/** Keeps the newest row of each province + term + rate type + mortgage type. */
export function dedupeRates(rows: readonly RateRow[]): RateRow[] {
  const newest = new Map<string, RateRow>();
  for (const row of rows) {
    const key = dedupeKey(row);
    const kept = newest.get(key);
    if (!kept || time(row) > time(kept)) newest.set(key, row);
  }
  return [...newest.values()];
}

/** Term ascending, then our rate ascending; ties in a stable, readable order. */
export function sortRates(rows: readonly RateRow[]): RateRow[] {
  return [...rows].sort(
    (a, b) =>
      (parseTermYears(a.term) ?? 0) - (parseTermYears(b.term) ?? 0) ||
      a.our_rate - b.our_rate ||
      a.province.localeCompare(b.province) ||
      a.rate_type.localeCompare(b.rate_type) ||
      a.mortgage_type.localeCompare(b.mortgage_type),
  );
}

/** The newest scraped_at among rows, as stored; null for none. */
export function latestScrapedAt(rows: readonly RateRow[]): string | null {
  let latest: RateRow | null = null;
  for (const row of rows) if (!latest || time(row) > time(latest)) latest = row;
  return latest?.scraped_at ?? null;
}

/** Strips anything beyond the public shape (e.g. is_active), so callers can serialise the rows as they are. */
function toPublicRow(row: RateCandidate): RateRow {
  const { id, province, term, rate_type, mortgage_type, posted_rate, our_rate, scraped_at } = row;
  return { id, province, term, rate_type, mortgage_type, posted_rate, our_rate, scraped_at };
}

/** Applies the whole public rule to candidate rows (already limited to one province when the caller asked for one). */
export function selectPublicRates(candidates: readonly RateCandidate[], now: Date): RatesResponse {
  const usable = candidates.filter((row) => isActive(row) && isPublicTerm(row));
  const today = torontoDay(now);
  const todays = usable.filter((row) => torontoDay(row.scraped_at) === today);
  const chosen = todays.length > 0 ? todays : [...usable].sort((a, b) => time(b) - time(a));
  const rates = sortRates(dedupeRates(chosen)).map(toPublicRow);
  return { rates, as_of: latestScrapedAt(rates), is_today: todays.length > 0 };
}

/** The rows of one province, given by full name or code. */
export function ratesForProvince(rows: readonly RateRow[], province: string): RateRow[] {
  const wanted = (resolveProvinceName(province) ?? province).trim().toLowerCase();
  return rows.filter((row) => row.province.trim().toLowerCase() === wanted);
}
