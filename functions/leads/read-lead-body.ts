import type { Context } from 'hono';
import type { z } from 'zod';
import { messages } from '../../src/lib/messages';
import type { Logger } from '../http/logger';
import { badRequest } from '../http/errors';
import { fieldErrors } from '../http/validate';
import { readLeadObject } from './read-form-body';

export type LeadBody<T> = { trap: true } | { trap: false; input: T };

/**
 * Parses a public form's JSON or plain form post (read-form-body.ts). The honeypot is looked at first: a bot that filled it gets a normal-looking
 * success (so it learns nothing) and nothing is stored. Anything else goes through the shared zod schema.
 */
export async function readLeadBody<S extends z.ZodType>(c: Context, schema: S, log: Logger, form: string): Promise<LeadBody<z.infer<S>>> {
  const body = await readLeadObject(c);
  const trap = typeof body === 'object' && body !== null ? (body as { website?: unknown }).website : undefined;
  if (typeof trap === 'string' && trap.trim() !== '') {
    log.warn('lead form honeypot filled; nothing stored', { form, userAgent: c.req.header('user-agent')?.slice(0, 200) });
    return { trap: true };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    // The consent rule has its own product message, shown as the form's message rather than a generic one (docs/product/lead-forms.md#consent).
    throw badRequest(fields.consent ?? messages.generic.invalidInput, fields);
  }
  return { trap: false, input: parsed.data };
}
