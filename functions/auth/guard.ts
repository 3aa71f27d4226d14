import type { MiddlewareHandler } from 'hono';
import { deleteSessionsOfUser } from '../../db/queries/sessions';
import { findUserById } from '../../db/queries/users';
import type { AppDeps, AppEnv } from '../deps';
import { forbidden, unauthorized } from '../http/errors';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookie';
import { validateSessionToken } from './sessions';
import { twoFactorStep } from './two-factor-step';

export const STAFF_ROLES = ['super_admin', 'admin', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Reads the session cookie on every API call; renews the cookie when the sliding expiry moved. */
export function loadSession(deps: Pick<AppDeps, 'db' | 'now' | 'env'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('pendingUser', null);
    c.set('sessionId', null);
    const token = readSessionCookie(c);
    if (token) {
      const session = await validateSessionToken(deps.db, token, deps.now());
      const user = session ? await findUserById(deps.db, session.userId) : null;
      // A deactivated agent's session ends here, whatever route it was sent to.
      if (session && user && !user.active) await deleteSessionsOfUser(deps.db, user.id);
      if (session && user?.active) {
        const identity = { id: user.id, email: user.email, role: user.role, fullName: user.full_name };
        const step = twoFactorStep(user.role, user.two_factor_enrolled, session.twoFactorVerified);
        if (step) c.set('pendingUser', { ...identity, step });
        else c.set('user', identity);
        c.set('sessionId', session.id);
        if (session.renewed) setSessionCookie(c, token, session.expiresAt, deps.env.TRUST_PROXY);
      } else {
        clearSessionCookie(c, deps.env.TRUST_PROXY);
      }
    }
    await next();
  };
}

/** Roles are enforced here, in the API, never only in the UI (ADR 3). */
export function requireRole(...roles: StaffRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if (!roles.includes(user.role as StaffRole)) throw forbidden();
    await next();
  };
}
