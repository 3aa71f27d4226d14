import { serviceSchema } from '../../src/lib/schemas/services';
import type { Db } from '../client';
import { tableStore } from '../table-store';
import { SERVICE_COLUMNS, toService } from './public-services';

/** Back-office services in the public order (oldest first, docs/product/content.md#services-list); writable: the form schema's fields. */
export const servicesStore = (db: Db) =>
  tableStore(db, {
    versioned: true,
    table: 'mortgage_services',
    columns: SERVICE_COLUMNS,
    writable: serviceSchema.keyof().options,
    orderBy: 'created_at ASC, name ASC',
    searchColumns: ['name', 'description'],
    toRow: toService,
  });
