import type { RebuildState } from '../../src/lib/rebuild-state';
import type { Db } from '../client';

export type { RebuildState };

export async function readRebuildState(db: Db): Promise<RebuildState> {
  const result = await db.execute('SELECT * FROM rebuild_state WHERE id = 1');
  const row = result.rows[0] ?? {};
  const text = (value: unknown) => (value == null ? null : String(value));
  return {
    pending: Number(row.pending ?? 0) === 1,
    running: Number(row.running ?? 0) === 1,
    last_reason: text(row.last_reason),
    last_requested_at: text(row.last_requested_at),
    last_started_at: text(row.last_started_at),
    last_finished_at: text(row.last_finished_at),
    last_status: text(row.last_status) as RebuildState['last_status'],
    last_error: text(row.last_error),
  };
}

export async function markRebuildRequested(db: Db, reason: string, at: string): Promise<void> {
  await db.execute({
    sql: 'UPDATE rebuild_state SET pending = 1, last_reason = ?, last_requested_at = ? WHERE id = 1',
    args: [reason, at],
  });
}

export async function markRebuildStarted(db: Db, at: string): Promise<void> {
  await db.execute({ sql: 'UPDATE rebuild_state SET pending = 0, running = 1, last_started_at = ? WHERE id = 1', args: [at] });
}

export async function markRebuildFinished(db: Db, at: string, status: 'success' | 'failed', error?: string): Promise<void> {
  await db.execute({
    sql: 'UPDATE rebuild_state SET running = 0, last_finished_at = ?, last_status = ?, last_error = ? WHERE id = 1',
    args: [at, status, error ?? null],
  });
}
