import type { Db } from '../client';

/**
 * Fixed-window counter, atomic in one statement: a window older than `windowSeconds` restarts at 1.
 * Returns the count after this hit and when the window started (unix seconds).
 */
export async function incrementCounter(db: Db, key: string, windowSeconds: number, nowSeconds: number) {
  const expired = nowSeconds - windowSeconds;
  const result = await db.execute({
    sql: `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
            window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END
          RETURNING count, window_start`,
    args: [key, nowSeconds, expired],
  });
  const row = result.rows[0]!;
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

/** The current count without counting a hit (0 when the window has passed). */
export async function readCounter(db: Db, key: string, windowSeconds: number, nowSeconds: number) {
  const result = await db.execute({ sql: 'SELECT count, window_start FROM rate_limits WHERE key = ?', args: [key] });
  const row = result.rows[0];
  if (!row || Number(row.window_start) <= nowSeconds - windowSeconds) return { count: 0, windowStart: nowSeconds };
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

export async function resetCounter(db: Db, key: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM rate_limits WHERE key = ?', args: [key] });
}
