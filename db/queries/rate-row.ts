import type { RateRow } from '../../src/lib/schemas/rates';

/** The fields every reader of mortgage_rates shares (rateRowSchema), typed from a libSQL row. */
export function toRateRow(row: Record<string, unknown>): RateRow {
  return {
    id: String(row.id),
    province: String(row.province),
    term: String(row.term),
    rate_type: row.rate_type === 'variable' ? 'variable' : 'fixed',
    mortgage_type: String(row.mortgage_type),
    posted_rate: row.posted_rate === null ? null : Number(row.posted_rate),
    our_rate: Number(row.our_rate),
    scraped_at: String(row.scraped_at),
  };
}
