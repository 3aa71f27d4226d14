import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Lucia's alphabet: lowercase letters and digits without look-alikes, 5 bits a character. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** 24 characters x 5 bits = 120 bits from the CSPRNG, as the Lucia guide recommends. */
export function generateSecureRandomString(): string {
  const bytes = randomBytes(24);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte >> 3];
  return out;
}

export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  const actual = hashSecret(secret);
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A token is "{id}.{secret}"; anything else is treated as no token. */
export function parseToken(token: string): { id: string; secret: string } | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { id: parts[0], secret: parts[1] };
}
