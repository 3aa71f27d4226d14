import type { RateRow } from '../schemas/rates';

/** A well-formed rate row from the API; islands keep only these, so a bad row can never reach a table or a picker. */
export function isRateRow(value: unknown): value is RateRow {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.province === 'string' &&
    typeof r.term === 'string' &&
    (r.rate_type === 'fixed' || r.rate_type === 'variable') &&
    typeof r.mortgage_type === 'string' &&
    (r.posted_rate === null || r.posted_rate === undefined || typeof r.posted_rate === 'number') &&
    typeof r.our_rate === 'number' &&
    typeof r.scraped_at === 'string'
  );
}
