import { randomBytes } from 'node:crypto';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '../../../config/env';
import { sealPlaintextTotpKeys } from '../../../functions/auth/stored-totp-keys';
import { prepareDatabase } from '../../../functions/setup/prepare-database';
import { accountMessages } from '../../../src/lib/messages-account';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { totpCode } from '../../helpers/two-factor';
import { call, newStaff } from './support';

/** TOTP keys are sealed at rest with AES-256-GCM under TOTP_ENCRYPTION_KEY (ADR 41). */
const KEY_A = randomBytes(32).toString('base64');
const KEY_B = randomBytes(32).toString('base64');

let apis: TestApi[] = [];
afterEach(async () => {
  await Promise.all(apis.map((api) => api.close()));
  apis = [];
});
const start = async (key: string) => {
  const api = await startTestApi({ env: { TOTP_ENCRYPTION_KEY: key } });
  apis.push(api);
  return api;
};

const stored = async (api: TestApi, userId: string) => {
  const row = (await api.db.execute({ sql: 'SELECT key FROM totp_credentials WHERE user_id = ?', args: [userId] })).rows[0];
  return row ? Buffer.from(row.key as ArrayBuffer) : null;
};

/** An agent enrolled through the routes; returns the key as the authenticator app holds it. */
async function enrolledAgent(api: TestApi) {
  const agent = await newStaff(api, 'agent');
  const signIn = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
  const setup = await call(api)('GET', '/api/auth/two-factor/setup', { cookie: signIn.cookie });
  const key = setup.body.item.key as string;
  const pending = (await api.db.execute({ sql: 'SELECT pending_totp_key FROM sessions WHERE user_id = ?', args: [agent.userId] })).rows[0];
  const pendingBytes = Buffer.from(pending!.pending_totp_key as ArrayBuffer);
  const done = await call(api)('POST', '/api/auth/two-factor/enrol', { cookie: signIn.cookie, json: { key, code: totpCode(key) } });
  expect(done.status).toBe(200);
  return { ...agent, key, pendingBytes };
}

async function codeStep(api: TestApi, agent: { email: string; password: string; userId: string }, code: string) {
  await api.db.execute({ sql: 'UPDATE totp_credentials SET last_used_step = NULL WHERE user_id = ?', args: [agent.userId] });
  const signIn = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
  expect(signIn.body.two_factor).toBe('verify');
  const verify = await call(api)('POST', '/api/auth/two-factor/verify', { cookie: signIn.cookie, json: { code } });
  const me = await call(api)('GET', '/api/auth/me', { cookie: signIn.cookie });
  return { verify, me };
}

describe('TOTP keys at rest', () => {
  it('stores neither the enrolled nor the pending key itself, and sign-in with a code still works', async () => {
    const api = await start(KEY_A);
    const agent = await enrolledAgent(api);
    const raw = Buffer.from(decodeBase32IgnorePadding(agent.key));
    const value = (await stored(api, agent.userId))!;
    expect(value.includes(raw)).toBe(false);
    expect(value.length).toBe(1 + 12 + 20 + 16);
    expect(agent.pendingBytes.includes(raw)).toBe(false);

    const { verify, me } = await codeStep(api, agent, totpCode(agent.key));
    expect(verify.status).toBe(200);
    expect(me.status).toBe(200);
  });

  it('fails closed under another TOTP_ENCRYPTION_KEY: the right code opens nothing', async () => {
    const api = await start(KEY_A);
    const agent = await enrolledAgent(api);
    // The same database served with another key, as after TOTP_ENCRYPTION_KEY changed.
    api.deps.env.TOTP_ENCRYPTION_KEY = KEY_B;
    const { verify, me } = await codeStep(api, agent, totpCode(agent.key));
    expect(verify.status).toBe(503);
    expect(verify.body.error.message).toBe(accountMessages.twoFactor.keyUnreadable);
    expect(me.status).toBe(401);
  });

  it("does not open a sealed key copied to another account's row", async () => {
    const api = await start(KEY_A);
    const one = await enrolledAgent(api);
    const two = await enrolledAgent(api);
    await api.db.execute({ sql: 'UPDATE totp_credentials SET key = ? WHERE user_id = ?', args: [await stored(api, one.userId), two.userId] });
    const { verify, me } = await codeStep(api, two, totpCode(one.key));
    expect(verify.status).toBe(503);
    expect(me.status).toBe(401);
  });

  it('seals keys stored in plaintext before, once, and they still sign in', async () => {
    const api = await start(KEY_A);
    const agent = await enrolledAgent(api);
    const raw = Buffer.from(decodeBase32IgnorePadding(agent.key));
    await api.db.execute({ sql: 'UPDATE totp_credentials SET key = ? WHERE user_id = ?', args: [raw, agent.userId] });
    const before = await codeStep(api, agent, totpCode(agent.key));
    expect(before.verify.status).toBe(503);

    // The Node host's start (after its migrations) seals it, once.
    const said: string[] = [];
    await prepareDatabase(api.db, readEnv({ SEED_DEMO: 'false', TOTP_ENCRYPTION_KEY: KEY_A }), (line) => said.push(line));
    expect(said).toContain('Sealed 1 stored TOTP key under TOTP_ENCRYPTION_KEY.');
    expect(await sealPlaintextTotpKeys(api.db, KEY_A)).toBe(0);
    const value = (await stored(api, agent.userId))!;
    expect(value.includes(raw)).toBe(false);
    const after = await codeStep(api, agent, totpCode(agent.key));
    expect(after.verify.status).toBe(200);
    expect(after.me.status).toBe(200);
  });

  it('stores recovery codes only as hashes', async () => {
    const api = await start(KEY_A);
    const agent = await newStaff(api, 'agent');
    const signIn = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    const setup = await call(api)('GET', '/api/auth/two-factor/setup', { cookie: signIn.cookie });
    const key = setup.body.item.key as string;
    const done = await call(api)('POST', '/api/auth/two-factor/enrol', { cookie: signIn.cookie, json: { key, code: totpCode(key) } });
    const codes = done.body.item.recovery_codes as string[];
    const rows = await api.db.execute({ sql: 'SELECT code_hash FROM recovery_codes WHERE user_id = ?', args: [agent.userId] });
    const hashes = rows.rows.map((row) => Buffer.from(row.code_hash as ArrayBuffer).toString('latin1'));
    expect(hashes).toHaveLength(codes.length);
    for (const code of codes) for (const hash of hashes) expect(hash).not.toContain(code.replace(/-/g, ''));
  });
});
