import type { Context } from 'hono';
import { withdrawConsentByToken } from '../../db/queries/consents';
import { messages } from '../../src/lib/messages';
import { unsubscribeSchema } from '../../src/lib/schemas/leads';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { fieldErrors } from '../http/validate';
import { readLeadObject } from './read-form-body';
import { hashUnsubscribeToken } from './consent';

/** CASL withdrawal, no sign-in: the token from the email names the address; repeating it is harmless. */
export async function unsubscribe(deps: AppDeps, c: Context) {
  const parsed = unsubscribeSchema.safeParse(await readLeadObject(c));
  if (!parsed.success) throw badRequest(messages.generic.invalidInput, fieldErrors(parsed.error));
  const { token } = parsed.data;
  const email = await withdrawConsentByToken(deps.db, hashUnsubscribeToken(token), deps.now().toISOString());
  if (!email) throw notFound(messages.newsletter.unsubscribeInvalid);
  deps.log.info('consent withdrawn (unsubscribe)', {});
  return c.json({ ok: true });
}
