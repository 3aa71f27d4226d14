import type { Db } from '../client';

/** One hit on a fixed-window counter: a window older than `windowSeconds` restarts at 1. */
const UPSERT_HIT = `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
    window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END
  RETURNING count, window_start`;

/**
 * Fixed-window counter, atomic in one statement. Returns the count after this hit and when the window started
 * (unix seconds).
 */
export async function incrementCounter(db: Db, key: string, windowSeconds: number, nowSeconds: number) {
  const result = await db.execute({ sql: UPSERT_HIT, args: [key, nowSeconds, nowSeconds - windowSeconds] });
  const row = result.rows[0]!;
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

/**
 * Counts one hit on each key in ONE write transaction, before the work the keys limit is done (reserve, then
 * check): concurrent callers each see a distinct count, so no burst can slip between a read and an increment.
 */
export async function reserveHits(db: Db, keys: string[], windowSeconds: number, nowSeconds: number) {
  const expired = nowSeconds - windowSeconds;
  const results = await db.batch(
    keys.map((key) => ({ sql: UPSERT_HIT, args: [key, nowSeconds, expired] })),
    'write',
  );
  return results.map((result) => {
    const row = result.rows[0]!;
    return { count: Number(row.count), windowStart: Number(row.window_start) };
  });
}

/** Gives back a reserved hit (the work it guarded turned out not to count, e.g. a correct password). */
export async function releaseHits(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.batch(
    keys.map((key) => ({ sql: 'UPDATE rate_limits SET count = MAX(count - 1, 0) WHERE key = ?', args: [key] })),
    'write',
  );
}

export async function resetCounters(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.batch(
    keys.map((key) => ({ sql: 'DELETE FROM rate_limits WHERE key = ?', args: [key] })),
    'write',
  );
}
