import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESET_REQUESTS_PER_EMAIL, RESET_REQUESTS_PER_IP } from '../../../functions/auth/account-limits';
import { accountMessages } from '../../../src/lib/messages-account';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { signInOverHttp } from '../../helpers/two-factor';
import { accountEvents, call, mailTo, newStaff, resetTokenIn } from './support';

/** Password reset by an emailed single-use link (ADR 41), over HTTP against a real database. */
let api: TestApi;
let clock: Date;
beforeEach(async () => {
  clock = new Date();
  api = await startTestApi({ deps: { now: () => clock } });
});
afterEach(() => api.close());

/** Asks for a link and waits for its mail: the link is made after the answer (so both answers take as long). */
async function requestLink(email: string) {
  const before = (await mailTo(api, email)).length;
  const answer = await call(api)('POST', '/api/auth/password-reset', { json: { email } });
  await vi.waitFor(async () => expect((await mailTo(api, email)).length).toBe(before + 1));
  const mail = (await mailTo(api, email)).find((m) => m.subject === accountMessages.reset.emailSubject);
  return { answer, token: mail ? resetTokenIn(mail.text_body) : undefined };
}

describe('password reset', () => {
  it('mails a link to the site whose token resets the password once, ending every session, and records both events', async () => {
    const person = await newStaff(api, 'agent');
    const signedIn = await call(api)('POST', '/api/auth/sign-in', { json: { email: person.email, password: person.password } });
    const { answer, token } = await requestLink(person.email);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(accountMessages.reset.sent);
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const mail = (await mailTo(api, person.email))[0]!;
    expect(mail.text_body).toContain(`${api.deps.env.SITE_URL}/auth/reset#token=${token}`);
    // Stored only as a hash: the token itself is nowhere in the database.
    const stored = await api.db.execute('SELECT hex(token_hash) AS h FROM password_reset_tokens');
    expect(stored.rows).toHaveLength(1);
    expect(String(stored.rows[0]!.h)).not.toContain(token!.toUpperCase());

    const done = await call(api)('POST', '/api/auth/password-reset/confirm', { json: { token, password: 'brand-new-password' } });
    expect(done.status).toBe(200);
    // Every session ended: the one signed in before the reset is refused.
    expect((await call(api)('GET', '/api/auth/me', { cookie: signedIn.cookie })).status).toBe(401);
    expect((await call(api)('POST', '/api/auth/sign-in', { json: { email: person.email, password: person.password } })).status).toBe(401);
    expect((await call(api)('POST', '/api/auth/sign-in', { json: { email: person.email, password: 'brand-new-password' } })).status).toBe(200);

    // Token reuse: the link worked once.
    const again = await call(api)('POST', '/api/auth/password-reset/confirm', { json: { token, password: 'another-password-1' } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_token');
    expect((await call(api)('POST', '/api/auth/sign-in', { json: { email: person.email, password: 'another-password-1' } })).status).toBe(401);

    expect(await accountEvents(api, person.userId)).toEqual(['password_reset_requested', 'password_reset']);
    expect((await mailTo(api, person.email)).map((m) => m.subject)).toContain(accountMessages.events.password_reset);
  });

  it('shows the super admin that a reset mail went out in the outbox view, never its link', async () => {
    const person = await newStaff(api, 'agent');
    const { token } = await requestLink(person.email);
    const cookie = await signInOverHttp(api, (await newStaff(api, 'super_admin', 'boss-password')).email, 'boss-password');
    const view = await call(api)('GET', '/api/admin/outbox', { cookie });
    expect(view.status).toBe(200);
    const mail = (view.body.messages as { to_address: string; text_body: string }[]).find((m) => m.to_address === person.email)!;
    expect(mail.text_body).toContain('/auth/reset#token=[hidden]');
    expect(JSON.stringify(view.body)).not.toContain(token!);
  });

  it('refuses a link after its hour, and changes nothing', async () => {
    const person = await newStaff(api, 'admin');
    const { token } = await requestLink(person.email);
    clock = new Date(clock.getTime() + 60 * 60 * 1000 + 1000);
    const late = await call(api)('POST', '/api/auth/password-reset/confirm', { json: { token, password: 'late-new-password' } });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(accountMessages.reset.invalidLink);
    expect((await call(api)('POST', '/api/auth/sign-in', { json: { email: person.email, password: person.password } })).status).toBe(200);
  });

  it('says whether a link still works without spending it: live, spent, expired', async () => {
    const person = await newStaff(api, 'agent');
    const { token } = await requestLink(person.email);
    const check = (t: string | undefined) => call(api)('POST', '/api/auth/password-reset/check', { json: { token: t } });
    expect((await check(token)).status).toBe(200);
    expect((await check(token)).status).toBe(200);
    const unknown = await check('a'.repeat(32));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(accountMessages.reset.invalidLink);
    // Checking spent nothing: the link still resets the password once.
    expect((await call(api)('POST', '/api/auth/password-reset/confirm', { json: { token, password: 'checked-then-set' } })).status).toBe(200);
    expect((await check(token)).body.error.code).toBe('invalid_token');

    const later = await requestLink(person.email);
    clock = new Date(clock.getTime() + 60 * 60 * 1000 + 1000);
    expect((await check(later.token)).status).toBe(400);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const person = await newStaff(api, 'agent');
    const known = await call(api)('POST', '/api/auth/password-reset', { json: { email: person.email } });
    const unknown = await call(api)('POST', '/api/auth/password-reset', { json: { email: 'nobody-here@example.test' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await mailTo(api, 'nobody-here@example.test')).toEqual([]);
    await vi.waitFor(async () => expect(await mailTo(api, person.email)).toHaveLength(1));
  });

  it('answers a known address without waiting for the mail server, so its answer time reveals nothing', async () => {
    // A mail server that never answers: an answer that waited for the link's mail would never come.
    const stalled = await startTestApi({ deps: { mailer: { configured: true, send: () => new Promise<void>(() => {}) } } });
    try {
      const person = await newStaff(stalled, 'agent');
      const started = Date.now();
      const known = await call(stalled)('POST', '/api/auth/password-reset', { json: { email: person.email } });
      expect(known.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
      // The link is still made and queued in the outbox, where the retry job takes over (ADR 17).
      await vi.waitFor(async () => expect(await mailTo(stalled, person.email)).toHaveLength(1));
    } finally {
      await stalled.close();
    }
  });

  it('keeps only the newest link working', async () => {
    const person = await newStaff(api, 'agent');
    const first = await requestLink(person.email);
    const second = await requestLink(person.email);
    expect(second.token).not.toBe(first.token);
    expect((await call(api)('POST', '/api/auth/password-reset/confirm', { json: { token: first.token, password: 'from-the-old-link' } })).status).toBe(400);
    expect((await call(api)('POST', '/api/auth/password-reset/confirm', { json: { token: second.token, password: 'from-the-new-link' } })).status).toBe(200);
  });

  it('limits requests per address (known or not, alike) and per client address, with 429 and Retry-After', async () => {
    const person = await newStaff(api, 'agent');
    for (const email of [person.email, 'unknown-person@example.test']) {
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++) expect((await call(api)('POST', '/api/auth/password-reset', { json: { email } })).status).toBe(200);
      const over = await call(api)('POST', '/api/auth/password-reset', { json: { email } });
      expect(over.status).toBe(429);
      expect(over.body.error.message).toBe(accountMessages.reset.tooMany);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    await vi.waitFor(async () => expect(await mailTo(api, person.email)).toHaveLength(RESET_REQUESTS_PER_EMAIL));
    // The two addresses above spent 2 × (limit + 1) of the client's allowance; fresh addresses fill the rest.
    let status = 200;
    for (let i = 2 * (RESET_REQUESTS_PER_EMAIL + 1); i < RESET_REQUESTS_PER_IP + 1; i++) {
      status = (await call(api)('POST', '/api/auth/password-reset', { json: { email: `fresh-${i}@example.test` } })).status;
    }
    expect(status).toBe(429);
  });

  it('refuses a too-short new password with a clear message and spends no link', async () => {
    const person = await newStaff(api, 'agent');
    const { token } = await requestLink(person.email);
    const short = await call(api)('POST', '/api/auth/password-reset/confirm', { json: { token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.password).toBe(accountMessages.minPassword);
    expect((await call(api)('POST', '/api/auth/password-reset/confirm', { json: { token, password: 'long-enough-now' } })).status).toBe(200);
  });
});
