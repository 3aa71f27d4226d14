import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../functions/auth/create-user';
import { messages } from '../../src/lib/messages-staff';
import { sessionsOfAgent, startWithSuperAdmin } from '../helpers/sign-in-as';
import { signInOverHttp } from '../helpers/two-factor';
import { sessionCookieFrom, type TestApi } from '../helpers/test-api';
import { pdf } from '../helpers/upload-fixtures';
import { uploadDocument } from '../integration/agents/support';

/**
 * Deactivation (PATCH /api/admin/agents/{id} with is_active false) locks out every staff role, not only agents: an
 * admin's sessions end, sign-in is refused and their private documents cannot be read. The super admin cannot
 * lock the panel: not their own account, and never the last active super admin.
 */
describe('a deactivated admin is locked out like an agent', () => {
  let api: TestApi;
  let superAdmin: string;
  let adminAgentId: string;
  const credentials = { email: 'suspended.admin@example.test', password: 'password-123' };

  const signIn = () => api.request('/api/auth/sign-in', { method: 'POST', json: credentials });
  const as = (cookie: string, method: string, path: string, json?: unknown) => api.request(path, { method, headers: { cookie }, json });
  const setActive = (agentId: string, isActive: boolean, cookie = superAdmin) => as(cookie, 'PATCH', `/api/admin/agents/${agentId}`, { is_active: isActive });
  const sessionsOf = (agentId: string) => sessionsOfAgent(api, agentId);

  beforeAll(async () => {
    ({ api, admin: superAdmin } = await startWithSuperAdmin());
    adminAgentId = (await createUser(api.db, { ...credentials, role: 'admin', name: 'Suspended Admin' })).agentId!;
  });
  afterAll(() => api.close());

  it('ends the sessions, refuses sign-in with account_suspended and the private documents; reactivation restores them', async () => {
    const before = sessionCookieFrom(await signIn());
    const uploaded = await uploadDocument(api, before, { bytes: pdf(), name: 'licence.pdf', type: 'certificate' });
    expect(uploaded.status).toBe(201);
    const download = ((await uploaded.json()) as { item: { download_url: string } }).item.download_url;
    expect((await as(before, 'GET', download)).status).toBe(200);

    expect((await setActive(adminAgentId, false)).status).toBe(200);
    expect(await sessionsOf(adminAgentId)).toBe(0);
    for (const path of ['/api/auth/me', '/api/agent/profile', '/api/agent/leads', '/api/leads/applications', '/api/agent/documents', download]) {
      expect((await as(before, 'GET', path)).status, path).toBe(401);
    }
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('account_suspended');
    expect(refused.headers.getSetCookie().some((c) => /^session=[^;]+\.[^;]+/.test(c))).toBe(false);

    expect((await setActive(adminAgentId, true)).status).toBe(200);
    const after = await signIn();
    expect(after.status).toBe(200);
    expect((await as(sessionCookieFrom(after), 'GET', download)).status).toBe(200);
  });

  it('the super admin cannot deactivate their own account; another super admin can, and that locks it out too', async () => {
    // A super admin with an agents row (made by hand: the create dialog only makes agents and admins).
    const own = await createUser(api.db, { email: 'own.super@example.test', password: 'password-123', role: 'super_admin', name: 'Own Super' });
    await api.db.execute({
      sql: "INSERT INTO agents (id, user_id, name, email, profile_slug, is_active) VALUES ('super-row', ?, 'Own Super', 'own.super@example.test', 'own-super', 1)",
      args: [own.userId],
    });
    const ownCookie = await signInOverHttp(api, 'own.super@example.test', 'password-123');

    const self = await setActive('super-row', false, ownCookie);
    expect(self.status).toBe(409);
    expect(((await self.json()) as { error: { message: string } }).error.message).toBe(messages.backOffice.agents.cannotDeactivateSelf);

    // The other super admin (no agents row) counts as active: deactivating this one is allowed, and locks it out.
    expect((await setActive('super-row', false)).status).toBe(200);
    expect((await as(ownCookie, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await setActive('super-row', true)).status).toBe(200);
  });
});
