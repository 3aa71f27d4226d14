import type { z } from './zod';

/**
 * Field name -> first message, the `fields` of the API's 400 answer. The key is the zod path joined with '.', the
 * same key a form uses for a nested input (`social_links.facebook`), so server errors land under the right field.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
