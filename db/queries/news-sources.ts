import type { NewsSourceView } from '../../src/lib/schemas/news';
import type { Db } from '../client';
import { readText } from '../rows';

/** A news source's poll state: the row the Inoreader panel shows (one shape, in the schemas). */
export type SourceStatus = NewsSourceView;

/** One poll's outcome for a source. A failure keeps last_success_at, so the panel shows how old the articles are. */
export async function recordSourceResult(
  db: Db,
  source: { url: string; kind: 'feed' | 'inoreader' },
  at: string,
  outcome: { ok: true; count: number } | { ok: false; error: string },
): Promise<void> {
  await db.execute({
    sql: `INSERT INTO news_sources (url, kind, last_polled_at, last_success_at, last_error, last_count) VALUES (?, ?, ?, ?, ?, ?)
          ON CONFLICT (url) DO UPDATE SET last_polled_at = excluded.last_polled_at,
            last_success_at = COALESCE(excluded.last_success_at, last_success_at),
            last_error = excluded.last_error, last_count = CASE WHEN excluded.last_error IS NULL THEN excluded.last_count ELSE last_count END`,
    args: [source.url, source.kind, at, outcome.ok ? at : null, outcome.ok ? null : outcome.error.slice(0, 300), outcome.ok ? outcome.count : 0],
  });
}

export async function listSources(db: Db): Promise<SourceStatus[]> {
  const rows = await db.execute('SELECT * FROM news_sources ORDER BY kind DESC, url');
  return rows.rows.map((row) => ({
    url: String(row.url),
    kind: String(row.kind) as SourceStatus['kind'],
    last_polled_at: readText(row.last_polled_at),
    last_success_at: readText(row.last_success_at),
    last_error: readText(row.last_error),
    last_count: Number(row.last_count ?? 0),
  }));
}

/** When any source was last polled (the start-up catch-up compares it with the poll interval). */
export async function lastPollAt(db: Db): Promise<string | null> {
  const rows = await db.execute('SELECT MAX(last_polled_at) AS at FROM news_sources');
  return readText(rows.rows[0]?.at);
}
