import { productSchema } from '../../src/lib/schemas/products';
import type { Db } from '../client';
import { tableStore } from '../table-store';
import { PRODUCT_COLUMNS, toProduct } from './public-products';

/** Back-office products: newest first, so a product just added is at the top; writable: the form schema's fields. */
export const productsStore = (db: Db) =>
  tableStore(db, {
    versioned: true,
    table: 'products',
    columns: PRODUCT_COLUMNS,
    writable: productSchema.keyof().options,
    orderBy: 'created_at DESC, name ASC',
    searchColumns: ['name', 'description'],
    toRow: toProduct,
  });
