import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { findLowestActiveRate } from '../../../db/queries/best-rate';
import { migratedTempDb } from '../../helpers/temp-db';

let db: Db;
let removeDb: () => void;
beforeAll(async () => {
  ({ db, remove: removeDb } = await migratedTempDb('best-rate'));
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
afterAll(() => removeDb());

it('the best rate prefers the home province on a tie, and never an inactive rate', async () => {
  expect((await findLowestActiveRate(db, 'Ontario'))?.province).toBe('Ontario');
  expect((await findLowestActiveRate(db, 'Alberta'))?.province).toBe('Alberta');
  await db.execute(`UPDATE mortgage_rates SET our_rate = 3.69 WHERE id = 'bc'`);
  // A lower rate elsewhere still wins: the tie-break only breaks ties.
  expect((await findLowestActiveRate(db, 'Ontario'))?.province).toBe('British Columbia');
});
