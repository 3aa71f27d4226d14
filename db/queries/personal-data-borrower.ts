import type { InValue } from '@libsql/client';
import type { Db } from '../client';
import { inList } from './personal-data-match';

/**
 * A person's borrower files for the privacy tools (ADR 27, ADR 52): found by the file's address or one of their
 * leads; exported whole (stages, needs, the uploads' names and sizes, messages), and erased whole with the documents.
 */
const filesWhere = (address: string, leadIds: string[]) => {
  const leads = inList('lead_id', leadIds);
  return { sql: `email = ? OR ${leads.sql}`, args: [address, ...leads.args] as InValue[] };
};

export async function collectBorrowerFiles(db: Db, address: string, leadIds: string[]) {
  const where = filesWhere(address, leadIds);
  const files = (
    await db.execute({ sql: `SELECT id, lead_id, email, file_type, created_at, last_reminder_at FROM borrower_files WHERE ${where.sql}`, args: where.args })
  ).rows;
  return Promise.all(
    files.map(async (file) => {
      const id = String(file.id);
      const [stages, needs, uploads, messages] = await Promise.all(
        [
          'SELECT stage, changed_at FROM borrower_file_stages WHERE file_id = ? ORDER BY id',
          'SELECT id, label, note, status, reason, created_at, updated_at FROM borrower_needs WHERE file_id = ? ORDER BY created_at',
          'SELECT id, need_id, original_name, content_type, size, uploaded_at FROM borrower_uploads WHERE file_id = ? ORDER BY uploaded_at',
          'SELECT id, sender, body, created_at FROM borrower_messages WHERE file_id = ? ORDER BY created_at',
        ].map(async (sql) => (await db.execute({ sql, args: [id] })).rows.map((row) => ({ ...row }))),
      );
      return { ...file, stages, needs, documents: uploads, messages };
    }),
  );
}

/** The files and the storage keys of their documents, before they are deleted. */
export async function findBorrowerFilesOf(db: Db, address: string, leadIds: string[]): Promise<{ fileIds: string[]; keys: string[] }> {
  const where = filesWhere(address, leadIds);
  const files = (await db.execute({ sql: `SELECT id FROM borrower_files WHERE ${where.sql}`, args: where.args })).rows.map((row) => String(row.id));
  return { fileIds: files, keys: await storageKeysOf(db, files) };
}

/** Files whose lead the retention rule has anonymised: nothing of them is kept (ADR 52). */
export async function findFilesOfErasedLeads(db: Db): Promise<{ fileIds: string[]; keys: string[] }> {
  const files = (await db.execute("SELECT f.id FROM borrower_files f JOIN leads l ON l.id = f.lead_id WHERE l.client_email LIKE 'erased:%'")).rows.map((row) =>
    String(row.id),
  );
  return { fileIds: files, keys: await storageKeysOf(db, files) };
}

/** How many messages the files hold, counted before they go, so the erasure can say what it removed. */
export async function countMessagesOf(db: Db, fileIds: string[]): Promise<number> {
  if (fileIds.length === 0) return 0;
  const files = inList('file_id', fileIds);
  return Number((await db.execute({ sql: `SELECT count(*) AS n FROM borrower_messages WHERE ${files.sql}`, args: files.args })).rows[0]?.n ?? 0);
}

async function storageKeysOf(db: Db, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const files = inList('file_id', fileIds);
  return (await db.execute({ sql: `SELECT storage_key FROM borrower_uploads WHERE ${files.sql}`, args: files.args })).rows.map((row) =>
    String(row.storage_key),
  );
}

/**
 * Deletes files with everything under them (stages, links, sessions, needs, uploads, messages: ON DELETE CASCADE). On
 * the embedded file the freed pages are zeroed, as the erasure's are (personal-data.ts); the erasure's checkpoint
 * that follows empties the write-ahead log.
 */
export async function deleteBorrowerFiles(db: Db, fileIds: string[]): Promise<number> {
  if (fileIds.length === 0) return 0;
  const files = inList('id', fileIds);
  const scrub = db.protocol === 'file' ? [{ sql: 'PRAGMA secure_delete = ON', args: [] }] : [];
  const results = await db.batch([...scrub, { sql: `DELETE FROM borrower_files WHERE ${files.sql}`, args: files.args }], 'write');
  return results[results.length - 1]!.rowsAffected;
}
