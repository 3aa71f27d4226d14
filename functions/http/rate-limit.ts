import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import { incrementCounter } from '../../db/queries/rate-limits';
import { messages } from '../../src/lib/messages';
import { tooManyRequests } from './errors';
import { clientIp, type ProxyTrust } from './client-ip';

export interface RateLimitRule {
  /** Names the counter, e.g. 'contact' -> "contact:ip:{ip}". */
  name: string;
  limit: number;
  windowSeconds: number;
  message?: string;
}

/** Per-IP limit for public endpoints (forms, chat); over the limit answers 429 with a clear message. */
export function limitPerIp(deps: { db: Db; now: () => Date; proxy: ProxyTrust }, rule: RateLimitRule): MiddlewareHandler {
  return async (c, next) => {
    const now = Math.floor(deps.now().getTime() / 1000);
    const key = `${rule.name}:ip:${clientIp(c, deps.proxy)}`;
    const { count, windowStart } = await incrementCounter(deps.db, key, rule.windowSeconds, now);
    if (count > rule.limit) {
      throw tooManyRequests(rule.message ?? messages.generic.rateLimited, windowStart + rule.windowSeconds - now);
    }
    return next();
  };
}
