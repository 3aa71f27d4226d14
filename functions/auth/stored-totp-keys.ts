import type { Db } from '../../db/client';
import { findTotpKey, listPlaintextTotpKeys, replaceStoredTotpKey } from '../../db/queries/account-security';
import { findPendingTotpKey, listPlaintextPendingTotpKeys, replacePendingTotpKey, setPendingTotpKey } from '../../db/queries/sessions';
import { openTotpKey, sealTotpKey } from './totp-key-seal';

/**
 * The TOTP keys as the routes use them, sealed on the way in and opened on the way out (ADR 41). A stored value that
 * does not open (another TOTP_ENCRYPTION_KEY, a changed byte) throws: the code step fails closed, it never falls back.
 */
export async function readTotpKey(db: Db, secret: string, userId: string): Promise<Uint8Array | null> {
  const stored = await findTotpKey(db, userId);
  return stored ? openTotpKey(stored, userId, secret) : null;
}

export async function readPendingTotpKey(db: Db, secret: string, sessionId: string, userId: string): Promise<Uint8Array | null> {
  const stored = await findPendingTotpKey(db, sessionId);
  return stored ? openTotpKey(stored, userId, secret) : null;
}

export async function storePendingTotpKey(db: Db, secret: string, sessionId: string, userId: string, key: Uint8Array): Promise<void> {
  await setPendingTotpKey(db, sessionId, sealTotpKey(key, userId, secret));
}

/**
 * Seals the keys stored before keys were sealed (20 raw bytes), once, at start (the Node host after its migrations,
 * the API function on Netlify at a cold start): each row is replaced only while it still holds the plaintext read,
 * so two instances starting together seal it once. Returns how many were sealed.
 */
export async function sealPlaintextTotpKeys(db: Db, secret: string): Promise<number> {
  let sealed = 0;
  for (const row of await listPlaintextTotpKeys(db)) {
    if (await replaceStoredTotpKey(db, row.userId, row.key, sealTotpKey(row.key, row.userId, secret))) sealed++;
  }
  for (const row of await listPlaintextPendingTotpKeys(db)) {
    if (await replacePendingTotpKey(db, row.sessionId, row.key, sealTotpKey(row.key, row.userId, secret))) sealed++;
  }
  return sealed;
}
