import type { InValue } from '@libsql/client';
import { RATE_WRITABLE, rateListQuerySchema, rateSourceLabel, type RateListQuery } from '../../src/lib/schemas/rate-admin';
import { type RateAdminRow, rateAdminRowSchema } from '../../src/lib/schemas/rates';
import type { Db } from '../client';
import { rowReader } from '../schema-rows';
import { type Condition, tableStore, type TableStore } from '../table-store';

/** The columns the back office reads, from its row's schema (ADR 59): every stored one but lender_name. */
const storedColumns = rateAdminRowSchema.omit({ source: true });
const RATE_COLUMNS = Object.keys(storedColumns.shape);
const readStored = rowReader(storedColumns);

/** A row as the back office reads it, with `source` worked out from source_url (not a column). */
export function toRateAdminRow(row: Record<string, unknown>): RateAdminRow {
  const stored = readStored(row);
  return { ...stored, source: rateSourceLabel(stored.source_url) };
}

/** The All Rates filters as SQL: province, term, rate type, mortgage type and active. */
function rateConditions(query: Record<string, unknown>): Condition {
  const filters = query as RateListQuery;
  const where: string[] = [];
  const args: InValue[] = [];
  for (const column of ['province', 'term', 'rate_type', 'mortgage_type'] as const) {
    const value = filters[column];
    if (value !== undefined) {
      where.push(`${column} = ?`);
      args.push(value);
    }
  }
  if (filters.is_active !== undefined) {
    where.push('is_active = ?');
    args.push(filters.is_active ? 1 : 0);
  }
  return { where, args };
}

/**
 * The Rates tab's store (docs/product/back-office-rates.md#rates-management: select, insert, update by id, delete by id). The list is filtered in SQL
 * by province, term, rate type, mortgage type and active, newest first, and paged: with every night's rates kept as
 * history the table grows by a few hundred rows a day.
 */
export function ratesStore(db: Db): TableStore<RateAdminRow> {
  const base = tableStore(db, {
    versioned: true,
    table: 'mortgage_rates',
    columns: RATE_COLUMNS,
    // What a person writes, and the Manual mark the route adds to a rate created by hand.
    writable: [...Object.keys(RATE_WRITABLE), 'source_url'],
    orderBy: 'scraped_at DESC, province ASC, term ASC, rate_type ASC, mortgage_type ASC',
    toRow: toRateAdminRow,
    touchesUpdatedAt: true,
    searchColumns: ['province', 'term', 'mortgage_type'],
    filter: rateConditions,
  });
  return {
    ...base,
    async update(...args: Parameters<typeof base.update>) {
      const [id, values] = args;
      const before = values.is_active === undefined ? null : await base.find(id);
      const item = await base.update(...args);
      if (!item || !before) return item;
      await recordManualSwitch(db, id, { wasActive: before.is_active, active: item.is_active });
      // The answer is the row as stored, the record of the switch included.
      return (await base.find(id)) ?? item;
    },
    async list(query) {
      // The route hands over the parsed query; a direct caller without one gets the defaults.
      const filters = (query as RateListQuery | undefined) ?? rateListQuerySchema.parse({});
      const { where, args } = rateConditions(filters);
      const result = await db.execute({
        sql: `SELECT ${RATE_COLUMNS.join(', ')} FROM mortgage_rates ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
              ORDER BY scraped_at DESC, province ASC, term ASC, rate_type ASC, mortgage_type ASC LIMIT ?`,
        args: [...args, filters.limit],
      });
      return result.rows.map((row) => toRateAdminRow(row));
    },
  };
}

/**
 * A person switching a rate off by hand is recorded (ADR 44), so "keep only today's rates active" and the nightly job
 * never switch it back on; switching it on by hand clears the record. Saving an already inactive rate (an edit that
 * leaves it off) records nothing: it was switched off by the pipeline, which may switch it on again.
 */
async function recordManualSwitch(db: Db, id: string, change: { wasActive: boolean; active: boolean }): Promise<void> {
  if (change.active) await db.execute({ sql: 'UPDATE mortgage_rates SET manually_deactivated_at = NULL WHERE id = ?', args: [id] });
  else if (change.wasActive) {
    await db.execute({ sql: `UPDATE mortgage_rates SET manually_deactivated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`, args: [id] });
  }
}
