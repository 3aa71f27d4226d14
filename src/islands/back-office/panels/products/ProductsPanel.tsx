import { messages } from '../../../../lib/messages-staff';
import { type ProductRow, productSchema } from '../../../../lib/schemas/products';
import { adminApi } from '../../../../browser/api-routes';
import { ResourcePanel, type ResourcePanelConfig } from '../../kit/ResourcePanel';
import { productColumns } from './columns';
import { productFields } from './fields';

const config: ResourcePanelConfig<ProductRow> = {
  noun: 'product',
  label: 'Product',
  plural: 'products',
  api: adminApi.products,
  messages: messages.backOffice.products,
  schema: productSchema,
  fields: productFields,
  columns: productColumns,
  nameOf: (row) => row.name,
};

/** Products tab (docs/product/back-office-catalogue.md#product-management: product management): list, create/edit, delete, image upload. */
export function ProductsPanel() {
  return <ResourcePanel config={config} />;
}
