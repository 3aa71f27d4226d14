import type { LenderRow } from '../../src/lib/schemas/lenders';
import type { Db } from '../client';
import { readBool, readText } from '../rows';
import { tableStore } from '../table-store';

const toLender = (row: Record<string, unknown>): LenderRow => ({
  id: String(row.id),
  name: String(row.name),
  logo_url: readText(row.logo_url),
  type: row.type === 'alternate_lender' ? 'alternate_lender' : 'a_lender',
  display_order: Number(row.display_order),
  is_active: readBool(row.is_active),
  created_at: String(row.created_at),
});

/** docs/product/back-office-catalogue.md#lender-form: lenders ordered by display_order (the name breaks ties so the order is stable). */
export const lendersStore = (db: Db) =>
  tableStore(db, {
    versioned: true,
    table: 'lenders',
    columns: ['id', 'name', 'logo_url', 'type', 'display_order', 'is_active', 'created_at'],
    writable: ['name', 'logo_url', 'type', 'display_order', 'is_active'],
    orderBy: 'display_order ASC, name ASC',
    searchColumns: ['name'],
    toRow: toLender,
  });
