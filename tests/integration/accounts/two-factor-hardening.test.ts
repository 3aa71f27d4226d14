import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE_FAILURES_PER_ACCOUNT } from '../../../functions/auth/account-limits';
import { accountMessages } from '../../../src/lib/messages-account';
import { siteSettings } from '../../../src/lib/site-settings';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { totpCode } from '../../helpers/two-factor';
import { accountEvents, call, mailTo, newStaff } from './support';

/** The fixes to two-step verification found by review (ADR 41, amended). */
let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

async function enrol(cookie: string, extra: Record<string, string> = {}) {
  const setup = await call(api)('GET', '/api/auth/two-factor/setup', { cookie });
  const key = setup.body.item.key as string;
  const done = await call(api)('POST', '/api/auth/two-factor/enrol', { cookie, json: { key, code: totpCode(key), ...extra } });
  return { key, done };
}

const storedKey = async (userId: string) =>
  String((await api.db.execute({ sql: 'SELECT hex(key) AS k FROM totp_credentials WHERE user_id = ?', args: [userId] })).rows[0]?.k);

describe('replacing the key', () => {
  it('needs the password, and mails the owner that the key was replaced', async () => {
    const agent = await newStaff(api, 'agent');
    const signIn = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    expect((await enrol(signIn.cookie!)).done.status).toBe(200);
    const before = await storedKey(agent.userId);

    const bare = await enrol(signIn.cookie!);
    expect(bare.done.status).toBe(400);
    expect(bare.done.body.error.fields.password).toBe(accountMessages.panel.wrongPassword);
    const wrong = await enrol(signIn.cookie!, { password: 'not-the-password' });
    expect(wrong.done.status).toBe(400);
    expect(await storedKey(agent.userId)).toBe(before);

    const right = await enrol(signIn.cookie!, { password: agent.password });
    expect(right.done.status).toBe(200);
    expect(await storedKey(agent.userId)).not.toBe(before);
    expect(await accountEvents(api, agent.userId)).toEqual(['two_factor_enrolled', 'two_factor_replaced']);
    expect((await mailTo(api, agent.email))[0]!.subject).toBe(accountMessages.events.two_factor_replaced);
  });
});

describe('account mail wording', () => {
  it('says each thing once ("turned on ... on your staff account" no more)', () => {
    for (const what of Object.values(accountMessages.events)) {
      const text = accountMessages.eventEmailText(what, '2026-01-01 10:00 UTC', '127.0.0.1');
      expect(text).not.toMatch(/\bon on\b/);
      expect(text).not.toMatch(/your account\b.*on your staff account/);
      expect(text).not.toMatch(/(\b\w+\b) \1\b/);
    }
  });
});

describe('wrong second-step codes', () => {
  it('records the lockout in the audit log and mails the owner once, without any code', async () => {
    const agent = await newStaff(api, 'agent');
    const first = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    const { key } = await enrol(first.cookie!);
    const second = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    const wrong = totpCode(key) === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT + 3; i++)
      statuses.push((await call(api)('POST', '/api/auth/two-factor/verify', { cookie: second.cookie, json: { code: wrong } })).status);
    expect(statuses.slice(0, CODE_FAILURES_PER_ACCOUNT)).toEqual(Array(CODE_FAILURES_PER_ACCOUNT).fill(400));
    expect(statuses.slice(CODE_FAILURES_PER_ACCOUNT)).toEqual([429, 429, 429]);
    expect(await accountEvents(api, agent.userId)).toEqual(['two_factor_enrolled', 'two_factor_locked']);
    const locked = (await mailTo(api, agent.email)).filter((mail) => mail.subject === accountMessages.events.two_factor_locked);
    expect(locked).toHaveLength(1);
    expect(locked[0]!.text_body).not.toContain(wrong);
  });
});

describe('sessions still waiting for their code', () => {
  it('are not listed as signed in, and "sign out everywhere" ends them', async () => {
    const agent = await newStaff(api, 'agent');
    const first = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    await enrol(first.cookie!);
    const pending = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    expect(pending.body.two_factor).toBe('verify');
    const overview = await call(api)('GET', '/api/account', { cookie: first.cookie });
    expect(overview.body.item.sessions).toHaveLength(1);
    expect(overview.body.item.sessions[0].current).toBe(true);

    expect((await call(api)('POST', '/api/account/sign-out-everywhere', { cookie: first.cookie })).status).toBe(200);
    expect((await call(api)('GET', '/api/auth/session', { cookie: pending.cookie })).body.two_factor).toBeNull();
    const left = await api.db.execute({ sql: 'SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', args: [agent.userId] });
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});

describe('enrolment key', () => {
  it('stays the same across reloads of the setup until a code from it is confirmed, then a new one is offered', async () => {
    const boss = await newStaff(api, 'super_admin');
    const signIn = await call(api)('POST', '/api/auth/sign-in', { json: { email: boss.email, password: boss.password } });
    const first = await call(api)('GET', '/api/auth/two-factor/setup', { cookie: signIn.cookie });
    const again = await call(api)('GET', '/api/auth/two-factor/setup', { cookie: signIn.cookie });
    expect(again.body.item.key).toBe(first.body.item.key);
    const key = first.body.item.key as string;
    expect((await call(api)('POST', '/api/auth/two-factor/enrol', { cookie: signIn.cookie, json: { key, code: totpCode(key) } })).status).toBe(200);
    const next = await call(api)('GET', '/api/auth/two-factor/setup', { cookie: signIn.cookie });
    expect(next.body.item.key).not.toBe(key);
  });
});

describe('authenticator issuer', () => {
  it("is the brokerage's configured name", async () => {
    const agent = await newStaff(api, 'agent');
    const signIn = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    const setup = await call(api)('GET', '/api/auth/two-factor/setup', { cookie: signIn.cookie });
    const uri = new URL(setup.body.item.uri as string);
    expect(uri.searchParams.get('issuer')).toBe(siteSettings.brokerageName);
    expect(decodeURIComponent(uri.pathname)).toContain(`${siteSettings.brokerageName}:${agent.email}`);
  });
});

describe('one-time codes', () => {
  it('open one session each: the same code (time step) again is refused (RFC 6238 section 5.2)', async () => {
    const agent = await newStaff(api, 'agent');
    const first = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    const { key } = await enrol(first.cookie!);
    const code = totpCode(key);
    const a = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    const b = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    expect((await call(api)('POST', '/api/auth/two-factor/verify', { cookie: a.cookie, json: { code } })).status).toBe(200);
    const replay = await call(api)('POST', '/api/auth/two-factor/verify', { cookie: b.cookie, json: { code } });
    expect(replay.status).toBe(400);
    expect((await call(api)('GET', '/api/auth/me', { cookie: b.cookie })).status).toBe(401);
  });
});
