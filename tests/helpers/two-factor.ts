import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import { sessionCookieFrom, type TestApi } from './test-api';

/** The current 6-digit code of a base32 TOTP key, as an authenticator app would show it (ADR 41). */
export function totpCode(keyBase32: string): string {
  return generateTOTP(decodeBase32IgnorePadding(keyBase32), 30, 6);
}

/** Keys this test run enrolled, by email, so a later sign-in of the same account can give its code. */
const enrolledKeys = new Map<string, string>();
export const enrolledKeyOf = (email: string) => enrolledKeys.get(email.toLowerCase());

/**
 * Signs in through POST /api/auth/sign-in and completes the second step the answer asks for, through the real
 * routes and a real code: `enrol` (a super admin without a key) sets one up, `verify` gives the enrolled key's code.
 * Returns the Cookie header.
 */
export async function signInOverHttp(api: Pick<TestApi, 'request'>, email: string, password: string): Promise<string> {
  const response = await api.request('/api/auth/sign-in', { method: 'POST', json: { email, password } });
  const cookie = sessionCookieFrom(response);
  const { two_factor: step } = (await response.json()) as { two_factor: 'verify' | 'enrol' | null };
  if (step === 'enrol') {
    const setup = await api.request('/api/auth/two-factor/setup', { headers: { cookie } });
    const { item } = (await setup.json()) as { item: { key: string } };
    const enrol = await api.request('/api/auth/two-factor/enrol', { method: 'POST', headers: { cookie }, json: { key: item.key, code: totpCode(item.key) } });
    if (enrol.status !== 200) throw new Error(`two-factor enrolment failed: ${enrol.status} ${await enrol.text()}`);
    enrolledKeys.set(email.toLowerCase(), item.key);
  } else if (step === 'verify') {
    const key = enrolledKeyOf(email);
    if (!key) throw new Error(`no known TOTP key for ${email}`);
    const verify = await api.request('/api/auth/two-factor/verify', { method: 'POST', headers: { cookie }, json: { code: totpCode(key) } });
    if (verify.status !== 200) throw new Error(`two-factor code refused: ${verify.status} ${await verify.text()}`);
  }
  return cookie;
}
