import { Hono } from 'hono';
import { readCounter, incrementCounter, resetCounter } from '../../db/queries/rate-limits';
import { findUserByEmail } from '../../db/queries/users';
import { messages } from '../../src/lib/messages';
import { signInSchema } from '../../src/lib/schemas/auth';
import type { AppDeps, AppEnv } from '../deps';
import { HttpError, tooManyRequests, unauthorized } from '../http/errors';
import { clientIp } from '../http/client-ip';
import { readJson } from '../http/validate';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookie';
import { dummyPasswordHash, verifyPassword } from './password';
import { createSession, invalidateSessionToken } from './sessions';

/** 10 failed sign-ins per account (the 11th is refused) and 50 per IP, per 15 minutes. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/sign-in', async (c) => {
    const input = await readJson(c, signInSchema);
    const now = Math.floor(deps.now().getTime() / 1000);
    const accountKey = `sign-in:account:${input.email.toLowerCase()}`;
    const ipKey = `sign-in:ip:${clientIp(c, deps.env.TRUST_PROXY)}`;
    const [account, ip] = await Promise.all([
      readCounter(deps.db, accountKey, SIGN_IN_WINDOW_SECONDS, now),
      readCounter(deps.db, ipKey, SIGN_IN_WINDOW_SECONDS, now),
    ]);
    if (account.count >= MAX_FAILURES_PER_ACCOUNT || ip.count >= MAX_FAILURES_PER_IP) {
      const start = account.count >= MAX_FAILURES_PER_ACCOUNT ? account.windowStart : ip.windowStart;
      throw tooManyRequests(messages.auth.tooManyAttempts, Math.max(1, start + SIGN_IN_WINDOW_SECONDS - now));
    }

    const user = await findUserByEmail(deps.db, input.email);
    const valid = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !valid) {
      await incrementCounter(deps.db, accountKey, SIGN_IN_WINDOW_SECONDS, now);
      await incrementCounter(deps.db, ipKey, SIGN_IN_WINDOW_SECONDS, now);
      deps.log.info('sign-in failed', { reason: user ? 'password' : 'unknown account' });
      throw new HttpError(401, 'invalid_credentials', messages.auth.serverInvalidCredentials);
    }

    await resetCounter(deps.db, accountKey);
    // A new session at every sign-in; any session the browser still carried is ended (no session fixation).
    const previous = readSessionCookie(c);
    if (previous) await invalidateSessionToken(deps.db, previous);
    const session = await createSession(deps.db, user.id, deps.now());
    setSessionCookie(c, session.token, session.expiresAt);
    deps.log.info('signed in', { userId: user.id, role: user.role });
    return c.json({
      user: { id: user.id, email: user.email },
      profile: { role: user.role, full_name: user.full_name },
    });
  });

  app.post('/sign-out', async (c) => {
    const token = readSessionCookie(c);
    if (token) await invalidateSessionToken(deps.db, token);
    clearSessionCookie(c);
    return c.json({ ok: true });
  });

  /** Like /me, but 200 with `user: null` for visitors, so islands can check for staff without a failed request. */
  app.get('/session', (c) => {
    const user = c.get('user');
    c.header('Cache-Control', 'no-store');
    return c.json(
      user
        ? { user: { id: user.id, email: user.email }, profile: { role: user.role, full_name: user.fullName } }
        : { user: null, profile: null },
    );
  });

  app.get('/me', (c) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    c.header('Cache-Control', 'no-store');
    return c.json({
      user: { id: user.id, email: user.email },
      profile: { role: user.role, full_name: user.fullName },
    });
  });

  return app;
}
