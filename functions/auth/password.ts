import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hashSlots } from './hash-slots';

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (ADR 3). */
const PRODUCTION_PARAMS = { N: 2 ** 17, r: 8, p: 1 };
/** For test suites only: the same code path at about 1/128 of the cost. */
const FAST_PARAMS = { N: 2 ** 10, r: 8, p: 1 };

/**
 * The cost new hashes get. `PASSWORD_HASH_COST=fast` (set by the test configurations) lowers it, so the suites do not
 * spend most of their time in scrypt; it is ignored when NODE_ENV is production. Verification always uses the
 * parameters stored with the hash, so a fast test hash never weakens a real one.
 */
export function passwordHashParams(): { N: number; r: number; p: number } {
  const fast = process.env.PASSWORD_HASH_COST === 'fast' && process.env.NODE_ENV !== 'production';
  return fast ? FAST_PARAMS : PRODUCTION_PARAMS;
}
const KEY_LENGTH = 64;

/** Every scrypt run waits for one of the few hash slots (hash-slots.ts); a full queue throws HashQueueFullError. */
async function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  const release = await hashSlots.acquire();
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
    );
  } finally {
    release();
  }
}

/** Returns "scrypt$N$r$p$salt$hash" (base64), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = passwordHashParams();
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash to verify against when the account does not exist, so timing does not reveal which emails exist. One per
 * cost: it must take as long as a real account's check at the cost new hashes get now.
 */
const dummyHashes = new Map<number, Promise<string>>();
export function dummyPasswordHash(): Promise<string> {
  const { N } = passwordHashParams();
  const cached = dummyHashes.get(N);
  if (cached) return cached;
  const hash = hashPassword('not-a-real-password');
  dummyHashes.set(N, hash);
  return hash;
}
