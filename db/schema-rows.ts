import { z } from '../src/lib/schemas/zod';
import { readBool, readText } from './rows';

/**
 * An entity's SQL read from its one zod schema (docs/decisions/0059-one-schema-per-entity.md): the column list of a
 * SELECT and the reader that turns a libSQL row into the schema's shape, so a column added to the schema is read
 * everywhere without a hand-written mapper. Booleans are INTEGER 0/1 in STRICT tables; a nullable text column reads
 * an empty string as absent (readText); a JSON text column is parsed by its object schema (the empty object when it
 * does not fit); an optional key missing from the row stays undefined.
 */
type Reader = (value: unknown) => unknown;

function readerOf(field: z.ZodType, name: string): Reader {
  if (field instanceof z.ZodOptional) {
    const inner = readerOf(field.unwrap() as z.ZodType, name);
    return (value) => (value === undefined ? undefined : inner(value));
  }
  if (field instanceof z.ZodNullable) {
    const inner = field.unwrap() as z.ZodType;
    if (inner instanceof z.ZodString || inner instanceof z.ZodEnum) return readText;
    const read = readerOf(inner, name);
    return (value) => (value === null || value === undefined ? null : read(value));
  }
  // A JSON text column read by its object schema; broken JSON or another shape reads as the empty object.
  if (field instanceof z.ZodObject) return (value) => readJsonObject(value, field);
  if (field instanceof z.ZodBoolean) return readBool;
  if (field instanceof z.ZodNumber) return (value) => Number(value);
  if (field instanceof z.ZodString || field instanceof z.ZodEnum) return (value) => String(value ?? '');
  // A column of another kind (a JSON array, a computed value) keeps its own mapper; failing here says so at start-up.
  throw new Error(`schema-rows: no column reader for "${name}"`);
}

function readJsonObject(value: unknown, schema: z.ZodObject): unknown {
  if (typeof value !== 'string' || !value) return {};
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The reader of one row shape: every key of the schema, read by its type. */
export function rowReader<S extends z.ZodObject>(schema: S): (row: Record<string, unknown>) => z.infer<S> {
  const readers = Object.entries(schema.shape).map(([key, field]) => [key, readerOf(field as z.ZodType, key)] as const);
  return (row) => {
    const out: Record<string, unknown> = {};
    for (const [key, read] of readers) {
      const value = read(row[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as z.infer<S>;
  };
}

/** The schema's keys as a SELECT column list, each prefixed by a table alias when one is given. */
export function columnList(schema: z.ZodObject, alias?: string): string {
  return Object.keys(schema.shape)
    .map((key) => (alias ? `${alias}.${key}` : key))
    .join(', ');
}
