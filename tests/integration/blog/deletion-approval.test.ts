import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPublishedPostBySlug } from '../../../db/queries/public-posts';
import { messages } from '../../../src/lib/messages-staff';
import { signInEveryRole, type StaffRoleName } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';

type Json = Record<string, any>;
const m = messages.backOffice.blog;

// ADR 45: an agent's delete of a published post waits for the super admin, as an edit does; the post stays live.
describe('blog: an agent deleting a live post asks the super admin first', () => {
  let api: TestApi;
  let cookies: Record<StaffRoleName, string>;
  const call = async (method: string, path: string, who: StaffRoleName, json?: unknown) => {
    const response = await api.request(path, { method, json, headers: { cookie: cookies[who] } });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const post = async (title: string, publish: boolean) =>
    (await call('POST', '/api/agent/posts', 'agent', { title, content: 'Live words.', publish })).body.item as Json;
  const adminRow = async (id: string) =>
    (await call('GET', '/api/admin/posts', 'super_admin')).body.items.find((row: Json) => row.id === id) as Json | undefined;

  beforeAll(async () => {
    api = await startTestApi();
    cookies = (await signInEveryRole(api, ['super_admin', 'admin', 'agent'])).cookies as Record<StaffRoleName, string>;
  });
  afterAll(() => api.close());

  it('keeps the post live and lists the deletion as pending, rebuilding nothing', async () => {
    const live = await post('Renewal season', true);
    api.rebuildReasons.length = 0;
    const asked = await call('DELETE', `/api/agent/posts/${live.id}`, 'agent');
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ ok: true, pending: true, notice: m.deleteSubmitted });
    expect((await findPublishedPostBySlug(api.db, live.slug))?.content).toBe('Live words.');
    expect(api.rebuildReasons).toEqual([]);
    expect(await adminRow(live.id)).toMatchObject({ is_published: true, pending_deletion: { requested_at: expect.any(String) } });
    const own = (await call('GET', '/api/agent/posts', 'agent')).body.items.find((row: Json) => row.id === live.id);
    expect(own.pending_deletion).not.toBeNull();
  });

  it("approval (the super admin's delete) removes the post and rebuilds; only the super admin decides", async () => {
    const live = await post('Prepayment privileges', true);
    await call('DELETE', `/api/agent/posts/${live.id}`, 'agent');
    // Asking again changes nothing; another agent or an admin cannot decide.
    expect((await call('DELETE', `/api/agent/posts/${live.id}`, 'agent')).body.pending).toBe(true);
    for (const who of ['agent', 'admin'] as const) {
      expect((await call('DELETE', `/api/admin/posts/${live.id}`, who)).status).toBe(403);
      expect((await call('POST', `/api/admin/posts/${live.id}/reject-deletion`, who)).status).toBe(403);
    }
    expect(await findPublishedPostBySlug(api.db, live.slug)).not.toBeNull();
    api.rebuildReasons.length = 0;
    expect((await call('DELETE', `/api/admin/posts/${live.id}`, 'super_admin')).status).toBe(200);
    expect(await findPublishedPostBySlug(api.db, live.slug)).toBeNull();
    expect(await adminRow(live.id)).toBeUndefined();
    expect(api.rebuildReasons.length).toBeGreaterThan(0);
  });

  it('rejection keeps the post live and clears the request', async () => {
    const live = await post('Variable or fixed', true);
    await call('DELETE', `/api/agent/posts/${live.id}`, 'agent');
    const kept = await call('POST', `/api/admin/posts/${live.id}/reject-deletion`, 'super_admin');
    expect(kept.status).toBe(200);
    expect(kept.body.item).toMatchObject({ is_published: true, pending_deletion: null });
    expect(await findPublishedPostBySlug(api.db, live.slug)).not.toBeNull();
    const again = await call('POST', `/api/admin/posts/${live.id}/reject-deletion`, 'super_admin');
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'no_pending_deletion', message: m.noPendingDeletion } } });
    expect(await findPublishedPostBySlug(api.db, live.slug)).not.toBeNull();
  });

  it("deletes an agent's draft at once, and the super admin's delete of a live post at once", async () => {
    const draft = await post('Unfinished thoughts', false);
    expect((await call('DELETE', `/api/agent/posts/${draft.id}`, 'agent')).body).toEqual({ ok: true });
    expect(await adminRow(draft.id)).toBeUndefined();
    const live = await post('Admin removes this', true);
    expect((await call('DELETE', `/api/admin/posts/${live.id}`, 'super_admin')).status).toBe(200);
    expect(await findPublishedPostBySlug(api.db, live.slug)).toBeNull();
  });
});
