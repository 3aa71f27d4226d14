import type { RateScrapeRecord, RejectedRateRow } from '../../src/lib/schemas/rates';

export type { RateScrapeRecord };
import { newId, type Db } from '../client';
import { readBool, readNumber, readText } from '../rows';

/** A scrape holds the lease this long at most; a row still 'running' after it was interrupted (a crash, a timeout). */
export const SCRAPE_LEASE_MS = 3 * 60_000;

function toRecord(row: Record<string, unknown>): RateScrapeRecord {
  let rejected: RejectedRateRow[] = [];
  try {
    const parsed: unknown = JSON.parse(String(row.rejected_json ?? '[]'));
    if (Array.isArray(parsed)) rejected = parsed as RejectedRateRow[];
  } catch {
    // A damaged JSON column shows as no reasons rather than breaking the debug screen.
  }
  return {
    id: String(row.id),
    started_at: String(row.started_at),
    finished_at: readText(row.finished_at),
    trigger: String(row.trigger),
    dry_run: readBool(row.dry_run),
    source: String(row.source),
    source_url: readText(row.source_url),
    status: String(row.status) as RateScrapeRecord['status'],
    rows_parsed: Number(row.rows_parsed),
    rows_stored: Number(row.rows_stored),
    rows_rejected: Number(row.rows_rejected),
    rejected,
    duration_ms: readNumber(row.duration_ms),
    error: readText(row.error),
    alert_sent: readBool(row.alert_sent),
  };
}

/**
 * Takes the scrape lease: records a 'running' scrape unless another one started less than SCRAPE_LEASE_MS ago.
 * One INSERT … WHERE NOT EXISTS, so two instances racing cannot both win (SQLite serialises writers).
 * Returns the new record's id, or null when another scrape holds the lease.
 */
export async function beginRateScrape(
  db: Db,
  scrape: { trigger: string; dryRun: boolean; source: string; sourceUrl: string | null; now: Date },
): Promise<string | null> {
  const id = newId();
  const startedAt = scrape.now.toISOString();
  const leaseStart = new Date(scrape.now.getTime() - SCRAPE_LEASE_MS).toISOString();
  const [, inserted] = await db.batch(
    [
      {
        sql: `UPDATE rate_scrapes SET status = 'failed', error = 'Interrupted before it finished.', finished_at = ?
              WHERE status = 'running' AND started_at <= ?`,
        args: [startedAt, leaseStart],
      },
      {
        sql: `INSERT INTO rate_scrapes (id, started_at, trigger, dry_run, source, source_url)
              SELECT ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM rate_scrapes WHERE status = 'running')`,
        args: [id, startedAt, scrape.trigger, scrape.dryRun ? 1 : 0, scrape.source, scrape.sourceUrl],
      },
    ],
    'write',
  );
  return inserted!.rowsAffected === 1 ? id : null;
}

export async function finishRateScrape(
  db: Db,
  id: string,
  outcome: {
    status: 'success' | 'failed';
    rowsParsed: number;
    rowsStored: number;
    rejected: RejectedRateRow[];
    error: string | null;
    now: Date;
    durationMs: number;
  },
): Promise<void> {
  await db.execute({
    sql: `UPDATE rate_scrapes SET status = ?, rows_parsed = ?, rows_stored = ?, rows_rejected = ?, rejected_json = ?,
          error = ?, finished_at = ?, duration_ms = ? WHERE id = ?`,
    args: [
      outcome.status,
      outcome.rowsParsed,
      outcome.rowsStored,
      outcome.rejected.length,
      JSON.stringify(outcome.rejected.slice(0, 200)),
      outcome.error,
      outcome.now.toISOString(),
      Math.round(outcome.durationMs),
      id,
    ],
  });
}

export async function listRateScrapes(db: Db, limit = 10): Promise<RateScrapeRecord[]> {
  const result = await db.execute({ sql: 'SELECT * FROM rate_scrapes ORDER BY started_at DESC LIMIT ?', args: [limit] });
  return result.rows.map((row) => toRecord(row));
}

/** Whether staff were already alerted about a failed refresh within [start, end) (one email per Toronto day). */
export async function alertSentBetween(db: Db, start: string, end: string): Promise<boolean> {
  const result = await db.execute({
    sql: 'SELECT 1 FROM rate_scrapes WHERE alert_sent = 1 AND started_at >= ? AND started_at < ? LIMIT 1',
    args: [start, end],
  });
  return result.rows.length > 0;
}

export async function markAlertSent(db: Db, id: string): Promise<void> {
  await db.execute({ sql: 'UPDATE rate_scrapes SET alert_sent = 1 WHERE id = ?', args: [id] });
}
