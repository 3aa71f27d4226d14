import { randomBytes } from 'node:crypto';
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import { saveTotpEnrolment } from '../../db/queries/account-security';
import { DEV_TOTP_ENCRYPTION_KEY } from '../../config/env';
import { sealTotpKey } from '../../functions/auth/totp-key-seal';
import { sessionCookieFrom, type TestApi } from './test-api';

/** The current 6-digit code of a base32 TOTP key, as an authenticator app would show it (ADR 41). */
export function totpCode(keyBase32: string): string {
  return generateTOTP(decodeBase32IgnorePadding(keyBase32), 30, 6);
}

/** Keys this test run enrolled, by email, so a later sign-in of the same account can give its code. */
const enrolledKeys = new Map<string, string>();
export const enrolledKeyOf = (email: string) => enrolledKeys.get(email.toLowerCase());

/**
 * Signs in through POST /api/auth/sign-in and gives the code the second step asks for, through the real route and
 * a real code. An account that must enrol first (a super admin without a key) is enrolled in the database, as an
 * account set up in advance would be, so the tests' outbox and audit log hold only what the test itself did (the
 * enrolment route has its own tests). Returns the Cookie header.
 */
export async function signInOverHttp(
  api: Pick<TestApi, 'request' | 'db'> & { deps?: Pick<TestApi['deps'], 'env'> },
  email: string,
  password: string,
): Promise<string> {
  const response = await api.request('/api/auth/sign-in', { method: 'POST', json: { email, password } });
  const cookie = sessionCookieFrom(response);
  const answer = (await response.json()) as { user: { id: string }; two_factor: 'verify' | 'enrol' | null };
  if (!answer.two_factor) return cookie;
  let key = enrolledKeyOf(email);
  if (answer.two_factor === 'enrol') {
    key = encodeBase32UpperCaseNoPadding(randomBytes(20));
    const secret = api.deps?.env.TOTP_ENCRYPTION_KEY ?? DEV_TOTP_ENCRYPTION_KEY;
    await saveTotpEnrolment(api.db, answer.user.id, sealTotpKey(decodeBase32IgnorePadding(key), answer.user.id, secret), [], Math.floor(Date.now() / 1000));
    enrolledKeys.set(email.toLowerCase(), key);
  }
  if (!key) throw new Error(`no known TOTP key for ${email}`);
  // A code opens one session (RFC 6238 section 5.2): a test signing the same account in twice within 30 seconds
  // forgets the step its last code used, as the next 30 seconds would.
  await api.db.execute({ sql: 'UPDATE totp_credentials SET last_used_step = NULL WHERE user_id = ?', args: [answer.user.id] });
  const verify = await api.request('/api/auth/two-factor/verify', { method: 'POST', headers: { cookie }, json: { code: totpCode(key) } });
  if (verify.status !== 200) throw new Error(`two-factor code refused: ${verify.status} ${await verify.text()}`);
  return cookie;
}
