import { newId, type Db } from '../client';

/** Uploads sent in parts (ADR 60): one row while the parts arrive, taken away by the finish or by the clean-up. */
export interface PartedUpload {
  id: string;
  owner: string;
  target: string;
  name: string;
  size: number;
  parts: number;
  expiresAt: number;
}

const toPartedUpload = (row: Record<string, unknown>): PartedUpload => ({
  id: String(row.id),
  owner: String(row.owner),
  target: String(row.target),
  name: String(row.name),
  size: Number(row.size),
  parts: Number(row.parts),
  expiresAt: Number(row.expires_at),
});

/**
 * Opens an upload unless its owner already has `maxOpen` unfinished ones (checked in the same statement, so two
 * at once cannot both slip under it). Null when refused.
 */
export async function openPartedUpload(
  db: Db,
  input: { owner: string; target: string; name: string; size: number; parts: number; nowSeconds: number; expiresAt: number; maxOpen: number },
): Promise<PartedUpload | null> {
  const id = newId();
  const result = await db.execute({
    sql: `INSERT INTO parted_uploads (id, owner, target, name, size, parts, created_at, expires_at)
      SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
      WHERE (SELECT count(*) FROM parted_uploads WHERE owner = ?2 AND expires_at > ?7) < ?9
      RETURNING *`,
    args: [id, input.owner, input.target, input.name, input.size, input.parts, input.nowSeconds, input.expiresAt, input.maxOpen],
  });
  const row = result.rows[0];
  return row ? toPartedUpload(row) : null;
}

/** The owner's own unexpired upload, or null: another owner's id answers as an unknown one. */
export async function findPartedUpload(db: Db, owner: string, id: string, nowSeconds: number): Promise<PartedUpload | null> {
  const result = await db.execute({ sql: 'SELECT * FROM parted_uploads WHERE id = ? AND owner = ? AND expires_at > ?', args: [id, owner, nowSeconds] });
  const row = result.rows[0];
  return row ? toPartedUpload(row) : null;
}

/** Takes the owner's upload away in one statement: of two finishes at once, only one gets it (and audits it). */
export async function claimPartedUpload(db: Db, owner: string, id: string, nowSeconds: number): Promise<PartedUpload | null> {
  const result = await db.execute({
    sql: 'DELETE FROM parted_uploads WHERE id = ? AND owner = ? AND expires_at > ? RETURNING *',
    args: [id, owner, nowSeconds],
  });
  const row = result.rows[0];
  return row ? toPartedUpload(row) : null;
}

/** Takes away every expired upload (or every upload of the given owners), returning them so their parts can go too. */
export async function claimExpiredPartedUploads(db: Db, nowSeconds: number): Promise<PartedUpload[]> {
  const result = await db.execute({ sql: 'DELETE FROM parted_uploads WHERE expires_at <= ? RETURNING *', args: [nowSeconds] });
  return result.rows.map(toPartedUpload);
}

export async function claimPartedUploadsOf(db: Db, owners: string[]): Promise<PartedUpload[]> {
  if (owners.length === 0) return [];
  const result = await db.execute({
    sql: `DELETE FROM parted_uploads WHERE owner IN (${owners.map(() => '?').join(', ')}) RETURNING *`,
    args: owners,
  });
  return result.rows.map(toPartedUpload);
}

/** Ids of the uploads still open: the clean-up keeps their parts. */
export async function listPartedUploadIds(db: Db): Promise<Set<string>> {
  const result = await db.execute('SELECT id FROM parted_uploads');
  return new Set(result.rows.map((row) => String(row.id)));
}
