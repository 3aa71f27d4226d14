import type { Context } from 'hono';
import type { z } from 'zod';
import { messages } from '../../src/lib/messages';
import { badRequest } from './errors';
import { fieldErrors } from '../../src/lib/schemas/field-errors';

export { fieldErrors };

/** Parses the JSON body with a zod schema; bad input is a 400 naming each field, and nothing is changed. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(messages.generic.invalidInput, fieldErrors(parsed.error));
  return parsed.data;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw badRequest(messages.generic.invalidInput, fieldErrors(parsed.error));
  return parsed.data;
}
