import type { Context } from 'hono';
import { withdrawConsentByToken } from '../../db/queries/consents';
import { withdrawRenewalConsentByToken } from '../../db/queries/renewals';
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
  const hash = hashUnsubscribeToken(token);
  const at = deps.now().toISOString();
  // The same page answers the newsletter's links and the renewal emails' (ADR 29).
  const withdrawn = (await withdrawConsentByToken(deps.db, hash, at)) !== null || (await withdrawRenewalConsentByToken(deps.db, hash, at));
  if (!withdrawn) throw notFound(messages.newsletter.unsubscribeInvalid);
  deps.log.info('consent withdrawn (unsubscribe)', {});
  return c.json({ ok: true });
}
