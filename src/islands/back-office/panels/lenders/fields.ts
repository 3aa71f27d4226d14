import { LENDER_TYPE_LABELS, LENDER_TYPES } from '../../../../lib/schemas/lenders';
import type { FieldSpec } from '../../kit/field-spec';

/**
 * docs/product/back-office-catalogue.md#lender-form: name required; display order an integer, default 0. The logo is an address (no storage bucket
 * holds lender logos; lenders publish theirs), previewed as it is typed.
 */
export const lenderFields: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'logo_url', label: 'Logo URL', kind: 'image', hint: 'The address of the lender\u2019s logo (https://...).' },
  { name: 'type', label: 'Type', kind: 'select', options: LENDER_TYPES.map((value) => ({ value, label: LENDER_TYPE_LABELS[value] })) },
  { name: 'display_order', label: 'Display order', kind: 'number', step: '1', inputMode: 'numeric', hint: 'Lower numbers show first. Empty means 0.' },
  { name: 'is_active', label: 'Active', kind: 'switch', hint: 'Inactive lenders are hidden from the public site.' },
];
