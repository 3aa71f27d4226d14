import { type NewRate, newRateSchema, type ProvinceRateRow, provinceRateSchema } from '../../src/lib/schemas/rates';
import { newId, type Db } from '../client';
import { columnList, rowReader } from '../schema-rows';

/** The columns a scrape inserts, from the new rate's schema (ADR 59); the pipeline adds the id, source and dates. */
const NEW_RATE_KEYS = Object.keys(newRateSchema.shape) as (keyof NewRate)[];

/**
 * The rates pipeline's writes and checks on mortgage_rates. "Today" is always a Toronto calendar day,
 * passed in as UTC ISO bounds [start, end) so the comparisons are plain text comparisons on scraped_at.
 * Rows are never deleted here: every scraped rate stays as history (the /rates chart reads it).
 */
export interface DayBounds {
  start: string;
  end: string;
}

const MANUAL = `COALESCE(source_url LIKE '%Manual%', 0)`;

/**
 * Stores one scrape's rates as the active set, in one transaction: the new rows go in active; older days' rates
 * and today's earlier scraped rows go inactive (today's manual entries stay). Nothing changes if any insert fails.
 */
export async function storeScrapedRates(
  db: Db,
  rates: readonly NewRate[],
  options: { scrapedAt: string; sourceUrl: string; today: DayBounds },
): Promise<number> {
  if (rates.length === 0) return 0;
  const inserts = rates.map((rate) => ({
    sql: `INSERT INTO mortgage_rates (id, ${columnList(newRateSchema)}, source_url, scraped_at, is_active, updated_at)
          VALUES (?, ${NEW_RATE_KEYS.map(() => '?').join(', ')}, ?, ?, 1, ?)`,
    args: [newId(), ...NEW_RATE_KEYS.map((key) => rate[key]), options.sourceUrl, options.scrapedAt, options.scrapedAt],
  }));
  await db.batch(
    [
      {
        sql: `UPDATE mortgage_rates SET is_active = 0, updated_at = ? WHERE is_active = 1
              AND (scraped_at < ? OR (scraped_at < ? AND NOT ${MANUAL}))`,
        args: [options.scrapedAt, options.today.start, options.scrapedAt],
      },
      ...inserts,
    ],
    'write',
  );
  return rates.length;
}

export async function countRatesOfDay(db: Db, day: DayBounds): Promise<{ totalToday: number; activeToday: number; activeOlder: number; active: number }> {
  const result = await db.execute({
    sql: `SELECT
            (SELECT COUNT(*) FROM mortgage_rates WHERE scraped_at >= ?1 AND scraped_at < ?2) AS total,
            (SELECT COUNT(*) FROM mortgage_rates WHERE is_active = 1 AND scraped_at >= ?1 AND scraped_at < ?2) AS active_today,
            (SELECT COUNT(*) FROM mortgage_rates WHERE is_active = 1 AND (scraped_at < ?1 OR scraped_at >= ?2)) AS active_older,
            (SELECT COUNT(*) FROM mortgage_rates WHERE is_active = 1) AS active`,
    args: [day.start, day.end],
  });
  const row = result.rows[0]!;
  return { totalToday: Number(row.total), activeToday: Number(row.active_today), activeOlder: Number(row.active_older), active: Number(row.active) };
}

/** docs/product/back-office-rates.md#manage-rates: deactivate_old_rates. Active rates of other days go inactive; returns how many changed. */
export async function deactivateRatesOutside(db: Db, day: DayBounds, at: string): Promise<number> {
  const result = await db.execute({
    sql: 'UPDATE mortgage_rates SET is_active = 0, updated_at = ? WHERE is_active = 1 AND (scraped_at < ? OR scraped_at >= ?)',
    args: [at, day.start, day.end],
  });
  return result.rowsAffected;
}

/**
 * docs/product/back-office-rates.md#manage-rates: activate_current_rates. Today's rates go active, except a row a newer row of today replaces (same
 * province, term, rate type and mortgage type), so a second scrape in a day does not bring the first back, and a
 * row a person switched off by hand (ADR 44: it stays off until a person switches it on). Returns how many changed.
 */
export async function activateRatesOf(db: Db, day: DayBounds, at: string): Promise<number> {
  const result = await db.execute({
    sql: `UPDATE mortgage_rates SET is_active = 1, updated_at = ?1
          WHERE is_active = 0 AND scraped_at >= ?2 AND scraped_at < ?3 AND manually_deactivated_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM mortgage_rates AS newer WHERE newer.province = mortgage_rates.province
            AND newer.term = mortgage_rates.term AND newer.rate_type = mortgage_rates.rate_type
            AND newer.mortgage_type = mortgage_rates.mortgage_type
            AND newer.scraped_at > mortgage_rates.scraped_at AND newer.scraped_at < ?3)`,
    args: [at, day.start, day.end],
  });
  return result.rowsAffected;
}

/** Today's rates a person switched off by hand: the bulk actions leave them off and say how many (ADR 44). */
export async function countManuallyOffRatesOf(db: Db, day: DayBounds): Promise<number> {
  const result = await db.execute({
    sql: 'SELECT COUNT(*) AS n FROM mortgage_rates WHERE is_active = 0 AND manually_deactivated_at IS NOT NULL AND scraped_at >= ? AND scraped_at < ?',
    args: [day.start, day.end],
  });
  return Number(result.rows[0]?.n ?? 0);
}

const PROVINCE_RATE_COLUMNS = columnList(provinceRateSchema);
const toProvinceRate = rowReader(provinceRateSchema);

/** One province's active rates, newest first (the Ontario Test debug tab). */
export async function listActiveProvinceRates(db: Db, province: string): Promise<ProvinceRateRow[]> {
  const result = await db.execute({
    sql: `SELECT ${PROVINCE_RATE_COLUMNS} FROM mortgage_rates WHERE is_active = 1 AND province = ? ORDER BY scraped_at DESC, term, rate_type, mortgage_type`,
    args: [province],
  });
  return result.rows.map((row) => toProvinceRate(row));
}
