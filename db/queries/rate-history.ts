import { HISTORY_MONTHS, weeklyBestRates, type HistoryPoint } from '../../src/lib/rates/rate-history';
import type { Db } from '../client';

/** Weekly best 5-year fixed and variable rates per province over the last 12 months (the /rates chart). */
export async function loadRateHistory(db: Db, now: Date): Promise<Map<string, HistoryPoint[]>> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - HISTORY_MONTHS);
  // The LIKE narrows the scan to 5-year labels ('5 year', '5 Year', '5-year'); weeklyBestRates checks exactly.
  const result = await db.execute({
    sql: `SELECT province, term, rate_type, our_rate, scraped_at FROM mortgage_rates
          WHERE scraped_at >= ? AND term LIKE '5%'`,
    args: [since.toISOString()],
  });
  return weeklyBestRates(
    result.rows.map((row) => ({
      province: String(row.province),
      term: String(row.term),
      rate_type: String(row.rate_type),
      our_rate: Number(row.our_rate),
      scraped_at: String(row.scraped_at),
    })),
  );
}
