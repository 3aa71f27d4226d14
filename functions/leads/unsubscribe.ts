import type { Context } from 'hono';
import { withdrawConsentByToken } from '../../db/queries/consents';
import { messages } from '../../src/lib/messages';
import { unsubscribeSchema } from '../../src/lib/schemas/leads';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { readJson } from '../http/validate';
import { hashUnsubscribeToken } from './consent';

/** CASL withdrawal, no sign-in: the token from the email names the address; repeating it is harmless. */
export async function unsubscribe(deps: AppDeps, c: Context) {
  const { token } = await readJson(c, unsubscribeSchema);
  const email = await withdrawConsentByToken(deps.db, hashUnsubscribeToken(token), deps.now().toISOString());
  if (!email) throw notFound(messages.newsletter.unsubscribeInvalid);
  deps.log.info('consent withdrawn (unsubscribe)', {});
  return c.json({ ok: true });
}
