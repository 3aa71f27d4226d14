import type { Db } from '../client';

/** Bytes one account has stored (every bucket). */
export async function storedBytesOf(db: Db, userId: string): Promise<number> {
  const result = await db.execute({ sql: 'SELECT COALESCE(SUM(size), 0) AS bytes FROM upload_usage WHERE user_id = ?', args: [userId] });
  return Number(result.rows[0]?.bytes ?? 0);
}

/**
 * Reserves `size` bytes for a file about to be stored, only if the account stays within `limitBytes`: the check
 * and the record are one INSERT … SELECT … WHERE, so parallel uploads cannot all pass a check made before any of
 * them is recorded. False when the quota would be passed (nothing recorded).
 */
export async function reserveUpload(db: Db, upload: { bucket: string; key: string; userId: string; size: number }, limitBytes: number): Promise<boolean> {
  const result = await db.execute({
    sql: `INSERT INTO upload_usage (bucket, key, user_id, size)
          SELECT ?1, ?2, ?3, ?4 WHERE (SELECT COALESCE(SUM(size), 0) FROM upload_usage WHERE user_id = ?3) + ?4 <= ?5`,
    args: [upload.bucket, upload.key, upload.userId, upload.size, limitBytes],
  });
  return result.rowsAffected === 1;
}

/** A reservation follows its file when the file is stored under another bucket and key (the blog-images fallback). */
export async function moveUpload(db: Db, from: { bucket: string; key: string }, to: { bucket: string; key: string }): Promise<void> {
  await db.execute({ sql: 'UPDATE upload_usage SET bucket = ?, key = ? WHERE bucket = ? AND key = ?', args: [to.bucket, to.key, from.bucket, from.key] });
}

export async function forgetUpload(db: Db, bucket: string, key: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM upload_usage WHERE bucket = ? AND key = ?', args: [bucket, key] });
}
