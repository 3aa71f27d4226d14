import { forgetUpload } from '../../db/queries/upload-usage';
import type { AppDeps } from '../deps';

const BUCKET = 'agent-documents';
/** An upload writes its file before its row: a file this young may still be getting its row. */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/** The millisecond stamp every generated key carries (`{agentId}/{ms}-{random}-{name}.{ext}`, upload-keys.ts). */
function stampOf(key: string): number | null {
  const match = /(?:^|\/)(\d{13})-[0-9a-f]{8}/.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * Removes files of the private documents bucket that no agent_documents row points at (left by the old direct
 * upload route, or by a crash between file and row). Files younger than the grace period, or without a stamp to
 * tell their age, are kept. Safe to run twice at once: deleting a missing file is a no-op.
 */
export async function removeOrphanDocuments(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log' | 'now'>,
  options: { graceMs?: number } = {},
): Promise<{ removed: string[] }> {
  const cutoff = deps.now().getTime() - (options.graceMs ?? ORPHAN_GRACE_MS);
  const keys = await deps.storage.listKeys(BUCKET);
  const rows = await deps.db.execute('SELECT file_url FROM agent_documents');
  const referenced = new Set(rows.rows.map((row) => String(row.file_url)));
  const removed: string[] = [];
  for (const key of keys) {
    const stamp = stampOf(key);
    if (referenced.has(key) || stamp === null || stamp > cutoff) continue;
    await deps.storage.delete(BUCKET, key);
    await forgetUpload(deps.db, BUCKET, key);
    removed.push(key);
  }
  if (removed.length > 0) deps.log.info('orphan documents removed', { count: removed.length });
  return { removed };
}
