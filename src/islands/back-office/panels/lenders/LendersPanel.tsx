import { messages } from '../../../../lib/messages-staff';
import { LENDER_GROUP_TITLES, LENDER_TYPES, type LenderRow, lenderSchema } from '../../../../lib/schemas/lenders';
import { adminApi } from '../../../../browser/api-routes';
import { ResourcePanel, type ResourcePanelConfig } from '../../kit/ResourcePanel';
import { lenderColumns } from './columns';
import { lenderFields } from './fields';

const m = messages.backOffice.lenders;

const config: ResourcePanelConfig<LenderRow> = {
  noun: 'lender',
  label: 'Lender',
  plural: 'lenders',
  api: adminApi.lenders,
  messages: m,
  schema: lenderSchema,
  fields: lenderFields,
  columns: lenderColumns,
  nameOf: (row) => row.name,
  defaults: { type: 'a_lender', display_order: '0', is_active: true },
  // docs/product/back-office-catalogue.md#lender-management: 'A Lenders - Big Banks', then 'Alternate Lenders'.
  groups: LENDER_TYPES.map((type) => ({ title: LENDER_GROUP_TITLES[type], match: (row: LenderRow) => row.type === type, empty: m.groupEmpty })),
};

/** Lenders tab (docs/product/back-office-catalogue.md#lender-management: lender management): grouped list, add versus edit mode, active or inactive. */
export function LendersPanel() {
  return <ResourcePanel config={config} />;
}
