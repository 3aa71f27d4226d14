import type { Db } from '../client';

/** Bytes one account has stored (every bucket). */
export async function storedBytesOf(db: Db, userId: string): Promise<number> {
  const result = await db.execute({ sql: 'SELECT COALESCE(SUM(size), 0) AS bytes FROM upload_usage WHERE user_id = ?', args: [userId] });
  return Number(result.rows[0]?.bytes ?? 0);
}

export async function recordUpload(db: Db, upload: { bucket: string; key: string; userId: string; size: number }): Promise<void> {
  await db.execute({
    sql: 'INSERT OR REPLACE INTO upload_usage (bucket, key, user_id, size) VALUES (?, ?, ?, ?)',
    args: [upload.bucket, upload.key, upload.userId, upload.size],
  });
}

export async function forgetUpload(db: Db, bucket: string, key: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM upload_usage WHERE bucket = ? AND key = ?', args: [bucket, key] });
}
