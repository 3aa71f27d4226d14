import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../functions/auth/create-user';
import { MAX_FAILURES_PER_IP } from '../../../functions/auth/routes';
import { startTestApi, type TestApi } from '../../helpers/test-api';

describe('CSRF guard on non-GET API calls', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    await createUser(api.db, { email: 'a@example.test', password: 'password-123', role: 'admin', name: 'A' });
  });
  afterAll(() => api.close());

  const post = (headers: Record<string, string>) =>
    fetch(`${api.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'a@example.test', password: 'password-123' }),
    });

  it('refuses a POST from a foreign Origin with 403 and creates no session', async () => {
    const response = await post({ origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('csrf_refused');
    expect(Number((await api.db.execute('SELECT COUNT(*) AS n FROM sessions')).rows[0]!.n)).toBe(0);
  });

  it('refuses a POST with neither Origin nor Sec-Fetch-Site', async () => {
    expect((await post({})).status).toBe(403);
  });

  it('refuses a browser-declared cross-site request even with a matching Origin', async () => {
    expect((await post({ origin: api.baseUrl, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('accepts same-origin requests', async () => {
    expect((await post({ origin: api.baseUrl })).status).toBe(200);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('leaves GET requests alone', async () => {
    expect((await fetch(`${api.baseUrl}/api/health`)).status).toBe(200);
  });
});

describe('failed sign-ins per IP', () => {
  it(`refuses further attempts from one IP after ${MAX_FAILURES_PER_IP} failures across accounts`, async () => {
    const api = await startTestApi();
    try {
      // Seed the counter directly: 50 real scrypt checks would only slow the test down.
      await api.db.execute({
        sql: 'INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)',
        args: ['sign-in:ip:127.0.0.1', Math.floor(Date.now() / 1000), MAX_FAILURES_PER_IP],
      });
      const response = await api.request('/api/auth/sign-in', { method: 'POST', json: { email: 'fresh@example.test', password: 'x' } });
      expect(response.status).toBe(429);
    } finally {
      await api.close();
    }
  });
});
