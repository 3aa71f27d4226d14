/** Turns the rates list (GET /api/rates) into the payment calculator's term and rate picker. */
import type { RateRow } from '../schemas/rates';
import { parseTermYears } from './term';

export interface RateOption {
  /** Stable across scrapes (ids are not), so a shared link still picks "5 year fixed" tomorrow. */
  key: string;
  rateId: string;
  term: string;
  termYears: number | null;
  rateType: 'fixed' | 'variable';
  mortgageType: string;
  /** Our rate (our_rate), the one the payment is calculated with. */
  rate: number;
  /** The lender's posted rate, for comparison; null when unknown. */
  postedRate: number | null;
}

export function rateOptionKey(row: Pick<RateRow, 'term' | 'rate_type' | 'mortgage_type'>): string {
  return [row.term, row.rate_type, row.mortgage_type].map((s) => s.trim().toLowerCase()).join('|');
}

/**
 * The chosen province's rates, one per term, type and mortgage type (the newest scrape wins), shortest term first,
 * fixed before variable. Rows with an unusable rate are dropped rather than shown as NaN%.
 */
export function listRateOptions(rates: readonly RateRow[], provinceName: string): RateOption[] {
  const province = provinceName.trim().toLowerCase();
  const newest = new Map<string, RateRow>();
  for (const row of rates) {
    if (row.province.trim().toLowerCase() !== province) continue;
    if (!Number.isFinite(row.our_rate) || row.our_rate < 0) continue;
    const key = rateOptionKey(row);
    const seen = newest.get(key);
    if (!seen || row.scraped_at > seen.scraped_at) newest.set(key, row);
  }
  return [...newest.entries()]
    .map(([key, row]) => ({
      key,
      rateId: row.id,
      term: row.term,
      termYears: parseTermYears(row.term),
      rateType: row.rate_type,
      mortgageType: row.mortgage_type,
      rate: row.our_rate,
      postedRate: Number.isFinite(row.posted_rate) ? row.posted_rate : null,
    }))
    .sort(
      (a, b) => (a.termYears ?? Infinity) - (b.termYears ?? Infinity) || a.rateType.localeCompare(b.rateType) || a.mortgageType.localeCompare(b.mortgageType),
    );
}

/** The 5-year fixed is what most Canadians choose, so it is the starting pick when present. */
export function pickDefaultRateOption(options: readonly RateOption[]): RateOption | undefined {
  return options.find((o) => o.termYears === 5 && o.rateType === 'fixed') ?? options[0];
}
