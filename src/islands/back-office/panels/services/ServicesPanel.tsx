import { messages } from '../../../../lib/messages-staff';
import { type ServiceRow, serviceSchema } from '../../../../lib/schemas/services';
import { adminApi } from '../../../../browser/api-routes';
import { ResourcePanel, type ResourcePanelConfig } from '../../kit/ResourcePanel';
import { serviceColumns } from './columns';
import { serviceFields } from './fields';

const config: ResourcePanelConfig<ServiceRow> = {
  noun: 'service',
  label: 'Service',
  plural: 'services',
  api: adminApi.services,
  messages: messages.backOffice.services,
  serverSaveMessages: true,
  schema: serviceSchema,
  fields: serviceFields,
  columns: serviceColumns,
  nameOf: (row) => row.name,
};

/** Services tab (docs/product/back-office-catalogue.md#service-management: service management): list, add versus edit mode, delete. */
export function ServicesPanel() {
  return <ResourcePanel config={config} />;
}
