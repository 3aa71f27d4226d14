import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../functions/auth/create-user';
import type { TestApi } from '../../helpers/test-api';
import { type Caller, countRows, signIn, startWithCaller } from './support';

/**
 * Deleting a staff member's agent page never brings the account back (ADR 40): an admin's page is its account's
 * active flag, so deleting it deactivates the account for good, and no later request makes a new active row.
 */
describe('deleting an admin’s agent page', () => {
  let api: TestApi, call: Caller;
  beforeAll(async () => ({ api, call } = await startWithCaller()));
  afterAll(() => api.close());

  const signInStatus = async (email: string) => (await api.request('/api/auth/sign-in', { method: 'POST', json: { email, password: 'password-123' } })).status;

  it('a deactivated admin stays locked out after the super admin deletes its page, and gets no row back', async () => {
    const boss = await signIn(api, 'super_admin', 'Sam Super');
    const email = `del-admin-${crypto.randomUUID().slice(0, 6)}@example.test`;
    const admin = await createUser(api.db, { email, password: 'password-123', role: 'admin', name: 'Dana Deleted' });
    expect(admin.agentId).toBeTruthy();
    expect(await signInStatus(email)).toBe(200);

    expect((await call('PATCH', `/api/admin/agents/${admin.agentId}`, boss.cookie, { is_active: false })).status).toBe(200);
    expect(await signInStatus(email)).toBe(403);
    expect((await call('DELETE', `/api/admin/agents/${admin.agentId}`, boss.cookie)).status).toBe(200);

    expect(await signInStatus(email)).toBe(403);
    expect(await countRows(api, 'agents', 'user_id = ?', [admin.userId])).toBe(0);
  });

  it('deleting an active admin’s page ends its sessions and locks the account; its open session makes no row', async () => {
    const boss = await signIn(api, 'super_admin', 'Sue Super');
    const admin = await signIn(api, 'admin', 'Alex Active');
    expect((await call('GET', '/api/agent/profile', admin.cookie)).status).toBe(200);

    expect((await call('DELETE', `/api/admin/agents/${admin.agentId}`, boss.cookie)).status).toBe(200);
    const after = await call('GET', '/api/agent/profile', admin.cookie);
    expect(after.status).toBe(401);
    expect(await countRows(api, 'agents', 'user_id = ?', [admin.userId])).toBe(0);
  });
});
