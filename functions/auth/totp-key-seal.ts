import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * TOTP keys at rest (ADR 41): the server must read a key to check a code, so it cannot be hashed like the other
 * secrets; it is sealed with AES-256-GCM under TOTP_ENCRYPTION_KEY, as Lucia's two-factor guide encrypts it. A copy
 * of the database alone then gives no one the codes. The account's id is authenticated with the key, so a sealed key
 * moved to another account does not open. Stored form: version byte, 12-byte IV, ciphertext, 16-byte tag.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored value that is not a key sealed under this secret for this account: refused, never used as is. */
export class TotpKeyUnreadable extends Error {
  constructor() {
    super('A stored TOTP key could not be opened with TOTP_ENCRYPTION_KEY (wrong key, or a value not sealed by it).');
  }
}

/** The environment's key: 32 bytes written as base64 (config/env.ts checks the length). */
export const encryptionKeyBytes = (base64: string): Buffer => Buffer.from(base64, 'base64');

const associated = (userId: string) => Buffer.from(`totp-key:${userId}`);

export function sealTotpKey(key: Uint8Array, userId: string, secretBase64: string): Uint8Array {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', encryptionKeyBytes(secretBase64), iv);
  cipher.setAAD(associated(userId));
  const body = Buffer.concat([cipher.update(key), cipher.final()]);
  return new Uint8Array(Buffer.concat([Buffer.from([VERSION]), iv, body, cipher.getAuthTag()]));
}

/** Opens a sealed key; a wrong secret, another account's value, a changed byte or a plaintext key throws. */
export function openTotpKey(sealed: Uint8Array, userId: string, secretBase64: string): Uint8Array {
  if (sealed.length <= 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) throw new TotpKeyUnreadable();
  const bytes = Buffer.from(sealed);
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKeyBytes(secretBase64), bytes.subarray(1, 1 + IV_BYTES));
    decipher.setAAD(associated(userId));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]));
  } catch {
    throw new TotpKeyUnreadable();
  }
}

/** A key as stored before keys were sealed: the 20 raw bytes `newTotpKey` makes (a sealed one is 49 bytes). */
export const isPlaintextTotpKey = (stored: Uint8Array): boolean => stored.length === 20;
