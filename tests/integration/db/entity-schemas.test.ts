import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { agentRecordSchema } from '../../../src/lib/schemas/agent-rows';
import { postRecordSchema } from '../../../src/lib/schemas/blog-posts';
import { newsArticleRecordSchema } from '../../../src/lib/schemas/news-articles';
import { storedRateSchema } from '../../../src/lib/schemas/rates';
import { testimonialRecordSchema } from '../../../src/lib/schemas/testimonial-rows';
import type { z } from '../../../src/lib/schemas/zod';
import { migratedTempDb } from '../../helpers/temp-db';

/**
 * Each entity's stored-row schema has exactly the columns of its table on a migrated database, so a migration that
 * adds a column without the schema (or a schema field without its column) fails here before any mapper drifts.
 */
let db: Db;
let removeDb: () => void;
beforeAll(async () => {
  ({ db, remove: removeDb } = await migratedTempDb('entity-schemas'));
});
afterAll(() => removeDb());

async function columnsOf(table: string): Promise<string[]> {
  const result = await db.execute(`PRAGMA table_info(${table})`);
  return result.rows.map((row) => String(row.name)).sort();
}

const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape).sort();

describe('stored-row schemas match their tables', () => {
  it.each([
    ['mortgage_rates', storedRateSchema],
    ['news_articles', newsArticleRecordSchema],
    ['testimonials', testimonialRecordSchema],
    ['blog_posts', postRecordSchema],
    ['agents', agentRecordSchema],
  ] as const)('%s', async (table, schema) => {
    const columns = await columnsOf(table);
    expect(columns.length).toBeGreaterThan(0);
    expect(keysOf(schema)).toEqual(columns);
  });
});
