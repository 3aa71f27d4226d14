import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../../helpers/two-factor';
import { newId } from '../../../db/client';
import { findActiveAgent } from '../../../db/queries/public-agents';
import { createUser } from '../../../functions/auth/create-user';
import { ADMIN_TESTIMONIAL_LOCKED } from '../../../functions/testimonials/admin-routes';
import { startTestApi, type TestApi } from '../../helpers/test-api';

// Approval is the super admin's (the super admin panel is super_admin only; ADR 0008). 'admin' and 'agent' get 403.
describe('POST /api/admin/testimonials/:id/approval', () => {
  let api: TestApi;
  const cookies: Record<string, string> = {};
  let pendingId: string;
  let adminAuthoredId: string;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    for (const role of ['super_admin', 'admin', 'agent'] as const) {
      const email = `${role}@example.test`;
      const { userId } = await createUser(api.db, { email, password: 'password-123', role, name: role });
      if (role === 'super_admin') {
        adminAuthoredId = newId();
        await api.db.execute({
          sql: "INSERT INTO testimonials (id, client_name, content, is_approved, admin_id) VALUES (?, 'By admin', 'Text', 1, ?)",
          args: [adminAuthoredId, userId],
        });
      }
      cookies[role] = await signInOverHttp(api, email, 'password-123');
    }
    pendingId = String((await api.db.execute("SELECT id FROM testimonials WHERE client_name = 'Pending Review'")).rows[0]!.id);
  });
  afterAll(() => api.close());

  const approve = (id: string, approved: unknown, role?: string) =>
    api.request(`/api/admin/testimonials/${id}/approval`, { method: 'POST', json: { approved }, headers: role ? { cookie: cookies[role]! } : {} });
  const isApproved = async (id: string) =>
    Number((await api.db.execute({ sql: 'SELECT is_approved FROM testimonials WHERE id = ?', args: [id] })).rows[0]!.is_approved);

  it('refuses anonymous visitors (401), admins and agents (403), leaving the row and the site alone', async () => {
    expect((await approve(pendingId, true)).status).toBe(401);
    expect((await approve(pendingId, true, 'agent')).status).toBe(403);
    expect((await approve(pendingId, true, 'admin')).status).toBe(403);
    expect(await isApproved(pendingId)).toBe(0);
    expect(api.rebuildReasons).toEqual([]);
  });

  it('the super admin approves an agent testimonial, and a rebuild is requested', async () => {
    const response = await approve(pendingId, true, 'super_admin');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: pendingId, is_approved: true });
    expect(await isApproved(pendingId)).toBe(1);
    expect(api.rebuildReasons).toEqual([`testimonials: approved ${pendingId}`]);
  });

  it('the super admin can unapprove it again', async () => {
    expect((await approve(pendingId, false, 'super_admin')).status).toBe(200);
    expect(await isApproved(pendingId)).toBe(0);
    expect(api.rebuildReasons.at(-1)).toBe(`testimonials: unapproved ${pendingId}`);
  });

  it('refuses testimonials written by an admin (409) without changing them', async () => {
    const before = api.rebuildReasons.length;
    const response = await approve(adminAuthoredId, false, 'super_admin');
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(ADMIN_TESTIMONIAL_LOCKED);
    expect(await isApproved(adminAuthoredId)).toBe(1);
    expect(api.rebuildReasons.length).toBe(before);
  });

  it('answers 404 for an unknown testimonial and 400 for a bad body', async () => {
    expect((await approve('missing', true, 'super_admin')).status).toBe(404);
    const bad = await approve(pendingId, 'yes', 'super_admin');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.approved).toBeTruthy();
  });

  it('a failing rebuild never fails the write', async () => {
    const failing = await startTestApi({ seed: true, deps: { rebuild: { requestRebuild: () => Promise.reject(new Error('hook down')) } } });
    try {
      await createUser(failing.db, { email: 'a@example.test', password: 'password-123', role: 'super_admin', name: 'A' });
      const cookie = await signInOverHttp(failing, 'a@example.test', 'password-123');
      const david = (await findActiveAgent(failing.db, 'davidchen'))!.id;
      const id = String((await failing.db.execute({ sql: 'SELECT id FROM testimonials WHERE agent_id = ? AND is_approved = 0', args: [david] })).rows[0]!.id);
      const response = await failing.request(`/api/admin/testimonials/${id}/approval`, { method: 'POST', json: { approved: true }, headers: { cookie } });
      expect(response.status).toBe(200);
    } finally {
      await failing.close();
    }
  });
});
