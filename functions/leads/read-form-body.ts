import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { badRequest } from '../http/errors';
import { acceptLegacyFieldNames } from './legacy-field-names';

/**
 * The public forms post either JSON (the island, once hydrated) or a plain HTML form (JavaScript off or not
 * loaded yet). Both become the same object here, and the shared zod schema stays the one authority over it.
 */
export function isFormPost(c: Context): boolean {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

/** The request body as a plain object: JSON as sent, or the form's fields translated as the island would send them. */
export async function readLeadObject(c: Context): Promise<unknown> {
  if (!isFormPost(c)) {
    try {
      return acceptLegacyFieldNames(await c.req.json());
    } catch {
      throw badRequest('The request body must be JSON.');
    }
  }
  let data: Record<string, string | File | (string | File)[]>;
  try {
    data = await c.req.parseBody();
  } catch {
    throw badRequest('The form could not be read.');
  }
  return formFieldsToObject(acceptLegacyFieldNames(data) as Record<string, unknown>, c.req.header('referer'));
}

/**
 * A form posts strings only: a ticked box sends 'on' (consent → true; unticked sends nothing, which the schema
 * refuses with the consent message). A key rendered into static HTML would be shared by every visitor, so a form
 * post without one gets a fresh key here (no retry protection, but never a merge of two people's leads). A static
 * page cannot copy its own query (?token= on the unsubscribe page, ?agent= on contact and application) into the
 * form without JavaScript; the browser's Referer carries it (same-origin Referrer-Policy keeps the query).
 */
export function formFieldsToObject(data: Record<string, unknown>, referer?: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const text = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof text === 'string') body[name] = text; // files have no place in a lead form
  }
  if ('consent' in body) {
    if (body.consent === 'on' || body.consent === 'true') body.consent = true;
    else delete body.consent;
  }
  if (!body.idempotency_key) body.idempotency_key = `form-${randomUUID()}`;
  // The page's ?agent= (an id or profile slug) chooses the agent as the island would once hydrated.
  if ('agent_id' in body && !body.agent_id) {
    const agent = refererQuery(referer)?.get('agent');
    if (agent) body.agent_id = agent;
  }
  if ('token' in body && !body.token) {
    const token = refererQuery(referer)?.get('token');
    if (token) body.token = token;
  }
  return body;
}

export function refererQuery(referer: string | undefined): URLSearchParams | null {
  if (!referer) return null;
  try {
    return new URL(referer).searchParams;
  } catch {
    return null;
  }
}
