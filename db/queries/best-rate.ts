import type { RateRow } from '../../src/lib/schemas/rates';
import type { Db } from '../client';

export type BestRate = Pick<RateRow, 'our_rate' | 'term' | 'rate_type' | 'mortgage_type' | 'province' | 'scraped_at'>;

/**
 * docs/product/rates.md#best-rate: lowest active our_rate, limit 1, for the home hero's 'Best Rate Today' badge. On a tie the site's home
 * province wins (an Ontario brokerage shows an Ontario rate, not Alberta's at the same 3.70 %), then the newest.
 */
export async function findLowestActiveRate(db: Db, homeProvince: string): Promise<BestRate | null> {
  const result = await db.execute({
    sql: `SELECT our_rate, term, rate_type, mortgage_type, province, scraped_at FROM mortgage_rates
          WHERE is_active = 1 ORDER BY our_rate ASC, province = ? DESC, scraped_at DESC, term ASC LIMIT 1`,
    args: [homeProvince],
  });
  const row = result.rows[0];
  if (!row) return null;
  return {
    our_rate: Number(row.our_rate),
    term: String(row.term),
    rate_type: String(row.rate_type) as BestRate['rate_type'],
    mortgage_type: String(row.mortgage_type),
    province: String(row.province),
    scraped_at: String(row.scraped_at),
  };
}
