import type { FieldSpec } from '../../kit/field-spec';

/** docs/product/back-office-editorial.md#testimonial-form: client name and content required; rating a whole number 1 to 5, new ones 5. */
export const testimonialFields: readonly FieldSpec[] = [
  { name: 'client_name', label: 'Client name', kind: 'text', required: true, maxLength: 200 },
  { name: 'content', label: 'Content', kind: 'textarea', rows: 5, required: true },
  { name: 'rating', label: 'Rating', kind: 'select', options: ['5', '4', '3', '2', '1'].map((value) => ({ value, label: `${value} out of 5` })) },
];
