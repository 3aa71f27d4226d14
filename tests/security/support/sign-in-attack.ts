import { hashSlots } from '../../../functions/auth/hash-slots';
import type { LogFields, Logger } from '../../../functions/http/logger';
import type { TestApi } from '../../helpers/test-api';

/** A logger that keeps every line, so a test can count the password checks the API really made. */
export function recordingLogger(): Logger & { lines: Array<{ msg: string; fields: LogFields }> } {
  const lines: Array<{ msg: string; fields: LogFields }> = [];
  const keep = (msg: string, fields: LogFields = {}) => void lines.push({ msg, fields });
  return { lines, debug: keep, info: keep, warn: keep, error: keep };
}

export interface AttackResult {
  statuses: Record<number, number>;
  /** Password checks that ran (a failed check is logged as 'sign-in failed', a good one as 'signed in'). */
  checks: number;
  /** The most scrypt runs seen at the same moment. */
  peakConcurrentHashes: number;
  ms: number;
}

/**
 * Sends `count` sign-ins at once (sixty wrong passwords for one made-up account all got 401) and reports
 * what reached the password check. `emailFor(i)` picks the account of attempt i.
 */
export async function concurrentSignIns(
  api: TestApi,
  log: ReturnType<typeof recordingLogger>,
  count: number,
  emailFor: (i: number) => string,
): Promise<AttackResult> {
  const before = log.lines.length;
  let peak = 0;
  const poll = setInterval(() => (peak = Math.max(peak, hashSlots.stats().running)), 5);
  const started = performance.now();
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      api.request('/api/auth/sign-in', { method: 'POST', json: { email: emailFor(i), password: `guess-${i}` } }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      }),
    ),
  );
  const ms = performance.now() - started;
  clearInterval(poll);
  const statuses: Record<number, number> = {};
  for (const status of responses) statuses[status] = (statuses[status] ?? 0) + 1;
  const checks = log.lines.slice(before).filter((l) => l.msg === 'sign-in failed' || l.msg === 'signed in').length;
  return { statuses, checks, peakConcurrentHashes: peak, ms: Math.round(ms) };
}
