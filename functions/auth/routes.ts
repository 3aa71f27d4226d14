import { Hono } from 'hono';
import { findUserByEmail } from '../../db/queries/users';
import { messages } from '../../src/lib/messages';
import { signInSchema } from '../../src/lib/schemas/auth';
import type { AppDeps, AppEnv } from '../deps';
import { HttpError, tooManyRequests, unauthorized } from '../http/errors';
import { clientIp } from '../http/client-ip';
import { jsonInput } from '../http/typed-input';
import { readJson } from '../http/validate';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookie';
import { HashQueueFullError } from './hash-slots';
import { dummyPasswordHash, verifyPassword } from './password';
import { createSession, invalidateSessionToken } from './sessions';
import { reserveSignInAttempt } from './sign-in-limits';
import { passwordResetRoutes } from './password-reset-routes';
import { twoFactorRoutes } from './two-factor-routes';
import { twoFactorStep } from './two-factor-step';

export { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP, SIGN_IN_WINDOW_SECONDS } from './sign-in-limits';

/** Seconds a client is asked to wait when every password-hash slot is taken. */
const BUSY_RETRY_AFTER_SECONDS = 5;

export function authRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .post('/sign-in', jsonInput(signInSchema), async (c) => {
        const input = await readJson(c, signInSchema);
        const now = Math.floor(deps.now().getTime() / 1000);
        const attempt = await reserveSignInAttempt(deps.db, input.email, clientIp(c, deps.env), now);

        const user = await findUserByEmail(deps.db, input.email);
        let valid: boolean;
        try {
          valid = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
        } catch (error) {
          if (!(error instanceof HashQueueFullError)) throw error;
          await attempt.cancelled();
          deps.log.warn('sign-in refused: password hashing queue full');
          throw tooManyRequests(messages.generic.rateLimited, BUSY_RETRY_AFTER_SECONDS);
        }
        if (!user || !valid) {
          deps.log.info('sign-in failed', { reason: user ? 'password' : 'unknown account', viaFreshAddress: attempt.viaFreshAddress });
          throw new HttpError(401, 'invalid_credentials', messages.auth.serverInvalidCredentials);
        }

        await attempt.succeeded();
        if (!user.active) {
          deps.log.info('sign-in refused: account deactivated', { userId: user.id });
          throw new HttpError(403, 'account_suspended', messages.auth.accountSuspended);
        }
        // A new session at every sign-in; any session the browser still carried is ended (no session fixation).
        const previous = readSessionCookie(c);
        if (previous) await invalidateSessionToken(deps.db, previous);
        const ip = clientIp(c, deps.env);
        const session = await createSession(deps.db, user.id, deps.now(), { userAgent: c.req.header('user-agent'), ip });
        setSessionCookie(c, session.token, session.expiresAt, deps.env.TRUST_PROXY);
        // The password was right; a second factor may still be owed before the session opens anything (ADR 41).
        const step = twoFactorStep(user.role, user.two_factor_enrolled, false);
        deps.log.info('signed in', { userId: user.id, role: user.role, twoFactor: step });
        return c.json({
          user: { id: user.id, email: user.email },
          profile: { role: user.role, full_name: user.full_name },
          two_factor: step,
        });
      })
      .post('/sign-out', async (c) => {
        const token = readSessionCookie(c);
        if (token) await invalidateSessionToken(deps.db, token);
        clearSessionCookie(c, deps.env.TRUST_PROXY);
        return c.json({ ok: true });
      })
      /**
       * Like /me, but 200 with `user: null` for visitors, so islands can check for staff without a failed request. A
       * session that still owes its second factor says which step (`two_factor`), so /auth can resume there.
       */
      .get('/session', (c) => {
        const user = c.get('user');
        c.header('Cache-Control', 'no-store');
        if (user) return c.json({ user: { id: user.id, email: user.email }, profile: { role: user.role, full_name: user.fullName }, two_factor: null });
        return c.json({ user: null, profile: null, two_factor: c.get('pendingUser')?.step ?? null });
      })
      .route('/', passwordResetRoutes(deps))
      .route('/', twoFactorRoutes(deps))
      .get('/me', (c) => {
        const user = c.get('user');
        if (!user) throw unauthorized();
        c.header('Cache-Control', 'no-store');
        return c.json({
          user: { id: user.id, email: user.email },
          profile: { role: user.role, full_name: user.fullName },
        });
      })
  );
}
