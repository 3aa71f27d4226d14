import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_CONCURRENCY } from '../../functions/auth/hash-slots';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from '../../functions/auth/routes';
import { startTestApi, type TestApi } from '../helpers/test-api';
import { concurrentSignIns, recordingLogger } from './support/sign-in-attack';

/** Kept as a standing attack: sixty wrong passwords at once. Scrypt is slow on a busy machine. */
const ATTACK_TIMEOUT_MS = 180_000;

// The attack is measured at the production scrypt cost: the suites' fast test cost would hide the queueing.
// Before each test: the suite's config undoes stubbed variables between tests (vitest.config.ts, unstubEnvs).
beforeEach(() => {
  vi.stubEnv('PASSWORD_HASH_COST', '');
});

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function attack(emailFor: (i: number) => string) {
  const log = recordingLogger();
  api = await startTestApi({ deps: { log } });
  return concurrentSignIns(api, log, 60, emailFor);
}

// Each attack: whose account each of the sixty guesses names, and the limit of password checks it must stay within.
const attacks: [scope: string, limit: number, emailFor: (i: number) => string][] = [
  ['for one account', MAX_FAILURES_PER_ACCOUNT, () => 'ceo@example.test'],
  ['from one IP over many accounts', MAX_FAILURES_PER_IP, (i) => `staff-${i}@example.test`],
];

describe('concurrent sign-in attack', () => {
  it.each(attacks)(
    `60 at once %s: at most %i password checks, ${HASH_CONCURRENCY} hashing at a time, the rest 429`,
    async (scope, limit, emailFor) => {
      const result = await attack(emailFor);
      console.info(`security suite, 60 concurrent sign-ins ${scope}: ${JSON.stringify(result)}`);
      expect(result.checks).toBeLessThanOrEqual(limit);
      expect(result.statuses[401]).toBe(result.checks);
      expect(result.statuses[429]).toBe(60 - result.checks);
      expect(result.peakConcurrentHashes).toBeLessThanOrEqual(HASH_CONCURRENCY);
    },
    ATTACK_TIMEOUT_MS,
  );
});
