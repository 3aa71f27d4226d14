import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPublishedPostBySlug, listPublishedPosts } from '../../../db/queries/public-posts';
import { messages } from '../../../src/lib/messages-staff';
import { signInEveryRole, type StaffRoleName } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';

type Json = Record<string, any>;
const m = messages.backOffice.blog;

// ADR 45: an agent's edit of a published post waits for the super admin; the live version stays public until then.
describe('blog: an agent edit of a live post goes back for approval', () => {
  let api: TestApi;
  let cookies: Record<StaffRoleName, string>;
  const call = async (method: string, path: string, who: StaffRoleName, json?: unknown) => {
    const response = await api.request(path, { method, json, headers: { cookie: cookies[who] } });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const publishedLive = async (title: string) => {
    const created = await call('POST', '/api/agent/posts', 'agent', { title, content: 'The original words.', publish: true });
    expect(created.body.item.is_published).toBe(true);
    return created.body.item as Json;
  };

  beforeAll(async () => {
    api = await startTestApi();
    cookies = (await signInEveryRole(api, ['super_admin', 'admin', 'agent'])).cookies as Record<StaffRoleName, string>;
  });
  afterAll(() => api.close());

  it('keeps the published version public and lists the edit as pending, with what changed', async () => {
    const live = await publishedLive('Spring market notes');
    api.rebuildReasons.length = 0;
    const edited = await call('PATCH', `/api/agent/posts/${live.id}`, 'agent', { title: 'Spring market notes', content: 'Rewritten, unreviewed.' });
    expect(edited.status).toBe(200);
    expect(edited.body.item).toMatchObject({ is_published: true, content: 'The original words.' });
    expect(edited.body.item.pending_edit).toMatchObject({ content: 'Rewritten, unreviewed.', changed: ['content'] });
    // The public site (what the build reads) is unchanged, and nothing was rebuilt.
    expect((await findPublishedPostBySlug(api.db, live.slug))?.content).toBe('The original words.');
    expect(api.rebuildReasons).toEqual([]);
    // A second edit replaces the first and applies over it (the agent's editor opens on the pending revision).
    const again = await call('PATCH', `/api/agent/posts/${live.id}`, 'agent', { title: 'Spring market notes (revised)' });
    expect(again.body.item.pending_edit).toMatchObject({ title: 'Spring market notes (revised)', content: 'Rewritten, unreviewed.' });
    expect(again.body.item.pending_edit.changed).toEqual(['title', 'content']);
    // The super admin's list marks it.
    const listed = (await call('GET', '/api/admin/posts', 'super_admin')).body.items.find((row: Json) => row.id === live.id);
    expect(listed).toMatchObject({ is_published: true, title: 'Spring market notes', pending_edit: { title: 'Spring market notes (revised)' } });
  });

  it('approval publishes the edit and rebuilds; only the super admin approves or rejects', async () => {
    const live = await publishedLive('Closing costs explained');
    await call('PATCH', `/api/agent/posts/${live.id}`, 'agent', { content: 'Approved words.', slug: 'closing-costs-2027' });
    for (const who of ['agent', 'admin'] as const) {
      expect((await call('POST', `/api/admin/posts/${live.id}/approve-edit`, who)).status).toBe(403);
      expect((await call('POST', `/api/admin/posts/${live.id}/reject-edit`, who)).status).toBe(403);
    }
    expect((await findPublishedPostBySlug(api.db, live.slug))?.content).toBe('The original words.');
    api.rebuildReasons.length = 0;
    const approved = await call('POST', `/api/admin/posts/${live.id}/approve-edit`, 'super_admin');
    expect(approved.status).toBe(200);
    expect(approved.body.item).toMatchObject({ content: 'Approved words.', slug: 'closing-costs-2027', is_published: true, pending_edit: null });
    expect(api.rebuildReasons).toEqual(['posts: approved edit closing-costs-2027']);
    expect((await findPublishedPostBySlug(api.db, 'closing-costs-2027'))?.content).toBe('Approved words.');
    const twice = await call('POST', `/api/admin/posts/${live.id}/approve-edit`, 'super_admin');
    expect(twice).toMatchObject({ status: 409, body: { error: { code: 'no_pending_edit', message: m.noPendingEdit } } });
  });

  it('rejection keeps the live version; an admin edits their own published post directly', async () => {
    const live = await publishedLive('Rate holds');
    await call('PATCH', `/api/agent/posts/${live.id}`, 'agent', { content: 'Not this.' });
    api.rebuildReasons.length = 0;
    const rejected = await call('POST', `/api/admin/posts/${live.id}/reject-edit`, 'super_admin');
    expect(rejected.body.item).toMatchObject({ content: 'The original words.', pending_edit: null });
    expect(api.rebuildReasons).toEqual([]);
    expect((await listPublishedPosts(api.db)).find((post) => post.id === live.id)?.content).toBe('The original words.');

    const own = (await call('POST', '/api/agent/posts', 'admin', { title: 'Admin notes', content: 'First.', publish: true })).body.item as Json;
    api.rebuildReasons.length = 0;
    const direct = await call('PATCH', `/api/agent/posts/${own.id}`, 'admin', { content: 'Second.' });
    expect(direct.body.item).toMatchObject({ content: 'Second.', pending_edit: null });
    expect(api.rebuildReasons).toEqual(['posts: updated admin-notes']);
  });
});
