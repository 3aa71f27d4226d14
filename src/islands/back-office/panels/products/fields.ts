import type { FieldSpec } from '../../kit/field-spec';

/** docs/product/back-office-catalogue.md#product-form: name required; price optional, step 0.01. Images upload to product-images (docs/product/back-office-catalogue.md#product-form). */
export const productFields: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'price', label: 'Price', kind: 'number', step: '0.01', inputMode: 'decimal', hint: 'Optional, in dollars (e.g. 499.99).' },
  { name: 'description', label: 'Description', kind: 'textarea', rows: 3 },
  { name: 'content', label: 'Content', kind: 'textarea', rows: 6, hint: 'The product page text.' },
  { name: 'image_url', label: 'Image', kind: 'image', bucket: 'product-images', hint: 'Upload an image, or paste its address.' },
];
