import { selectPublicRates } from '../../src/lib/rates/select-rates';
import { type RateRow, type RatesResponse, rateRowSchema } from '../../src/lib/schemas/rates';
import type { Db } from '../client';
import { columnList, rowReader } from '../schema-rows';

/** The public row's columns and reader, both from its schema (ADR 59). */
const PUBLIC_RATE_COLUMNS = columnList(rateRowSchema);
const toRateRow = rowReader(rateRowSchema);

/** Every active rate, optionally of one province (full name as stored), newest first. */
export async function listActiveRates(db: Db, options: { province?: string } = {}): Promise<RateRow[]> {
  const byProvince = options.province !== undefined;
  const result = await db.execute({
    sql: `SELECT ${PUBLIC_RATE_COLUMNS} FROM mortgage_rates
          WHERE is_active = 1 ${byProvince ? 'AND lower(province) = lower(?)' : ''}
          ORDER BY scraped_at DESC`,
    args: byProvince ? [options.province!] : [],
  });
  return result.rows.map((row) => toRateRow(row));
}

/**
 * The public rates (GET /api/rates and the pages built from the database): today's active rates, else the latest
 * active ones, deduplicated and sorted by the shared rule in src/lib/rates/select-rates.ts.
 */
export async function loadPublicRates(db: Db, options: { province?: string; now: Date }): Promise<RatesResponse> {
  return selectPublicRates(await listActiveRates(db, { province: options.province }), options.now);
}
