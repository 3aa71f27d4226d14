import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../functions/auth/create-user';
import { HASH_CONCURRENCY } from '../../../functions/auth/hash-slots';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from '../../../functions/auth/routes';
import { sessionCookieFrom, startTestApi, type TestApi } from '../../helpers/test-api';
import { concurrentSignIns, recordingLogger } from '../../security/support/sign-in-attack';

const owner = { email: 'owner@example.test', password: 'owner-password-1', role: 'admin' as const, name: 'Olive Owner' };

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const counter = async (key: string) => Number((await api!.db.execute({ sql: 'SELECT count FROM rate_limits WHERE key = ?', args: [key] })).rows[0]?.count ?? 0);

describe('sign-in limits hold under concurrency', () => {
  it(`sixty wrong passwords at once for one account reach at most ${MAX_FAILURES_PER_ACCOUNT} password checks`, async () => {
    const log = recordingLogger();
    api = await startTestApi({ deps: { log } });
    const result = await concurrentSignIns(api, log, 60, () => 'made-up@example.test');
    console.info(`60 concurrent sign-ins, one account: ${JSON.stringify(result)}`);
    expect(result.checks).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    expect(result.statuses[401]).toBe(result.checks);
    expect(result.statuses[429]).toBe(60 - result.checks);
    expect(result.peakConcurrentHashes).toBeLessThanOrEqual(HASH_CONCURRENCY);
  }, 180_000);

  it(`sixty wrong passwords at once from one IP over many accounts reach at most ${MAX_FAILURES_PER_IP} checks, ${HASH_CONCURRENCY} hashing at a time`, async () => {
    const log = recordingLogger();
    api = await startTestApi({ deps: { log } });
    const result = await concurrentSignIns(api, log, 60, (i) => `user-${i}@example.test`);
    console.info(`60 concurrent sign-ins, one IP: ${JSON.stringify(result)}`);
    expect(result.checks).toBeLessThanOrEqual(MAX_FAILURES_PER_IP);
    expect(result.statuses[401]).toBe(result.checks);
    expect(result.statuses[429]).toBe(60 - result.checks);
    expect(result.peakConcurrentHashes).toBeLessThanOrEqual(HASH_CONCURRENCY);
    // Attempts refused because the hash queue was full ran no check and are not counted as failures.
    const busy = log.lines.filter((l) => l.msg === 'sign-in refused: password hashing queue full').length;
    expect(await counter('sign-in:ip:127.0.0.1')).toBeLessThanOrEqual(60 - busy);
  }, 180_000);
});

describe('a locked account still lets its owner in from a clean address (finding 4, ADR 0009)', () => {
  const signInFrom = (ip: string, password: string) =>
    api!.request('/api/auth/sign-in', { method: 'POST', json: { email: owner.email, password }, headers: { 'x-forwarded-for': ip } });

  it('lets the right password through from an address with no failures for the account, and only once a wrong one', async () => {
    api = await startTestApi({ env: { TRUST_PROXY: 'true' } });
    await createUser(api.db, owner);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await signInFrom('203.0.113.66', `wrong-${i}`)).status).toBe(401);
    // The attacker's address is locked out, even with the right password.
    expect((await signInFrom('203.0.113.66', owner.password)).status).toBe(429);
    // The owner, elsewhere, gets in; the account stays locked for the attacker.
    const ok = await signInFrom('198.51.100.7', owner.password);
    expect(ok.status).toBe(200);
    expect(sessionCookieFrom(ok)).toMatch(/^session=/);
    expect((await signInFrom('203.0.113.66', owner.password)).status).toBe(429);
    // A guess from a fresh address costs that address its one check for this account.
    expect((await signInFrom('192.0.2.9', 'another-guess')).status).toBe(401);
    expect((await signInFrom('192.0.2.9', owner.password)).status).toBe(429);
  }, 60_000);

  it('a correct sign-in within the limit clears the account counter and gives the IP its attempt back', async () => {
    api = await startTestApi({ env: { TRUST_PROXY: 'true' } });
    await createUser(api.db, owner);
    expect((await signInFrom('198.51.100.7', 'typo')).status).toBe(401);
    expect((await signInFrom('198.51.100.7', owner.password)).status).toBe(200);
    expect(await counter(`sign-in:account:${owner.email}`)).toBe(0);
    expect(await counter('sign-in:ip:198.51.100.7')).toBe(1);
  });
});
