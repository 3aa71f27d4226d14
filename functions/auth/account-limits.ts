import type { Db } from '../../db/client';
import { releaseHits, reserveHits } from '../../db/queries/rate-limits';
import { tooManyRequests } from '../http/errors';

/**
 * Fixed-window limits for the account routes (ADR 41), reserved before the work as sign-in's are (ADR 9): each
 * concurrent request sees its own count. `release` hands the hits back when the attempt turned out right.
 */
export interface Limit {
  key: string;
  max: number;
}

export async function reserveLimited(
  db: Db,
  limits: Limit[],
  windowSeconds: number,
  nowSeconds: number,
  message: string,
): Promise<{ release(): Promise<void>; counts: number[] }> {
  const hits = await reserveHits(
    db,
    limits.map((limit) => limit.key),
    windowSeconds,
    nowSeconds,
  );
  hits.forEach((hit, index) => {
    if (hit.count > limits[index]!.max) throw tooManyRequests(message, Math.max(1, hit.windowStart + windowSeconds - nowSeconds));
  });
  return {
    /** Each limit's count with this attempt, so a caller can tell the attempt that filled it (ADR 41). */
    counts: hits.map((hit) => hit.count),
    release: () =>
      releaseHits(
        db,
        limits.map((limit) => limit.key),
      ),
  };
}

export const HOUR_SECONDS = 60 * 60;
export const QUARTER_HOUR_SECONDS = 15 * 60;
/** Reset requests: 3 an hour per address (whether or not it has an account), 10 an hour per client address. */
export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_REQUESTS_PER_IP = 10;
/** Reset links tried: 20 wrong or spent links an hour per client address. */
export const RESET_CONFIRMS_PER_IP = 20;
/** Wrong codes or passwords on a signed-in or half-signed-in account: 5 per 15 minutes per account. */
export const CODE_FAILURES_PER_ACCOUNT = 5;
