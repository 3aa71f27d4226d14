import type { Context } from 'hono';
import { withdrawConsentByToken } from '../../db/queries/consents';
import { withdrawEverywhere } from '../../db/queries/email-suppressions';
import { findRenewalEmailAddressByToken } from '../../db/queries/renewals';
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
  // The same page answers the newsletter's links and the renewal emails' (ADR 29); either withdraws the address
  // from every commercial email and puts it on the suppression list (ADR 39).
  const newsletter = await withdrawConsentByToken(deps.db, hash, at);
  const renewal = newsletter === null ? await findRenewalEmailAddressByToken(deps.db, hash) : null;
  const email = newsletter ?? renewal;
  if (email === null) throw notFound(messages.newsletter.unsubscribeInvalid);
  await withdrawEverywhere(deps.db, email, newsletter ? 'newsletter' : 'renewal', at);
  deps.log.info('consent withdrawn (unsubscribe)', {});
  return c.json({ ok: true });
}
