import { ratesStore } from '../../db/queries/rates-admin';
import { MANUAL_SOURCE, rateListQuerySchema, rateSchema, rateUpdateSchema } from '../../src/lib/schemas/rate-admin';
import { defineResource } from '../resources/crud-routes';

/**
 * The Rates tab's CRUD (docs/product/back-office-rates.md#rates-management: Rates management). A rate added by hand is marked Manual (docs/product/back-office-rates.md#manual-source: source_url
 * contains 'Manual') and dated now, so it counts as today's rate. Every write feeds the public rates: rebuild.
 */
export const ratesResource = defineResource({
  noun: 'rate',
  store: (deps) => ratesStore(deps.db),
  createSchema: rateSchema.transform((values) => ({ ...values, source_url: MANUAL_SOURCE })),
  updateSchema: rateUpdateSchema,
  listQuery: rateListQuerySchema,
  roles: { read: ['super_admin'], write: ['super_admin'] },
  publicContent: 'rates',
});
