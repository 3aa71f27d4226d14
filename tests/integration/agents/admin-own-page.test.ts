import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../functions/auth/password';
import { insertAccount } from '../../../db/queries/create-account';
import { sessionCookieFrom, type TestApi } from '../../helpers/test-api';
import { type Caller, countRows, signIn, startWithCaller, type Json } from './support';

/** Every agent-dashboard tab's first request: each must answer an admin as it answers an agent. */
const DASHBOARD_READS = [
  '/api/agent/profile',
  '/api/agent/posts',
  '/api/agent/testimonials',
  '/api/agent/documents',
  '/api/agent/leads',
  '/api/agent/analytics',
  '/api/agent/rebuild-status',
];

describe("an admin's own page (spec: admins use the agent dashboard to manage their own page)", () => {
  let api: TestApi, call: Caller;
  beforeAll(async () => ({ api, call } = await startWithCaller()));
  afterAll(() => api.close());

  it('an admin made on the command line has a page, and every dashboard tab answers', async () => {
    const admin = await signIn(api, 'admin', 'Ada Admin');
    expect(admin.agentId).toBeTruthy();
    for (const path of DASHBOARD_READS) {
      const answer = await call('GET', path, admin.cookie);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    }
    const profile = await call('GET', '/api/agent/profile', admin.cookie);
    expect(profile.body.item).toMatchObject({ id: admin.agentId, name: 'Ada Admin', profile_slug: 'adaadmin', is_active: true });

    const saved = await call('PATCH', '/api/agent/profile', admin.cookie, { bio: 'Twenty years of Ontario mortgages.' });
    expect(saved.status).toBe(200);
    expect((await call('GET', '/api/agent/profile', admin.cookie)).body.item.bio).toBe('Twenty years of Ontario mortgages.');
  });

  it('an admin made before admins had pages gets one on first use, once, and the site is rebuilt with it', async () => {
    const email = `old-admin-${crypto.randomUUID().slice(0, 6)}@example.test`;
    const { userId } = await insertAccount(api.db, { email, passwordHash: await hashPassword('password-123'), role: 'admin', fullName: 'Olga Older' });
    expect(await countRows(api, 'agents', 'user_id = ?', [userId])).toBe(0);
    const cookie = sessionCookieFrom(await api.request('/api/auth/sign-in', { method: 'POST', json: { email, password: 'password-123' } }));

    api.rebuildReasons.length = 0;
    const firstTabs = await Promise.all(DASHBOARD_READS.map((path) => call('GET', path, cookie)));
    expect(firstTabs.map((answer) => answer.status)).toEqual(DASHBOARD_READS.map(() => 200));
    expect(await countRows(api, 'agents', 'user_id = ?', [userId])).toBe(1);
    expect(api.rebuildReasons.filter((reason) => reason.includes('admin page added'))).toHaveLength(1);

    const profile = (await call('GET', '/api/agent/profile', cookie)).body.item as Json;
    expect(profile).toMatchObject({ name: 'Olga Older', profile_slug: 'olgaolder' });
    expect(await countRows(api, 'agents', 'user_id = ?', [userId])).toBe(1);
  });

  it('the super admin can create an admin from the Agents tab; no other role comes from there', async () => {
    const boss = await signIn(api, 'super_admin', 'Sam Super');
    const email = `new-admin-${crypto.randomUUID().slice(0, 6)}@example.test`;
    const created = await call('POST', '/api/admin/agents', boss.cookie, { fullName: 'Nora New', email, password: 'password-123', role: 'admin' });
    expect(created.status).toBe(201);
    const role = await api.db.execute({ sql: 'SELECT p.role FROM users u JOIN profiles p ON p.id = u.id WHERE u.email = ?', args: [email] });
    expect(String(role.rows[0]!.role)).toBe('admin');
    const cookie = sessionCookieFrom(await api.request('/api/auth/sign-in', { method: 'POST', json: { email, password: 'password-123' } }));
    expect((await call('GET', '/api/agent/profile', cookie)).body.item).toMatchObject({ id: created.body.item.id, name: 'Nora New' });

    const refused = await call('POST', '/api/admin/agents', boss.cookie, {
      fullName: 'Sly',
      email: `x-${email}`,
      password: 'password-123',
      role: 'super_admin',
    });
    expect(refused.status).toBe(400);
    expect(await countRows(api, 'users', 'email = ?', [`x-${email}`])).toBe(0);
  });

  it('an agent without a row is still told so (only admins get one made)', async () => {
    const email = `rowless-${crypto.randomUUID().slice(0, 6)}@example.test`;
    const { userId } = await insertAccount(api.db, { email, passwordHash: await hashPassword('password-123'), role: 'agent', fullName: 'Rowless Agent' });
    const cookie = sessionCookieFrom(await api.request('/api/auth/sign-in', { method: 'POST', json: { email, password: 'password-123' } }));
    expect((await call('GET', '/api/agent/profile', cookie)).status).toBe(404);
    expect(await countRows(api, 'agents', 'user_id = ?', [userId])).toBe(0);
  });
});
