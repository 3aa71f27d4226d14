import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../functions/auth/create-user';
import { MAX_FAILURES_PER_ACCOUNT } from '../../../functions/auth/routes';
import { sessionCookieFrom, startTestApi, type TestApi } from '../../helpers/test-api';

const agent = { email: 'agent@example.test', password: 'agent-password-1', role: 'agent' as const, name: 'Alex Agent' };

describe('sign-in, sessions and sign-out over HTTP', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startTestApi();
    await createUser(api.db, agent);
  });
  afterEach(() => api.close());

  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    api.request('/api/auth/sign-in', { method: 'POST', json: { email, password }, headers });

  it('signs in, sets an HttpOnly SameSite=Lax Path=/ cookie and reports the role', async () => {
    const response = await signIn(agent.email, agent.password);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.profile).toEqual({ role: 'agent', full_name: 'Alex Agent' });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    // http://127.0.0.1 is a local development origin: no Secure flag there, Secure everywhere else.
    expect(cookie).not.toMatch(/Secure/);

    const me = await api.request('/api/auth/me', { headers: { cookie: sessionCookieFrom(response) } });
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe(agent.email);
  });

  it('marks the cookie Secure behind a trusted https proxy (TRUST_PROXY)', async () => {
    const proxied = await startTestApi({ env: { TRUST_PROXY: 'true' } });
    try {
      await createUser(proxied.db, agent);
      const response = await proxied.request('/api/auth/sign-in', {
        method: 'POST',
        json: { email: agent.email, password: agent.password },
        headers: { 'x-forwarded-proto': 'https', origin: proxied.baseUrl.replace('http:', 'https:') },
      });
      // The Origin must match the trusted scheme for the CSRF guard; then the cookie is Secure.
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().find((c) => c.startsWith('session='))).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('stores neither the token nor the password in clear', async () => {
    const response = await signIn(agent.email, agent.password);
    const token = sessionCookieFrom(response).slice('session='.length);
    const [id, secret] = token.split('.');
    const dump = JSON.stringify((await api.db.execute('SELECT * FROM sessions')).rows) + JSON.stringify((await api.db.execute('SELECT * FROM users')).rows);
    expect(dump).not.toContain(secret);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(agent.password);
    expect(dump).toContain(id); // the id is the lookup key; only the secret's hash is stored
  });

  it('answers a wrong password with 401 "Invalid login credentials" and no cookie', async () => {
    const response = await signIn(agent.email, 'wrong-password');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid login credentials' } });
    expect(response.headers.getSetCookie().some((c) => c.startsWith('session=') && !c.includes('Max-Age=0'))).toBe(false);
  });

  it('requires email and password with the spec message', async () => {
    const response = await api.request('/api/auth/sign-in', { method: 'POST', json: { email: '', password: '' } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.fields.email).toBe('You must provide either an email or phone number and a password');
  });

  it('refuses the 11th wrong password in a row for one account with 429, even with the right password', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await signIn(agent.email, `wrong-${i}`)).status).toBe(401);
    const blocked = await signIn(agent.email, 'wrong-again');
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(agent.email, agent.password)).status).toBe(429);
  });

  it('issues a new session at every sign-in and ends the previous one', async () => {
    const first = sessionCookieFrom(await signIn(agent.email, agent.password));
    const second = sessionCookieFrom(await signIn(agent.email, agent.password, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await api.request('/api/auth/me', { headers: { cookie: first } })).status).toBe(401);
    expect((await api.request('/api/auth/me', { headers: { cookie: second } })).status).toBe(200);
  });

  it('invalidates the session at sign-out', async () => {
    const cookie = sessionCookieFrom(await signIn(agent.email, agent.password));
    const out = await api.request('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await api.request('/api/auth/me', { headers: { cookie } })).status).toBe(401);
    expect(Number((await api.db.execute('SELECT COUNT(*) AS n FROM sessions')).rows[0]!.n)).toBe(0);
  });

  it('rejects a forged token for a real session id', async () => {
    const cookie = sessionCookieFrom(await signIn(agent.email, agent.password));
    const forged = `${cookie.split('.')[0]}.aaaaaaaaaaaaaaaaaaaaaaaa`;
    expect((await api.request('/api/auth/me', { headers: { cookie: forged } })).status).toBe(401);
  });
});

describe('sliding expiry', () => {
  it('extends a session used in the second half of its life, and ends an expired one', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const api = await startTestApi({ deps: { now: () => now } });
    try {
      await createUser(api.db, agent);
      const cookie = sessionCookieFrom(await api.request('/api/auth/sign-in', { method: 'POST', json: agent }));
      const expiry = async () => Number((await api.db.execute('SELECT expires_at FROM sessions')).rows[0]!.expires_at);
      const initial = await expiry();

      now = new Date('2026-01-05T00:00:00Z'); // day 4 of 30: no renewal
      const early = await api.request('/api/auth/me', { headers: { cookie } });
      expect(early.status).toBe(200);
      expect(early.headers.getSetCookie()).toEqual([]);
      expect(await expiry()).toBe(initial);

      now = new Date('2026-01-20T00:00:00Z'); // day 19: renewed to 30 days from now, cookie sent again
      const late = await api.request('/api/auth/me', { headers: { cookie } });
      expect(late.status).toBe(200);
      expect(late.headers.getSetCookie()[0]).toMatch(/^session=/);
      expect(await expiry()).toBe(Math.floor(now.getTime() / 1000) + 30 * 86400);

      now = new Date('2026-03-01T00:00:00Z'); // past expiry
      expect((await api.request('/api/auth/me', { headers: { cookie } })).status).toBe(401);
    } finally {
      await api.close();
    }
  });
});

describe('session probe', () => {
  it('answers visitors with user null (200) and signed-in users with their role', async () => {
    const api = await startTestApi();
    try {
      const anonymous = await api.request('/api/auth/session');
      expect(anonymous.status).toBe(200);
      expect(await anonymous.json()).toEqual({ user: null, profile: null, two_factor: null });
      await createUser(api.db, agent);
      const cookie = sessionCookieFrom(await api.request('/api/auth/sign-in', { method: 'POST', json: agent }));
      const signedIn = await api.request('/api/auth/session', { headers: { cookie } });
      expect((await signedIn.json()).profile.role).toBe('agent');
    } finally {
      await api.close();
    }
  });
});
