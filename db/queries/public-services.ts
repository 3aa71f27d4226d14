import { z } from 'zod';
import type { Db } from '../client';
import { readJsonColumn, textOrNull } from './json-column';

export interface PublicService {
  id: string;
  name: string;
  description: string | null;
  content: string | null;
  /** An absolute address or a path in the public bucket service-images (docs/product/back-office-shell.md#storage-buckets: mortgage_services). */
  image_url: string | null;
  features: string[];
  created_at: string;
}

export const SERVICE_COLUMNS = ['id', 'name', 'description', 'content', 'image_url', 'features', 'created_at'] as const;
const COLUMNS = SERVICE_COLUMNS.join(', ');

export function toService(row: Record<string, unknown>): PublicService {
  return {
    id: String(row.id),
    name: String(row.name),
    description: textOrNull(row.description),
    content: textOrNull(row.content),
    image_url: textOrNull(row.image_url),
    features: readJsonColumn(row.features, z.array(z.string()), []),
    created_at: String(row.created_at),
  };
}

/** docs/product/content.md#services-list: all mortgage_services ordered by created_at ascending. */
export async function listServices(db: Db): Promise<PublicService[]> {
  const result = await db.execute(`SELECT ${COLUMNS} FROM mortgage_services ORDER BY created_at ASC, name ASC`);
  return result.rows.map((row) => toService(row));
}

export async function findServiceById(db: Db, id: string): Promise<PublicService | null> {
  const result = await db.execute({ sql: `SELECT ${COLUMNS} FROM mortgage_services WHERE id = ?`, args: [id] });
  const row = result.rows[0];
  return row ? toService(row) : null;
}
