import type { FieldSpec } from '../../kit/field-spec';

/**
 * docs/product/back-office-catalogue.md#service-form: name required; image URL must be a URL; features a JSON array. No maxLength on the texts: the
 * API cuts them at 255 and answers the product's truncation notice, which the person then sees (docs/product/back-office-catalogue.md#service-truncation).
 */
export const serviceFields: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'description', label: 'Description', kind: 'textarea', rows: 3 },
  {
    name: 'image_url',
    label: 'Image URL',
    kind: 'image',
    bucket: 'service-images',
    uploadNoun: 'Image',
    hint: 'Paste an address (https://...), or upload an image.',
  },
  {
    name: 'features',
    label: 'Features',
    kind: 'textarea',
    rows: 4,
    monospace: true,
    hint: 'A JSON list, e.g. ["Fast approval", "Flexible terms"]. Leave empty for none.',
  },
  { name: 'content', label: 'Content', kind: 'textarea', rows: 6, hint: 'The service page text.' },
];
