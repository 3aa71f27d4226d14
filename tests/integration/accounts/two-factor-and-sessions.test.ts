import { renderSVG } from 'uqr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE_FAILURES_PER_ACCOUNT } from '../../../functions/auth/account-limits';
import { accountMessages } from '../../../src/lib/messages-account';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { totpCode } from '../../helpers/two-factor';
import { accountEvents, call, mailTo, newStaff } from './support';

/** Two-step sign-in with TOTP and recovery codes, password change and sessions (ADR 41). */
let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

async function enrol(cookie: string) {
  const setup = await call(api)('GET', '/api/auth/two-factor/setup', { cookie });
  expect(setup.status).toBe(200);
  const key = setup.body.item.key as string;
  expect(setup.body.item.uri).toMatch(/^otpauth:\/\/totp\//);
  const done = await call(api)('POST', '/api/auth/two-factor/enrol', { cookie, json: { key, code: totpCode(key) } });
  expect(done.status).toBe(200);
  return { key, recoveryCodes: done.body.item.recovery_codes as string[] };
}

describe('super admin: two-step verification is required', () => {
  it('sends a super admin without a key to enrolment before anything else, then asks for a code at every sign-in', async () => {
    const boss = await newStaff(api, 'super_admin');
    const first = await call(api)('POST', '/api/auth/sign-in', { json: { email: boss.email, password: boss.password } });
    expect(first.status).toBe(200);
    expect(first.body.two_factor).toBe('enrol');
    // The half-open session opens nothing but enrolment.
    expect((await call(api)('GET', '/api/auth/me', { cookie: first.cookie })).status).toBe(401);
    expect((await call(api)('GET', '/api/admin/audit', { cookie: first.cookie })).status).toBe(401);
    expect((await call(api)('GET', '/api/auth/session', { cookie: first.cookie })).body.two_factor).toBe('enrol');
    // A wrong code enrols nothing.
    const setup = await call(api)('GET', '/api/auth/two-factor/setup', { cookie: first.cookie });
    // The key's link also comes as a QR code to scan (an SVG drawn by the server), of that very link.
    expect(setup.body.item.qr_svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+">/);
    expect(setup.body.item.qr_svg).toBe(renderSVG(setup.body.item.uri, { border: 2 }));
    expect(setup.body.item.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const wrong = await call(api)('POST', '/api/auth/two-factor/enrol', {
      cookie: first.cookie,
      json: { key: setup.body.item.key, code: '000000' === totpCode(setup.body.item.key) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const { key, recoveryCodes } = await enrol(first.cookie!);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await call(api)('GET', '/api/auth/me', { cookie: first.cookie })).status).toBe(200);
    // Recovery codes are stored hashed only.
    const stored = await api.db.execute({ sql: 'SELECT hex(code_hash) AS h FROM recovery_codes WHERE user_id = ?', args: [boss.userId] });
    expect(stored.rows).toHaveLength(10);
    expect(stored.rows.map((r) => String(r.h)).join()).not.toContain(recoveryCodes[0]!.replace(/-/g, '').toUpperCase());

    const second = await call(api)('POST', '/api/auth/sign-in', { json: { email: boss.email, password: boss.password } });
    expect(second.body.two_factor).toBe('verify');
    expect((await call(api)('GET', '/api/admin/audit', { cookie: second.cookie })).status).toBe(401);
    const verified = await call(api)('POST', '/api/auth/two-factor/verify', { cookie: second.cookie, json: { code: totpCode(key) } });
    expect(verified.status).toBe(200);
    expect(verified.body.profile.role).toBe('super_admin');
    expect((await call(api)('GET', '/api/admin/audit', { cookie: second.cookie })).status).toBe(200);
    expect(await accountEvents(api, boss.userId)).toEqual(['two_factor_enrolled']);
    expect((await mailTo(api, boss.email)).map((m) => m.subject)).toEqual([accountMessages.events.two_factor_enrolled]);
  });

  it('refuses to turn it off for the super admin (403) and keeps the key', async () => {
    const boss = await newStaff(api, 'super_admin');
    const signIn = await call(api)('POST', '/api/auth/sign-in', { json: { email: boss.email, password: boss.password } });
    await enrol(signIn.cookie!);
    const off = await call(api)('DELETE', '/api/account/two-factor', { cookie: signIn.cookie, json: { password: boss.password } });
    expect(off.status).toBe(403);
    expect((await call(api)('GET', '/api/account', { cookie: signIn.cookie })).body.item.two_factor).toMatchObject({ enrolled: true, required: true });
  });
});

describe('codes', () => {
  it('takes each recovery code once, mails and records its use', async () => {
    const agent = await newStaff(api, 'agent');
    const first = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    expect(first.body.two_factor).toBeNull();
    const { recoveryCodes } = await enrol(first.cookie!);
    const code = recoveryCodes[3]!;

    const second = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    expect(second.body.two_factor).toBe('verify');
    // Typed in capitals and without dashes, it is the same code.
    const used = await call(api)('POST', '/api/auth/two-factor/recovery', { cookie: second.cookie, json: { code: code.replace(/-/g, '').toUpperCase() } });
    expect(used.status).toBe(200);
    expect((await call(api)('GET', '/api/agent/profile', { cookie: second.cookie })).status).toBe(200);

    const third = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    const reused = await call(api)('POST', '/api/auth/two-factor/recovery', { cookie: third.cookie, json: { code } });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(accountMessages.twoFactor.invalidRecovery);
    expect((await call(api)('GET', '/api/account', { cookie: second.cookie })).body.item.two_factor.recovery_codes_left).toBe(9);
    expect(await accountEvents(api, agent.userId)).toEqual(['two_factor_enrolled', 'recovery_code_used']);
    expect((await mailTo(api, agent.email)).map((m) => m.subject)).toContain(accountMessages.events.recovery_code_used);
  });

  it('limits wrong codes per account across sessions: 429 even with the right code once the limit is reached', async () => {
    const agent = await newStaff(api, 'agent');
    const first = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    const { key } = await enrol(first.cookie!);
    const wrong = totpCode(key) === '123456' ? '654321' : '123456';
    for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT; i++) {
      const session = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
      expect((await call(api)('POST', '/api/auth/two-factor/verify', { cookie: session.cookie, json: { code: wrong } })).status).toBe(400);
    }
    const fresh = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    const limited = await call(api)('POST', '/api/auth/two-factor/verify', { cookie: fresh.cookie, json: { code: totpCode(key) } });
    expect(limited.status).toBe(429);
    expect((await call(api)('GET', '/api/agent/profile', { cookie: fresh.cookie })).status).toBe(401);
  });

  it('lets an agent turn it off with the password, mailed and recorded', async () => {
    const agent = await newStaff(api, 'agent');
    const signIn = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    await enrol(signIn.cookie!);
    expect((await call(api)('DELETE', '/api/account/two-factor', { cookie: signIn.cookie, json: { password: 'not-it' } })).status).toBe(400);
    expect((await call(api)('DELETE', '/api/account/two-factor', { cookie: signIn.cookie, json: { password: agent.password } })).status).toBe(200);
    expect((await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } })).body.two_factor).toBeNull();
    expect(await accountEvents(api, agent.userId)).toEqual(['two_factor_enrolled', 'two_factor_removed']);
  });
});

