import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../../helpers/two-factor';
import { createUser } from '../../../functions/auth/create-user';
import { startTestApi, type TestApi } from '../../helpers/test-api';

describe('back-office rebuild status', () => {
  let api: TestApi;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi();
    for (const role of ['super_admin', 'admin', 'agent'] as const) {
      const email = `${role}@example.test`;
      await createUser(api.db, { email, password: 'password-123', role, name: role });
      cookies[role] = await signInOverHttp(api, email, 'password-123');
    }
  });
  afterAll(() => api.close());

  it('answers admins with the rebuild state', async () => {
    await api.deps.rebuild.requestRebuild('test change');
    for (const role of ['super_admin', 'admin']) {
      const response = await api.request('/api/admin/rebuild-status', { headers: { cookie: cookies[role]! } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ pending: false, running: false });
    }
  });

  it('refuses an agent (403) and an anonymous visitor (401)', async () => {
    expect((await api.request('/api/admin/rebuild-status', { headers: { cookie: cookies.agent! } })).status).toBe(403);
    expect((await api.request('/api/admin/rebuild-status')).status).toBe(401);
    expect((await api.request('/api/admin/outbox', { headers: { cookie: cookies.agent! } })).status).toBe(403);
  });
});
