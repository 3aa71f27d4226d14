import type { z } from 'zod';

/**
 * JSON text columns (social_links, seo_settings, ...) are checked with json_valid by SQLite but their shape is not:
 * a malformed or unexpected value reads as the schema's empty default instead of breaking a build.
 */
export function readJsonColumn<S extends z.ZodType>(value: unknown, schema: S, fallback: z.infer<S>): z.infer<S> {
  if (typeof value !== 'string' || !value) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** A nullable text column as string | null (empty strings count as absent). */
export function textOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return text.trim() ? text : null;
}
