import { messages } from '../messages-staff';
import { cleanText, isSitePath, jsonTextArray, optionalText, requiredText } from './fields';
import { z } from './zod';

/** docs/product/back-office-catalogue.md#service-truncation: service name, description and other short service text fit 255 characters. */
export const SERVICE_TEXT_LIMIT = 255;
/** The short texts that are cut to the limit (the content is the page body and keeps its own, larger limit). */
export const SERVICE_TRUNCATED_FIELDS = ['name', 'description', 'image_url'] as const;

const cut = (value: string | null) => (value === null ? null : value.slice(0, SERVICE_TEXT_LIMIT));
const isUrl = (value: string | null) => value === null || /^https?:\/\/\S+$/i.test(value) || isSitePath(value);

/**
 * Back-office service form (docs/product/back-office-catalogue.md#service-form): name required; image URL must be a URL; features a JSON array or
 * 'Features must be valid JSON'. Texts over 255 characters are cut (not refused), and the API then answers the
 * The product's truncation notice (see `truncatedServiceFields`) (docs/product/back-office-catalogue.md#service-truncation).
 */
export const serviceSchema = z.object({
  name: requiredText('Name', 10_000).transform((value) => value.slice(0, SERVICE_TEXT_LIMIT)),
  description: optionalText('Description', 10_000).transform(cut),
  image_url: optionalText('Image URL', 10_000).transform(cut).refine(isUrl, 'Image URL must be a valid URL.'),
  features: jsonTextArray(messages.backOffice.services.featuresInvalid),
  content: optionalText('Content', 20_000),
});
export const serviceUpdateSchema = serviceSchema.partial();

export type ServiceInput = z.input<typeof serviceSchema>;
export type ServiceValues = z.output<typeof serviceSchema>;

export interface ServiceRow extends ServiceValues {
  id: string;
  created_at: string;
}

/** Which short texts of a submitted service are over the limit (the product's truncation notice is shown then) (docs/product/back-office-catalogue.md#service-truncation). */
export function truncatedServiceFields(input: unknown): string[] {
  if (!input || typeof input !== 'object') return [];
  const record = input as Record<string, unknown>;
  return SERVICE_TRUNCATED_FIELDS.filter((field) => {
    const value = record[field];
    return typeof value === 'string' && cleanText(value).length > SERVICE_TEXT_LIMIT;
  });
}
