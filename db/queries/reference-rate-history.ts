import type { Db } from '../client';
import { readText } from '../rows';

/** The series kept as history (migration 0032), named as the page and the chat speak of them. */
export const HISTORY_SERIES = { posted5Year: 'posted_5_year', prime: 'prime' } as const;
export type HistorySeries = (typeof HISTORY_SERIES)[keyof typeof HISTORY_SERIES];

export interface HistoryObservation {
  series: HistorySeries;
  /** 'YYYY-MM-DD', the Bank's observation date. */
  date: string;
  rate: number;
}

/**
 * Stores observations; one already kept for the same series and date is corrected to the Bank's latest value.
 * Answers how many rows were added or corrected (0: the page shows nothing new).
 */
export async function saveHistoryObservations(db: Db, observations: readonly HistoryObservation[]): Promise<number> {
  if (observations.length === 0) return 0;
  // One statement per 200 rows: five years of two weekly series is about 520 rows, a batch keeps it one round trip.
  const statements = [];
  for (let i = 0; i < observations.length; i += 200) {
    const chunk = observations.slice(i, i + 200);
    statements.push({
      sql: `INSERT INTO reference_rate_history (series, observed_on, rate) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}
            ON CONFLICT (series, observed_on) DO UPDATE SET rate = excluded.rate WHERE excluded.rate <> reference_rate_history.rate`,
      args: chunk.flatMap((o) => [o.series, o.date, o.rate]),
    });
  }
  const results = await db.batch(statements, 'write');
  return results.reduce((sum, result) => sum + result.rowsAffected, 0);
}

/** The oldest observation kept of a series, or undefined when none is. */
export async function oldestObservation(db: Db, series: HistorySeries): Promise<string | undefined> {
  const result = await db.execute({ sql: 'SELECT min(observed_on) AS oldest FROM reference_rate_history WHERE series = ?', args: [series] });
  return readText(result.rows[0]?.oldest) ?? undefined;
}

/** Every observation since a date, oldest first. */
export async function loadHistory(db: Db, since: string): Promise<HistoryObservation[]> {
  const result = await db.execute({
    sql: 'SELECT series, observed_on, rate FROM reference_rate_history WHERE observed_on >= ? ORDER BY observed_on, series',
    args: [since],
  });
  return result.rows.map((row) => ({
    series: String(row.series) as HistorySeries,
    date: String(row.observed_on),
    rate: Number(row.rate),
  }));
}
