import { productsStore } from '../../db/queries/products-admin';
import { productSchema, productUpdateSchema } from '../../src/lib/schemas/products';
import { defineResource } from '../resources/crud-routes';

/** Products tab (docs/product/back-office-catalogue.md#product-management: product management). The public /products pages read this table. */
export const productsResource = defineResource({
  noun: 'product',
  store: (deps) => productsStore(deps.db),
  createSchema: productSchema,
  updateSchema: productUpdateSchema,
  roles: { read: ['super_admin'], write: ['super_admin'] },
  publicContent: 'products',
});
