import { randomBytes } from 'node:crypto';
import { generateTOTP } from '@oslojs/otp';
import type { Db } from '../../db/client';
import { saveTotpEnrolment } from '../../db/queries/account-security';
import { sealTotpKey } from '../../functions/auth/totp-key-seal';

/**
 * A script's super admin must pass two-step sign-in like anyone (ADR 41): it is enrolled with a fresh key in the
 * script's own temporary database, and answers the code step with the key's current code. Nothing is bypassed.
 */
export async function enrolScriptAccount(db: Db, userId: string, totpEncryptionKey: string): Promise<Uint8Array> {
  const key = new Uint8Array(randomBytes(20));
  // Stored sealed, as enrolment stores it (ADR 41): the server opens it with the same TOTP_ENCRYPTION_KEY.
  await saveTotpEnrolment(db, userId, sealTotpKey(key, userId, totpEncryptionKey), [], Math.floor(Date.now() / 1000));
  return key;
}

/** Answers sign-in's code step for a session cookie; throws when the code is refused. */
export async function answerCodeStep(
  fetchFn: (request: Request) => Response | Promise<Response>,
  base: string,
  cookie: string,
  key: Uint8Array,
): Promise<void> {
  const response = await fetchFn(
    new Request(`${base}/api/auth/two-factor/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ code: generateTOTP(key, 30, 6) }),
    }),
  );
  if (response.status !== 200) throw new Error(`the two-step code was refused: ${response.status}`);
}
