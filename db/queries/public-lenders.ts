import type { Db } from '../client';

export interface PublicLender {
  id: string;
  name: string;
  logo_url: string | null;
  type: 'a_lender' | 'alternate_lender';
}

/** docs/product/back-office-catalogue.md#lender-form: active lenders ordered by display_order (name breaks ties so the order is stable). */
export async function listActiveLenders(db: Db): Promise<PublicLender[]> {
  const result = await db.execute('SELECT id, name, logo_url, type FROM lenders WHERE is_active = 1 ORDER BY display_order ASC, name ASC');
  return result.rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    logo_url: row.logo_url ? String(row.logo_url) : null,
    type: row.type === 'alternate_lender' ? 'alternate_lender' : 'a_lender',
  }));
}
