import { type Context, Hono } from 'hono';
import {
  consumePasswordResetToken,
  deletePasswordResetTokensOfUser,
  insertPasswordResetToken,
  passwordResetTokenLive,
  updatePasswordHash,
} from '../../db/queries/account-security';
import { deleteSessionsOfUser } from '../../db/queries/sessions';
import { findUserByEmail, findUserById } from '../../db/queries/users';
import { accountMessages as m } from '../../src/lib/messages-account';
import { resetCheckSchema, resetConfirmSchema, resetRequestSchema } from '../../src/lib/schemas/account';
import { type AccountOwner, recordAccountEvent } from '../account/account-events';
import type { AppDeps, AppEnv } from '../deps';
import { sendThroughOutbox } from '../email/outbox';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/errors';
import { jsonInput } from '../http/typed-input';
import { readJson } from '../http/validate';
import { HOUR_SECONDS, RESET_CONFIRMS_PER_IP, RESET_REQUESTS_PER_EMAIL, RESET_REQUESTS_PER_IP, reserveLimited } from './account-limits';
import { STAFF_ROLES } from './guard';
import { hashOneTimeSecret, newResetToken } from './one-time-secrets';
import { clearSessionCookie } from './cookie';
import { hashPasswordOrBusy } from './hash-or-busy';

/** How long after the answer the link is made (see POST /password-reset). */
const AFTER_ANSWER_MS = 50;

/** A reset link works for one hour (ADR 41). */
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

/**
 * Password reset by an emailed single-use link, as Lucia's guide does it (ADR 41). The request answers the same
 * whether or not the address has an account; the link's token is stored only as its SHA-256 and is taken out of the
 * table when used; a reset ends every session of the account.
 */
export function passwordResetRoutes(deps: AppDeps) {
  const seconds = () => Math.floor(deps.now().getTime() / 1000);

  return (
    new Hono<AppEnv>()
      .post('/password-reset', jsonInput(resetRequestSchema), async (c) => {
        const { email } = await readJson(c, resetRequestSchema);
        const address = email.toLowerCase();
        const ip = clientIp(c, deps.env);
        // Counted for every address, with or without an account, so the limit itself reveals nothing.
        await reserveLimited(
          deps.db,
          [
            { key: `reset:ip:${ip}`, max: RESET_REQUESTS_PER_IP },
            { key: `reset:email:${address}`, max: RESET_REQUESTS_PER_EMAIL },
          ],
          HOUR_SECONDS,
          seconds(),
          m.reset.tooMany,
        );
        const user = await findUserByEmail(deps.db, address);
        const owner = user?.active && (STAFF_ROLES as readonly string[]).includes(user.role) ? { id: user.id, email: user.email, role: user.role } : null;
        if (!owner) deps.log.info('password reset asked for an address without a staff account');
        // The link is made and mailed after the answer, so an address with an account answers as fast as one without
        // (measured: 24 ms against 9 ms when the answer waited for it). A host that can keep work alive after the answer
        // is handed it (Netlify); the Node host simply keeps running it. A failure is logged: the person can ask again.
        // It starts a moment later, once the answer is on its way: the embedded database works on this thread.
        const work = owner
          ? new Promise((resolve) => setTimeout(resolve, AFTER_ANSWER_MS))
              .then(() => issueResetLink(deps, c, owner))
              .catch((error) => deps.log.error('password reset link not sent', { error: String(error) }))
          : Promise.resolve();
        try {
          c.executionCtx.waitUntil(work);
        } catch {
          // No execution context (Node host, tests): the promise runs on by itself.
        }
        return c.json({ ok: true, message: m.reset.sent });
      })
      /**
       * Says whether a link still works, without spending it, so the page can say a spent or expired link is dead before
       * anyone types a new password. Counted with the confirmations: a dead token costs a try, a live one does not.
       */
      .post('/password-reset/check', jsonInput(resetCheckSchema), async (c) => {
        const { token } = await readJson(c, resetCheckSchema);
        const ip = clientIp(c, deps.env);
        const limit = await reserveLimited(deps.db, [{ key: `reset-confirm:ip:${ip}`, max: RESET_CONFIRMS_PER_IP }], HOUR_SECONDS, seconds(), m.reset.tooMany);
        if (!(await passwordResetTokenLive(deps.db, hashOneTimeSecret(token.trim()), seconds())))
          throw new HttpError(400, 'invalid_token', m.reset.invalidLink);
        await limit.release();
        return c.json({ ok: true });
      })
      .post('/password-reset/confirm', jsonInput(resetConfirmSchema), async (c) => {
        const input = await readJson(c, resetConfirmSchema);
        const ip = clientIp(c, deps.env);
        const limit = await reserveLimited(deps.db, [{ key: `reset-confirm:ip:${ip}`, max: RESET_CONFIRMS_PER_IP }], HOUR_SECONDS, seconds(), m.reset.tooMany);
        // Hashed before the token is spent, so a busy server does not burn the person's link.
        const passwordHash = await hashPasswordOrBusy(deps, input.password);
        const token = await consumePasswordResetToken(deps.db, hashOneTimeSecret(input.token.trim()));
        const user = token && token.expiresAt > seconds() ? await findUserById(deps.db, token.userId) : null;
        if (!token || !user) throw new HttpError(400, 'invalid_token', m.reset.invalidLink);
        await limit.release();
        await updatePasswordHash(deps.db, user.id, passwordHash);
        await deletePasswordResetTokensOfUser(deps.db, user.id);
        await deleteSessionsOfUser(deps.db, user.id);
        clearSessionCookie(c, deps.env.TRUST_PROXY);
        await recordAccountEvent(deps, c, { id: user.id, email: user.email, role: user.role }, 'password_reset');
        return c.json({ ok: true, message: m.reset.done });
      })
  );
}

/** Only the newest link works: an older one still in a mailbox is spent by asking again. */
async function issueResetLink(deps: AppDeps, c: Context<AppEnv>, owner: AccountOwner): Promise<void> {
  await deletePasswordResetTokensOfUser(deps.db, owner.id);
  const token = newResetToken();
  const now = Math.floor(deps.now().getTime() / 1000);
  await insertPasswordResetToken(deps.db, {
    tokenHash: hashOneTimeSecret(token),
    userId: owner.id,
    createdAt: now,
    expiresAt: now + RESET_TOKEN_LIFETIME_SECONDS,
  });
  await recordAccountEvent(deps, c, owner, 'password_reset_requested', { mail: false });
  // The token rides in the fragment: browsers never send it to a server, in a request or a Referer.
  const link = `${new URL('/auth/reset', deps.env.SITE_URL).href}#token=${token}`;
  await sendThroughOutbox(deps, { to: owner.email, subject: m.reset.emailSubject, text: m.reset.emailText(link) });
}
