import type { Db } from '../client';
import { tableStore } from '../table-store';
import { SERVICE_COLUMNS, toService } from './public-services';

/** Back-office services in the public order (oldest first, spec section 7). */
export const servicesStore = (db: Db) =>
  tableStore(db, {
    versioned: true,
    table: 'mortgage_services',
    columns: SERVICE_COLUMNS,
    writable: ['name', 'description', 'content', 'image_url', 'features'],
    orderBy: 'created_at ASC, name ASC',
    searchColumns: ['name', 'description'],
    toRow: toService,
  });
