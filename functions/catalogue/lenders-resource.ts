import { lendersStore } from '../../db/queries/lenders-admin';
import { lenderSchema, lenderUpdateSchema } from '../../src/lib/schemas/lenders';
import { defineResource } from '../resources/crud-routes';

/** Lenders tab (docs/product/back-office-catalogue.md#lender-management: lender management). The home page's lender logos read this table. */
export const lendersResource = defineResource({
  noun: 'lender',
  store: (deps) => lendersStore(deps.db),
  createSchema: lenderSchema,
  updateSchema: lenderUpdateSchema,
  roles: { read: ['super_admin'], write: ['super_admin'] },
  publicContent: 'lenders',
});
