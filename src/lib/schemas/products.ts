import { optionalMoney, optionalText, optionalUrl, requiredText } from './fields';
import { z } from './zod';

/** Back-office product form (docs/product/back-office-catalogue.md#product-form: name required; price optional, step 0.01). */
export const productSchema = z.object({
  name: requiredText('Name', 255),
  description: optionalText('Description', 2000),
  price: optionalMoney('Price'),
  content: optionalText('Content', 20_000),
  image_url: optionalUrl('Image'),
});
export const productUpdateSchema = productSchema.partial();

export type ProductInput = z.input<typeof productSchema>;
export type ProductValues = z.output<typeof productSchema>;

/** A product as the back-office API returns it. */
export interface ProductRow extends ProductValues {
  id: string;
  created_at: string;
}
