import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../../db/client';
import { migrate } from '../../../db/migrate';
import { findLowestActiveRate } from '../../../db/queries/best-rate';

let db: Db;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'best-rate-'));
  db = await createDb({ url: `file:${join(dir, 'test.db')}` });
  await migrate(db);
  const insert = (id: string, province: string, rate: number, active = 1) =>
    db.execute({
      sql: `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, our_rate, source_url, is_active) VALUES (?, ?, '5 year', 'variable', 'High-Ratio', ?, 'Manual', ?)`,
      args: [id, province, rate, active],
    });
  // Alberta first in insertion and alphabetical order, tied with Ontario at 3.70 %.
  await insert('ab', 'Alberta', 3.7);
  await insert('on', 'Ontario', 3.7);
  await insert('bc', 'British Columbia', 3.75);
  await insert('off', 'Quebec', 3.1, 0);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

it('the best rate prefers the home province on a tie, and never an inactive rate', async () => {
  expect((await findLowestActiveRate(db, 'Ontario'))?.province).toBe('Ontario');
  expect((await findLowestActiveRate(db, 'Alberta'))?.province).toBe('Alberta');
  await db.execute(`UPDATE mortgage_rates SET our_rate = 3.69 WHERE id = 'bc'`);
  // A lower rate elsewhere still wins: the tie-break only breaks ties.
  expect((await findLowestActiveRate(db, 'Ontario'))?.province).toBe('British Columbia');
});
