import { parseTermYears } from '../rates/select-rates';
import type { RateSample } from '../schemas/rates';

/** What an alert watches: a province, a term in whole years and fixed or variable. */
export interface AlertProduct {
  province: string;
  term_years: number;
  rate_type: 'fixed' | 'variable';
}

export interface BestRate extends AlertProduct {
  rate: number;
  scraped_at: string;
}

/**
 * The lowest of our rates for each product among the active rates, whatever the mortgage type (a visitor asking
 * "5-year fixed at 3.99 %" wants to hear of the best one we offer). Stored terms are free text ('5 year', '5-Year'),
 * so they are read as whole years; a row naming no years cannot match an alert.
 */
export function bestRatesByProduct(rows: readonly RateSample[]): BestRate[] {
  const best = new Map<string, BestRate>();
  for (const row of rows) {
    const years = parseTermYears(row.term);
    if (years === null || (row.rate_type !== 'fixed' && row.rate_type !== 'variable') || !Number.isFinite(row.our_rate)) continue;
    const key = `${row.province}|${years}|${row.rate_type}`;
    const current = best.get(key);
    if (!current || row.our_rate < current.rate || (row.our_rate === current.rate && row.scraped_at > current.scraped_at)) {
      best.set(key, { province: row.province, term_years: years, rate_type: row.rate_type, rate: row.our_rate, scraped_at: row.scraped_at });
    }
  }
  return [...best.values()];
}

/** The rule an alert fires on: at or below its threshold, or (any drop) strictly below its baseline. */
export function alertMatches(alert: { threshold: number | null; baseline_rate: number | null }, rate: number): boolean {
  if (alert.threshold !== null) return rate <= alert.threshold;
  return alert.baseline_rate !== null && rate < alert.baseline_rate;
}
