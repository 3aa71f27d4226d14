import type { Db } from '../../db/client';
import { releaseHits, reserveHits, resetCounters } from '../../db/queries/rate-limits';
import { messages } from '../../src/lib/messages';
import { tooManyRequests } from '../http/errors';

/** 10 failed sign-ins per account and 50 per IP, per 15 minutes (docs/decisions/0009-sign-in-limits-and-lockout.md). */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

export interface SignInReservation {
  /** The account's counter was full, but this address had no failure for it: one check allowed (ADR 0009). */
  viaFreshAddress: boolean;
  /** A correct password: the attempt was no failure. */
  succeeded(): Promise<void>;
  /** The password could not be checked at all (server busy): nothing is counted. */
  cancelled(): Promise<void>;
}

/**
 * Reserves the attempt BEFORE the password is hashed, in one write transaction over three counters (per IP, per
 * account, per account+address), so a burst of concurrent guesses each sees its own count: at most 10 reach the
 * password check for one account and 50 for one IP, however many are sent at once. Over a limit: 429.
 */
export async function reserveSignInAttempt(db: Db, email: string, ip: string, nowSeconds: number): Promise<SignInReservation> {
  const account = email.toLowerCase();
  const keys = { ip: `sign-in:ip:${ip}`, account: `sign-in:account:${account}`, pair: `sign-in:pair:${account}:${ip}` };
  const [ipHit, accountHit, pairHit] = await reserveHits(db, [keys.ip, keys.account, keys.pair], SIGN_IN_WINDOW_SECONDS, nowSeconds);
  const retryAfter = (windowStart: number) => Math.max(1, windowStart + SIGN_IN_WINDOW_SECONDS - nowSeconds);
  if (ipHit!.count > MAX_FAILURES_PER_IP) throw tooManyRequests(messages.auth.tooManyAttempts, retryAfter(ipHit!.windowStart));
  const accountFull = accountHit!.count > MAX_FAILURES_PER_ACCOUNT;
  const viaFreshAddress = accountFull && pairHit!.count === 1;
  if (accountFull && !viaFreshAddress) throw tooManyRequests(messages.auth.tooManyAttempts, retryAfter(accountHit!.windowStart));

  return {
    viaFreshAddress,
    async succeeded() {
      // The owner got in: this address's failures for the account are forgotten and the IP's hit handed back.
      // Through a fresh address the account counter stays full, so whoever filled it stays locked out.
      await resetCounters(db, viaFreshAddress ? [keys.pair] : [keys.pair, keys.account]);
      await releaseHits(db, [keys.ip]);
    },
    async cancelled() {
      await releaseHits(db, [keys.ip, keys.account, keys.pair]);
    },
  };
}
