import type { Db } from '../client';
import { readNumber, readText } from '../rows';

/** The Bank of Canada series the site keeps (migration 0015): only the prime rate so far. */
export const PRIME_RATE_SERIES = 'prime';

export interface ReferenceRate {
  rate: number;
  /** 'YYYY-MM-DD', the Bank's observation date. */
  date: string;
}

/** Keeps the newest observation: an older one read later (a lagging mirror, a replayed fixture) never replaces it. */
export async function saveReferenceRate(db: Db, series: string, value: ReferenceRate, fetchedAt: string): Promise<void> {
  await db.execute({
    sql: `INSERT INTO reference_rates (series, rate, observed_on, fetched_at) VALUES (?, ?, ?, ?)
          ON CONFLICT (series) DO UPDATE SET rate = excluded.rate, observed_on = excluded.observed_on, fetched_at = excluded.fetched_at
          WHERE excluded.observed_on >= reference_rates.observed_on`,
    args: [series, value.rate, value.date, fetchedAt],
  });
}

export async function findReferenceRate(db: Db, series: string): Promise<ReferenceRate | undefined> {
  const result = await db.execute({ sql: 'SELECT rate, observed_on FROM reference_rates WHERE series = ?', args: [series] });
  const row = result.rows[0];
  const rate = readNumber(row?.rate);
  const date = readText(row?.observed_on);
  return rate !== null && date !== null ? { rate, date } : undefined;
}
