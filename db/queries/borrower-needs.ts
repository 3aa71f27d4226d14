import { newId, type Db } from '../client';
import { readText } from '../rows';

/** The documents an agent asks for on a borrower file and the uploads against them (ADR 52, ADR 53). */

export type NeedStatus = 'requested' | 'uploaded' | 'accepted' | 'needs_another';

export interface BorrowerUpload {
  id: string;
  needId: string;
  storageKey: string;
  contentType: string;
  originalName: string;
  size: number;
  uploadedAt: string;
}

export interface BorrowerNeed {
  id: string;
  fileId: string;
  checklistKey: string | null;
  label: string;
  note: string | null;
  status: NeedStatus;
  reason: string | null;
  uploads: BorrowerUpload[];
}

const toUpload = (row: Record<string, unknown>): BorrowerUpload => ({
  id: String(row.id),
  needId: String(row.need_id),
  storageKey: String(row.storage_key),
  contentType: String(row.content_type),
  originalName: String(row.original_name),
  size: Number(row.size),
  uploadedAt: String(row.uploaded_at),
});

export async function addNeed(
  db: Db,
  input: { fileId: string; label: string; note?: string | null; checklistKey?: string | null; at: string },
): Promise<string> {
  const id = newId();
  await db.execute({
    sql: "INSERT INTO borrower_needs (id, file_id, checklist_key, label, note, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'requested', ?, ?)",
    args: [id, input.fileId, input.checklistKey ?? null, input.label, input.note ?? null, input.at, input.at],
  });
  return id;
}

export async function listNeeds(db: Db, fileId: string): Promise<BorrowerNeed[]> {
  const [needs, uploads] = await Promise.all([
    db.execute({ sql: 'SELECT * FROM borrower_needs WHERE file_id = ? ORDER BY created_at, rowid', args: [fileId] }),
    db.execute({ sql: 'SELECT * FROM borrower_uploads WHERE file_id = ? ORDER BY uploaded_at, rowid', args: [fileId] }),
  ]);
  const byNeed = new Map<string, BorrowerUpload[]>();
  for (const row of uploads.rows) {
    const upload = toUpload(row);
    byNeed.set(upload.needId, [...(byNeed.get(upload.needId) ?? []), upload]);
  }
  return needs.rows.map((row) => ({
    id: String(row.id),
    fileId: String(row.file_id),
    checklistKey: readText(row.checklist_key),
    label: String(row.label),
    note: readText(row.note),
    status: String(row.status) as NeedStatus,
    reason: readText(row.reason),
    uploads: byNeed.get(String(row.id)) ?? [],
  }));
}

/** The need, only when it belongs to the file: an id from a request never reaches another borrower's file. */
export async function findNeedOfFile(db: Db, fileId: string, needId: string): Promise<{ id: string; status: NeedStatus } | null> {
  const result = await db.execute({ sql: 'SELECT id, status FROM borrower_needs WHERE id = ? AND file_id = ?', args: [needId, fileId] });
  const row = result.rows[0];
  return row ? { id: String(row.id), status: String(row.status) as NeedStatus } : null;
}

/** Records an upload and marks its need uploaded (an accepted need stays accepted). */
export async function recordUpload(db: Db, upload: Omit<BorrowerUpload, 'id'> & { fileId: string }): Promise<string> {
  const id = newId();
  await db.batch(
    [
      {
        sql: 'INSERT INTO borrower_uploads (id, need_id, file_id, storage_key, content_type, original_name, size, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        args: [id, upload.needId, upload.fileId, upload.storageKey, upload.contentType, upload.originalName, upload.size, upload.uploadedAt],
      },
      {
        sql: "UPDATE borrower_needs SET status = CASE status WHEN 'accepted' THEN 'accepted' ELSE 'uploaded' END, updated_at = ? WHERE id = ?",
        args: [upload.uploadedAt, upload.needId],
      },
    ],
    'write',
  );
  return id;
}

/** An upload, only when it belongs to the file. */
export async function findUploadOfFile(db: Db, fileId: string, uploadId: string): Promise<BorrowerUpload | null> {
  const result = await db.execute({ sql: 'SELECT * FROM borrower_uploads WHERE id = ? AND file_id = ?', args: [uploadId, fileId] });
  return result.rows[0] ? toUpload(result.rows[0]) : null;
}

/** The agent's decision on a need; the reason is kept only for "needs another". */
export async function decideNeed(
  db: Db,
  fileId: string,
  needId: string,
  decision: 'accepted' | 'needs_another',
  reason: string | null,
  at: string,
): Promise<boolean> {
  const result = await db.execute({
    sql: 'UPDATE borrower_needs SET status = ?, reason = ?, updated_at = ? WHERE id = ? AND file_id = ?',
    args: [decision, decision === 'needs_another' ? reason : null, at, needId, fileId],
  });
  return result.rowsAffected > 0;
}

/**
 * Edits or removes an item only while nothing was uploaded against it (ADR 53): what the borrower sent stays named as
 * asked. The answer says whether the item was there, and whether it could still change.
 */
export async function editRequestedNeed(
  db: Db,
  fileId: string,
  needId: string,
  change: { label?: string; note?: string | null },
  at: string,
): Promise<'changed' | 'missing' | 'uploaded'> {
  const result = await db.execute({
    sql: `UPDATE borrower_needs SET label = coalesce(?, label), note = CASE WHEN ? THEN ? ELSE note END, updated_at = ?
          WHERE id = ? AND file_id = ? AND status = 'requested' AND NOT EXISTS (SELECT 1 FROM borrower_uploads u WHERE u.need_id = borrower_needs.id)`,
    args: [change.label ?? null, change.note !== undefined ? 1 : 0, change.note || null, at, needId, fileId],
  });
  return result.rowsAffected > 0 ? 'changed' : await whyUnchanged(db, fileId, needId);
}

export async function removeRequestedNeed(db: Db, fileId: string, needId: string): Promise<'changed' | 'missing' | 'uploaded'> {
  const result = await db.execute({
    sql: `DELETE FROM borrower_needs WHERE id = ? AND file_id = ? AND status = 'requested'
            AND NOT EXISTS (SELECT 1 FROM borrower_uploads u WHERE u.need_id = borrower_needs.id)`,
    args: [needId, fileId],
  });
  return result.rowsAffected > 0 ? 'changed' : await whyUnchanged(db, fileId, needId);
}

async function whyUnchanged(db: Db, fileId: string, needId: string): Promise<'missing' | 'uploaded'> {
  const found = await db.execute({ sql: 'SELECT 1 FROM borrower_needs WHERE id = ? AND file_id = ?', args: [needId, fileId] });
  return found.rows.length ? 'uploaded' : 'missing';
}

/** Needs the borrower still owes: requested, or asked again. */
export async function countWaitingOnBorrower(db: Db, fileId: string): Promise<number> {
  const result = await db.execute({
    sql: "SELECT count(*) AS n FROM borrower_needs WHERE file_id = ? AND status IN ('requested', 'needs_another')",
    args: [fileId],
  });
  return Number(result.rows[0]!.n);
}
