import { servicesStore } from '../../db/queries/services-admin';
import { messages } from '../../src/lib/messages-staff';
import { serviceSchema, serviceUpdateSchema, truncatedServiceFields } from '../../src/lib/schemas/services';
import { defineResource } from '../resources/crud-routes';

/** Services tab (docs/product/back-office-catalogue.md#service-management: service management). Texts over 255 characters are cut and the person told. */
export const servicesResource = defineResource({
  noun: 'service',
  store: (deps) => servicesStore(deps.db),
  createSchema: serviceSchema,
  updateSchema: serviceUpdateSchema,
  roles: { read: ['super_admin'], write: ['super_admin'] },
  publicContent: 'services',
  notice: (body) => (truncatedServiceFields(body).length > 0 ? messages.backOffice.services.truncated : undefined),
});
