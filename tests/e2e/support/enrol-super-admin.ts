import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import type { Db } from '../../../db/client';
import { saveTotpEnrolment } from '../../../db/queries/account-security';
import { findUserByEmail } from '../../../db/queries/users';
import { readEnv } from '../../../config/env';
import { sealTotpKey } from '../../../functions/auth/totp-key-seal';
import { ACCOUNTS } from './e2e-env';

/**
 * The shared super admin's authenticator, set up in advance with its known key (e2e-env.ts), as an account enrolled
 * before the run: the suites sign in with real codes computed from it (ADR 41). No recovery codes: the tests that use
 * them make their own accounts.
 */
export async function enrolSharedSuperAdmin(db: Db): Promise<void> {
  const superAdmin = await findUserByEmail(db, ACCOUNTS.superAdmin.email);
  if (!superAdmin) throw new Error('the shared super admin was not created');
  // Sealed under the key the server reads (ADR 41), as the enrolment route stores it.
  const sealed = sealTotpKey(decodeBase32IgnorePadding(ACCOUNTS.superAdmin.totpKey), superAdmin.id, readEnv().TOTP_ENCRYPTION_KEY);
  await saveTotpEnrolment(db, superAdmin.id, sealed, [], Math.floor(Date.now() / 1000));
}
