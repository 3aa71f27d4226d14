import { randomBytes } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, verifyHOTP, verifyTOTPWithGracePeriod } from '@oslojs/otp';
import { siteSettings } from '../../src/lib/site-settings';

/**
 * The secrets of ADR 41, built from the Oslo packages Lucia's guides use: reset tokens and recovery codes are random,
 * stored only as SHA-256 (long random strings need no slow hash); TOTP keys are 20 random bytes, codes 6 digits
 * every 30 seconds, the authenticator apps' defaults.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side, for a phone clock a little off and a code typed as it changes. */
const TOTP_GRACE_SECONDS = 30;
/** The name the authenticator app lists the account under: the brokerage's name as configured. */
export const TOTP_ISSUER: string = siteSettings.brokerageName;
export const RECOVERY_CODE_COUNT = 10;

/** A reset token: 20 random bytes (160 bits), base32 lowercase, 32 characters that survive any mail client. */
export function newResetToken(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(20));
}

export function hashOneTimeSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

export function newTotpKey(): Uint8Array {
  return new Uint8Array(randomBytes(20));
}

export function totpKeyText(key: Uint8Array): string {
  return encodeBase32UpperCaseNoPadding(key);
}

export function totpKeyUri(accountEmail: string, key: Uint8Array): string {
  return createTOTPKeyURI(TOTP_ISSUER, accountEmail, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
}

/** A code typed with spaces ("123 456") is the same code. */
export function verifyTotpCode(key: Uint8Array, code: string): boolean {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return false;
  return verifyTOTPWithGracePeriod(key, TOTP_PERIOD_SECONDS, TOTP_DIGITS, digits, TOTP_GRACE_SECONDS);
}

/**
 * The time step (30-second counter) whose code this is, within one step either side of now, or null: sign-in keeps
 * the last accepted step per account and refuses the same or an older one, so a code opens one session (RFC 6238
 * section 5.2). The newest matching step wins, so a code is never taken for an older step than it was made for.
 */
export function matchingTotpStep(key: Uint8Array, code: string, nowMs = Date.now()): number | null {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const now = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
  const grace = TOTP_GRACE_SECONDS / TOTP_PERIOD_SECONDS;
  for (let step = now + grace; step >= now - grace; step--) {
    if (verifyHOTP(key, BigInt(step), TOTP_DIGITS, digits)) return step;
  }
  return null;
}

/** Ten codes of 16 base32 characters (80 bits) in groups of four: xxxx-xxxx-xxxx-xxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => encodeBase32LowerCaseNoPadding(randomBytes(10)).match(/.{4}/g)!.join('-'));
}

/** Recovery codes compare without case, spaces or dashes, as people copy them. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && constantTimeEqual(a, b);
}
