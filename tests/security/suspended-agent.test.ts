import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../functions/auth/create-user';
import { messages } from '../../src/lib/messages';
import { sessionsOfAgent, startWithSuperAdmin } from '../helpers/sign-in-as';
import { sessionCookieFrom, type TestApi } from '../helpers/test-api';

/** Deactivating an agent (PATCH /api/admin/agents/{id} with is_active false) suspends the account until reactivated. */
describe('a deactivated agent is locked out', () => {
  let api: TestApi;
  let superAdmin: string;
  let agentId: string;
  const credentials = { email: 'suspended.agent@example.test', password: 'password-123' };

  const signIn = () => api.request('/api/auth/sign-in', { method: 'POST', json: credentials });
  const as = (cookie: string, method: string, path: string, json?: unknown) => api.request(path, { method, headers: { cookie }, json });
  const setActive = (isActive: boolean) => as(superAdmin, 'PATCH', `/api/admin/agents/${agentId}`, { is_active: isActive });
  const staffRoutes = (cookie: string) => [
    as(cookie, 'GET', '/api/auth/me'),
    as(cookie, 'GET', '/api/agent/profile'),
    as(cookie, 'PATCH', '/api/agent/profile', { bio: 'Edited while suspended' }),
    as(cookie, 'GET', '/api/agent/leads'),
    as(cookie, 'GET', '/api/agent/posts'),
    as(cookie, 'POST', '/api/agent/posts', { title: 'Published while suspended', content: 'Body', status: 'published' }),
  ];

  beforeAll(async () => {
    ({ api, admin: superAdmin } = await startWithSuperAdmin());
    agentId = (await createUser(api.db, { ...credentials, role: 'agent', name: 'Suspended Agent' })).agentId!;
  });
  afterAll(() => api.close());

  it('ends open sessions, refuses every staff route and a fresh sign-in with a clear message; reactivation restores it', async () => {
    const before = sessionCookieFrom(await signIn());
    expect((await as(before, 'GET', '/api/agent/profile')).status).toBe(200);

    expect((await setActive(false)).status).toBe(200);
    expect(await sessionsOfAgent(api, agentId)).toBe(0);
    for (const response of await Promise.all(staffRoutes(before))) expect(response.status, response.url).toBe(401);
    const posts = await api.db.execute({ sql: 'SELECT COUNT(*) AS n FROM blog_posts WHERE title = ?', args: ['Published while suspended'] });
    expect(Number(posts.rows[0]!.n)).toBe(0);

    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(refused.headers.getSetCookie().some((c) => /^session=[^;]+\.[^;]+/.test(c))).toBe(false);
    expect((await refused.json()) as unknown).toEqual({ error: { code: 'account_suspended', message: messages.auth.accountSuspended } });
    // A wrong password still answers the usual refusal: suspension is told only to whoever knows the password.
    const wrong = await api.request('/api/auth/sign-in', { method: 'POST', json: { ...credentials, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);

    expect((await setActive(true)).status).toBe(200);
    const after = await signIn();
    expect(after.status).toBe(200);
    expect((await as(sessionCookieFrom(after), 'GET', '/api/agent/profile')).status).toBe(200);
  });

  it('a session kept from before a deactivation made directly in the database is refused and deleted too', async () => {
    const cookie = sessionCookieFrom(await signIn());
    await api.db.execute({ sql: 'UPDATE agents SET is_active = 0 WHERE id = ?', args: [agentId] });
    expect((await as(cookie, 'GET', '/api/agent/leads')).status).toBe(401);
    expect(await sessionsOfAgent(api, agentId)).toBe(0);
    await api.db.execute({ sql: 'UPDATE agents SET is_active = 1 WHERE id = ?', args: [agentId] });
  });
});