describe('password change and sessions', () => {
  it('needs the current password, ends every other session and keeps this one', async () => {
    const admin = await newStaff(api, 'admin');
    const here = await call(api)('POST', '/api/auth/sign-in', { json: { email: admin.email, password: admin.password } });
    const elsewhere = await call(api)('POST', '/api/auth/sign-in', { json: { email: admin.email, password: admin.password } });
    const wrong = await call(api)('POST', '/api/account/password', {
      cookie: here.cookie,
      json: { current_password: 'guess', new_password: 'second-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.current_password).toBe(accountMessages.panel.wrongPassword);
    expect((await call(api)('GET', '/api/auth/me', { cookie: elsewhere.cookie })).status).toBe(200);

    const changed = await call(api)('POST', '/api/account/password', {
      cookie: here.cookie,
      json: { current_password: admin.password, new_password: 'second-password' },
    });
    expect(changed.status).toBe(200);
    expect((await call(api)('GET', '/api/auth/me', { cookie: here.cookie })).status).toBe(200);
    expect((await call(api)('GET', '/api/auth/me', { cookie: elsewhere.cookie })).status).toBe(401);
    expect((await call(api)('POST', '/api/auth/sign-in', { json: { email: admin.email, password: 'second-password' } })).status).toBe(200);
    expect(await accountEvents(api, admin.userId)).toEqual(['password_changed']);
    expect((await mailTo(api, admin.email)).map((m) => m.subject)).toEqual([accountMessages.events.password_changed]);
  });

  it('lists one’s own sessions with browser and address, and signs out everywhere', async () => {
    const agent = await newStaff(api, 'agent');
    const here = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    const elsewhere = await call(api)('POST', '/api/auth/sign-in', { json: { email: agent.email, password: agent.password } });
    const other = await newStaff(api, 'agent');
    await call(api)('POST', '/api/auth/sign-in', { json: { email: other.email, password: other.password } });

    const overview = await call(api)('GET', '/api/account', { cookie: here.cookie });
    expect(overview.status).toBe(200);
    const sessions = overview.body.item.sessions as { current: boolean; ip: string; user_agent: string; created_at: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]!.ip).toBe('127.0.0.1');
    expect(sessions[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(overview.body)).not.toMatch(/secret|token/);

    const out = await call(api)('POST', '/api/account/sign-out-everywhere', { cookie: here.cookie });
    expect(out.status).toBe(200);
    expect((await call(api)('GET', '/api/auth/me', { cookie: here.cookie })).status).toBe(401);
    expect((await call(api)('GET', '/api/auth/me', { cookie: elsewhere.cookie })).status).toBe(401);
    const count = await api.db.execute({ sql: 'SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', args: [other.userId] });
    expect(Number(count.rows[0]!.n)).toBe(1);
    expect(await accountEvents(api, agent.userId)).toEqual(['signed_out_everywhere']);
    expect((await mailTo(api, agent.email)).map((m) => m.subject)).toEqual([accountMessages.events.signed_out_everywhere]);
  });
});
