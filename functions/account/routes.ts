import { Hono } from 'hono';
import { countUnusedRecoveryCodes, deletePasswordResetTokensOfUser, deleteTotpEnrolment, updatePasswordHash } from '../../db/queries/account-security';
import { deleteOtherSessionsOfUser, deleteSessionsOfUser, listSessionsOfUser } from '../../db/queries/sessions';
import { findUserById } from '../../db/queries/users';
import { accountMessages as m } from '../../src/lib/messages-account';
import { changePasswordSchema, passwordOnlySchema, type AccountOverview } from '../../src/lib/schemas/account';
import { clearSessionCookie } from '../auth/cookie';
import { requireRole, STAFF_ROLES } from '../auth/guard';
import { confirmPassword } from '../auth/confirm-password';
import { hashPasswordOrBusy } from '../auth/hash-or-busy';
import { ROLES_REQUIRING_TWO_FACTOR, twoFactorStep } from '../auth/two-factor-step';
import type { AppDeps, AppEnv, AuthUser } from '../deps';
import { forbidden } from '../http/errors';
import { jsonInput } from '../http/typed-input';
import { readJson } from '../http/validate';
import { recordAccountEvent } from './account-events';

const iso = (unixSeconds: number | null | undefined) => (unixSeconds == null ? null : new Date(unixSeconds * 1000).toISOString());

/**
 * One's own account, for every staff role (ADR 41): its sessions, two-step verification, password change and
 * "sign out everywhere". Every route works on the signed-in account only; none takes an id.
 */
export function accountRoutes(deps: AppDeps) {
  const seconds = () => Math.floor(deps.now().getTime() / 1000);

  const checkPassword = (user: AuthUser, password: string, field: string) => confirmPassword(deps, user.id, password, field);

  return (
    new Hono<AppEnv>()
      .use('*', requireRole(...STAFF_ROLES))
      .get('/', async (c) => {
        const user = c.get('user')!;
        const current = c.get('sessionId');
        const stored = await findUserById(deps.db, user.id);
        const sessions = await listSessionsOfUser(deps.db, user.id, seconds());
        const body: AccountOverview = {
          item: {
            email: user.email,
            role: user.role,
            two_factor: {
              enrolled: stored?.two_factor_enrolled ?? false,
              required: ROLES_REQUIRING_TWO_FACTOR.includes(user.role),
              recovery_codes_left: await countUnusedRecoveryCodes(deps.db, user.id),
            },
            // A session whose password was right but whose code never came is not signed in: it is not listed (ADR 41).
            sessions: sessions
              .filter((session) => twoFactorStep(user.role, stored?.two_factor_enrolled ?? false, session.two_factor_verified === 1) === null)
              .map((session) => ({
                current: session.id === current,
                created_at: iso(session.created_at)!,
                last_seen_at: iso(session.last_seen_at),
                user_agent: session.user_agent ?? null,
                ip: session.ip ?? null,
              })),
          },
        };
        c.header('Cache-Control', 'no-store');
        return c.json(body);
      })
      /** Current password required; every other session ends, this one stays (ADR 3, ADR 41). */
      .post('/password', jsonInput(changePasswordSchema), async (c) => {
        const user = c.get('user')!;
        const input = await readJson(c, changePasswordSchema);
        await checkPassword(user, input.current_password, 'current_password');
        await updatePasswordHash(deps.db, user.id, await hashPasswordOrBusy(deps, input.new_password));
        await deleteOtherSessionsOfUser(deps.db, user.id, c.get('sessionId')!);
        await deletePasswordResetTokensOfUser(deps.db, user.id);
        await recordAccountEvent(deps, c, user, 'password_changed');
        return c.json({ ok: true, message: m.panel.passwordChanged });
      })
      /** Roles that must use two-step verification cannot turn it off (403); others confirm with their password. */
      .delete('/two-factor', jsonInput(passwordOnlySchema), async (c) => {
        const user = c.get('user')!;
        if (ROLES_REQUIRING_TWO_FACTOR.includes(user.role)) throw forbidden(m.panel.twoFactorRequired);
        const input = await readJson(c, passwordOnlySchema);
        await checkPassword(user, input.password, 'password');
        await deleteTotpEnrolment(deps.db, user.id);
        await recordAccountEvent(deps, c, user, 'two_factor_removed');
        return c.json({ ok: true, message: m.panel.turnedOff });
      })
      /** Every session of the account ends, this one included. */
      .post('/sign-out-everywhere', async (c) => {
        const user = c.get('user')!;
        await deleteSessionsOfUser(deps.db, user.id);
        clearSessionCookie(c, deps.env.TRUST_PROXY);
        await recordAccountEvent(deps, c, user, 'signed_out_everywhere');
        return c.json({ ok: true });
      })
  );
}
