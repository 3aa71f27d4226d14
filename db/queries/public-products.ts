import type { Db } from '../client';
import { textOrNull } from './json-column';

export interface PublicProduct {
  id: string;
  name: string;
  description: string | null;
  image_url: string | null;
  /** Dollars; null when the product has no price to show. */
  price: number | null;
  content: string | null;
  created_at: string;
}

export const PRODUCT_COLUMNS = ['id', 'name', 'description', 'image_url', 'price', 'content', 'created_at'] as const;
const COLUMNS = PRODUCT_COLUMNS.join(', ');

export function toProduct(row: Record<string, unknown>): PublicProduct {
  return {
    id: String(row.id),
    name: String(row.name),
    description: textOrNull(row.description),
    image_url: textOrNull(row.image_url),
    price: row.price === null || row.price === undefined ? null : Number(row.price),
    content: textOrNull(row.content),
    created_at: String(row.created_at),
  };
}

/** The product list (its layout is ours to design; the product description shows none): oldest first, like services (docs/product/content.md#product-list). */
export async function listProducts(db: Db): Promise<PublicProduct[]> {
  const result = await db.execute(`SELECT ${COLUMNS} FROM products ORDER BY created_at ASC, name ASC`);
  return result.rows.map((row) => toProduct(row));
}

export async function findProductById(db: Db, id: string): Promise<PublicProduct | null> {
  const result = await db.execute({ sql: `SELECT ${COLUMNS} FROM products WHERE id = ?`, args: [id] });
  const row = result.rows[0];
  return row ? toProduct(row) : null;
}
