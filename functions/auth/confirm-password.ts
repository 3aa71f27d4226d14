import { findUserById } from '../../db/queries/users';
import { accountMessages as m } from '../../src/lib/messages-account';
import type { AppDeps } from '../deps';
import { HttpError, unauthorized } from '../http/errors';
import { CODE_FAILURES_PER_ACCOUNT, QUARTER_HOUR_SECONDS, reserveLimited } from './account-limits';
import { verifyPasswordOrBusy } from './hash-or-busy';

/**
 * The account's current password, checked within the per-account limit of wrong codes and passwords (ADR 41):
 * changing the password, turning two-step verification off and replacing its key all ask for it.
 */
export async function confirmPassword(deps: AppDeps, userId: string, password: string | undefined, field: string): Promise<void> {
  if (!password) throw new HttpError(400, 'password_required', m.panel.wrongPassword, { [field]: m.panel.wrongPassword });
  const limit = await reserveLimited(
    deps.db,
    [{ key: `account-password:${userId}`, max: CODE_FAILURES_PER_ACCOUNT }],
    QUARTER_HOUR_SECONDS,
    Math.floor(deps.now().getTime() / 1000),
    m.twoFactor.tooMany,
  );
  const stored = await findUserById(deps.db, userId);
  if (!stored) throw unauthorized();
  if (!(await verifyPasswordOrBusy(deps, password, stored.password_hash))) {
    throw new HttpError(400, 'invalid_password', m.panel.wrongPassword, { [field]: m.panel.wrongPassword });
  }
  await limit.release();
}
