import { messages } from '../messages-staff';
import { flag, integerWithDefault, optionalUrl, requiredText } from './fields';
import { z } from './zod';

export const LENDER_TYPES = ['a_lender', 'alternate_lender'] as const;
export type LenderType = (typeof LENDER_TYPES)[number];

/** docs/product/back-office-catalogue.md#lender-types: the type is shown as 'A Lender' or 'Alternate Lender' in the admin. */
export const LENDER_TYPE_LABELS: Record<LenderType, string> = {
  a_lender: messages.backOffice.lenders.aLender,
  alternate_lender: messages.backOffice.lenders.alternateLender,
};

/** docs/product/back-office-catalogue.md#lender-management: the two groups, in this order. */
export const LENDER_GROUP_TITLES: Record<LenderType, string> = {
  a_lender: messages.backOffice.lenders.aLenders,
  alternate_lender: messages.backOffice.lenders.alternateLenders,
};

/** Back-office lender form (docs/product/back-office-catalogue.md#lender-form: name required; display order an integer, default 0). */
const lenderFields = {
  name: requiredText('Name', 200),
  logo_url: optionalUrl('Logo'),
  type: z.enum(LENDER_TYPES, { error: 'Choose A Lender or Alternate Lender.' }),
  display_order: integerWithDefault('Display order', 0),
  is_active: flag,
};
export const lenderSchema = z.object({
  ...lenderFields,
  type: lenderFields.type.default('a_lender'),
  is_active: lenderFields.is_active.default(true),
});
// Built from the fields without defaults: zod applies a default even inside .partial(), and an edit that sends
// only `is_active` must not reset the type.
export const lenderUpdateSchema = z.object(lenderFields).partial();

export type LenderInput = z.input<typeof lenderSchema>;
export type LenderValues = z.output<typeof lenderSchema>;

export interface LenderRow extends LenderValues {
  id: string;
  created_at: string;
}
