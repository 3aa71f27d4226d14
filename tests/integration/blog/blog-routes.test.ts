import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_TRIES, uniquePostSlug } from '../../../functions/blog/unique-slug';
import { messages } from '../../../src/lib/messages-staff';
import { signInEveryRole, type StaffRoleName } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';

type Json = Record<string, any>;
const m = messages.backOffice.blog;
const post = (title: string, extra: Json = {}) => ({ title, slug: title, excerpt: `About ${title}`, content: `## ${title}\n\nBody of the post.`, ...extra });

describe('blog: super admin tab and agent tab, routes × roles', () => {
  let api: TestApi;
  let cookies: Record<StaffRoleName | 'agent_2', string>;
  let agentIds: Partial<Record<string, string>>;
  const call = (method: string, path: string, who?: keyof typeof cookies, json?: unknown) =>
    api.request(path, { method, json, headers: who ? { cookie: cookies[who] } : {} });
  const body = async (response: Response) => (await response.json()) as Json;
  const row = async (id: string) => (await api.db.execute({ sql: 'SELECT * FROM blog_posts WHERE id = ?', args: [id] })).rows[0];

  beforeAll(async () => {
    api = await startTestApi();
    // The admin comes after this check: an admin has an agents row of their own (their page).
    const first = await signInEveryRole(api, ['super_admin']);
    // No agent yet: the super admin's post has nothing to be filed under.
    const refused = await call('POST', '/api/admin/posts', undefined, post('Early'));
    expect(refused.status).toBe(401);
    cookies = { ...first.cookies } as typeof cookies;
    const noAgent = await call('POST', '/api/admin/posts', 'super_admin', post('Early'));
    expect(noAgent.status).toBe(409);
    expect((await body(noAgent)).error.message).toBe(m.noAgent);
    const admins = await signInEveryRole(api, ['admin']);
    cookies = { ...cookies, admin: admins.cookies.admin };
    const agents = await signInEveryRole(api, ['agent']);
    const agents2 = await signInEveryRole(api, ['agent']);
    cookies = { ...cookies, agent: agents.cookies.agent, agent_2: agents2.cookies.agent };
    agentIds = { agent: agents.agentIds.agent, agent_2: agents2.agentIds.agent };
  });
  afterAll(() => api.close());

  it('an agent writes a draft: slug from the title, excerpt from the content, no rebuild, newest first', async () => {
    api.rebuildReasons.length = 0;
    const first = await body(
      await call('POST', '/api/agent/posts', 'agent', {
        title: 'First-Time Buyers: 5 Tips!',
        content: '## Start early\n\nSave **20%** if you can. '.repeat(10),
        agent_id: agentIds.agent_2,
        is_published: true,
      }),
    );
    expect(first.item).toMatchObject({
      slug: 'first-time-buyers-5-tips',
      is_published: false,
      published_at: null,
      agent_id: agentIds.agent,
      content_format: 'markdown',
      admin_created: false,
    });
    expect(Array.from(first.item.excerpt as string).length).toBeGreaterThan(140);
    expect(Array.from(first.item.excerpt as string).length).toBeLessThanOrEqual(150);
    expect(first.item.excerpt.startsWith('Start early Save 20% if you can.')).toBe(true);
    const second = await body(await call('POST', '/api/agent/posts', 'agent', { title: 'First-Time Buyers: 5 Tips?', content: 'Short.', excerpt: 'Mine.' }));
    expect(second.item).toMatchObject({ slug: 'first-time-buyers-5-tips-2', excerpt: 'Mine.' });
    const list = (await body(await call('GET', '/api/agent/posts', 'agent'))).items as Json[];
    expect(list.map((item) => item.id)).toEqual([second.item.id, first.item.id]);
    expect((await body(await call('GET', '/api/agent/posts', 'agent_2'))).items).toEqual([]);
    expect(api.rebuildReasons).toEqual([]);
    const bad = await body(await call('POST', '/api/agent/posts', 'agent', { title: '', content: ' ' }));
    expect(bad.error.fields).toMatchObject({ title: 'Title is required.', content: 'Content is required.' });
  });

  it("'Publish immediately' publishes at creation and rebuilds; an agent's edit of it waits for approval (ADR 45), a draft's edit rebuilds nothing", async () => {
    api.rebuildReasons.length = 0;
    const live = (await body(await call('POST', '/api/agent/posts', 'agent', { title: 'Live now', content: 'Hello', publish: true }))).item as Json;
    expect(live.is_published).toBe(true);
    expect(Date.now() - Date.parse(live.published_at)).toBeLessThan(60_000);
    expect(api.rebuildReasons).toEqual(['posts: published live-now']);
    const pending = await body(await call('PATCH', `/api/agent/posts/${live.id}`, 'agent', { content: 'Hello again' }));
    expect(pending.item).toMatchObject({ content: 'Hello', pending_edit: { content: 'Hello again' } });
    expect(api.rebuildReasons).toEqual(['posts: published live-now']);
    const draft = (await body(await call('GET', '/api/agent/posts', 'agent'))).items.find((item: Json) => !item.is_published) as Json;
    const before = api.rebuildReasons.length;
    const edited = await body(await call('PATCH', `/api/agent/posts/${draft.id}`, 'agent', { title: 'Renamed', is_published: true }));
    expect(edited.item).toMatchObject({ title: 'Renamed', slug: draft.slug, is_published: false });
    expect(api.rebuildReasons.length).toBe(before);
  });

  it("the super admin sees every post with its agent name, writes 'Admin' posts, publishes and unpublishes", async () => {
    api.rebuildReasons.length = 0;
    const created = await call('POST', '/api/admin/posts', 'super_admin', post('Rates Update', { slug: 'Rates   Update!!' }));
    expect(created.status).toBe(201);
    const item = (await body(created)).item as Json;
    expect(item).toMatchObject({ slug: 'rates-update', admin_created: true, is_published: false });
    expect(item.agent_name).toBeTruthy();
    expect(api.rebuildReasons).toEqual([]);
    const missing = await body(await call('POST', '/api/admin/posts', 'super_admin', { title: 'T', slug: '', excerpt: '', content: 'C' }));
    expect(Object.keys(missing.error.fields).sort()).toEqual(['excerpt', 'slug']);

    const published = (await body(await call('POST', `/api/admin/posts/${item.id}/publish`, 'super_admin', { published: true }))).item as Json;
    expect(published.is_published).toBe(true);
    expect(Date.now() - Date.parse(published.published_at)).toBeLessThan(60_000);
    const unpublished = (await body(await call('POST', `/api/admin/posts/${item.id}/publish`, 'super_admin', { published: false }))).item as Json;
    expect(unpublished).toMatchObject({ is_published: false, published_at: null });
    expect(api.rebuildReasons).toEqual(['posts: published rates-update', 'posts: unpublished rates-update']);

    const all = (await body(await call('GET', '/api/admin/posts', 'super_admin'))).items as Json[];
    expect(all.find((row) => row.title === 'Live now')).toMatchObject({ agent_name: 'Test agent', admin_created: false });
    // The super admin edits any post; a changed slug stays unique.
    const other = all.find((row) => row.title === 'Live now')!;
    const renamed = await body(await call('PATCH', `/api/admin/posts/${other.id}`, 'super_admin', { slug: 'rates-update' }));
    expect(renamed.item.slug).toBe('rates-update-2');
    await call('POST', `/api/admin/posts/${item.id}/publish`, 'super_admin', { published: true });
    api.rebuildReasons.length = 0;
    expect((await call('DELETE', `/api/admin/posts/${item.id}`, 'super_admin')).status).toBe(200);
    expect(api.rebuildReasons).toEqual(['posts: deleted rates-update']);
    expect(await row(item.id)).toBeUndefined();
  });

  it("walks every route × role: an agent never touches another agent's post and never publishes", async () => {
    const theirs = (await body(await call('POST', '/api/agent/posts', 'agent_2', { title: 'Not yours', content: 'Original.' }))).item as Json;
    api.rebuildReasons.length = 0;
    const snapshot = JSON.stringify(await row(theirs.id));
    const adminRoutes: [string, string, unknown?][] = [
      ['GET', '/api/admin/posts'],
      ['POST', '/api/admin/posts', post('X')],
      ['PATCH', `/api/admin/posts/${theirs.id}`, { content: 'Hijacked' }],
      ['POST', `/api/admin/posts/${theirs.id}/publish`, { published: true }],
      ['DELETE', `/api/admin/posts/${theirs.id}`],
    ];
    for (const [method, path, json] of adminRoutes) {
      expect((await call(method, path, undefined, json)).status, `${method} ${path} anonymous`).toBe(401);
      for (const role of ['admin', 'agent'] as const) expect((await call(method, path, role, json)).status, `${method} ${path} as ${role}`).toBe(403);
    }
    // Another agent's post answers exactly like a missing one.
    for (const [method, json] of [
      ['PATCH', { content: 'Hijacked', publish: true }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/api/agent/posts/${theirs.id}`, 'agent', json);
      expect(response.status, method).toBe(404);
      expect((await body(response)).error.message).toBe(m.notFound);
    }
    expect((await call('POST', `/api/agent/posts/${theirs.id}/publish`, 'agent', { published: true })).status).toBe(404);
    expect((await call('GET', '/api/agent/posts', 'super_admin')).status).toBe(403);
    expect((await call('GET', '/api/agent/posts')).status).toBe(401);
    expect(JSON.stringify(await row(theirs.id))).toBe(snapshot);
    expect(api.rebuildReasons).toEqual([]);
    // The owner deletes it; a draft's removal rebuilds nothing.
    expect((await call('DELETE', `/api/agent/posts/${theirs.id}`, 'agent_2')).status).toBe(200);
    expect(api.rebuildReasons).toEqual([]);
  });

  it('a new post without a format is Markdown; an edit that leaves the format out keeps a plain-text post plain (both areas)', async () => {
    const admin = await body(await call('POST', '/api/admin/posts', 'super_admin', post('Format default admin')));
    expect(admin.item.content_format).toBe('markdown');
    for (const [area, who] of [
      ['admin', 'super_admin'],
      ['agent', 'agent'],
    ] as const) {
      const created = await body(await call('POST', `/api/${area}/posts`, who, post(`Plain ${area}`, { content_format: 'plain' })));
      expect(created.item.content_format).toBe('plain');
      // A PATCH is the form's keys, each optional (ADR 8): a key left out is never filled by a default.
      const edited = await call('PATCH', `/api/${area}/posts/${created.item.id}`, who, { title: `Plain ${area}, retitled` });
      expect(edited.status).toBe(200);
      expect((await row(created.item.id as string)).content_format).toBe('plain');
    }
  });

  it('slugs: -2, -3 … then a timestamp after 10,000 tries; reserved addresses are skipped', async () => {
    const taken = Array.from({ length: SLUG_TRIES }, (_, index) => (index === 0 ? 'busy' : `busy-${index + 1}`));
    await api.db.batch(
      taken.map((slug, index) => ({ sql: "INSERT INTO blog_posts (id, title, slug, content) VALUES (?, 'Busy', ?, 'x')", args: [`busy-${index}`, slug] })),
      'write',
    );
    expect(await uniquePostSlug(api.db, 'Busy', { now: () => new Date(1_700_000_000_000) })).toBe('busy-1700000000000');
    expect(await uniquePostSlug(api.db, 'Busy 5')).toBe('busy-5-2');
    expect(await uniquePostSlug(api.db, 'Page')).toBe('page-2');
    expect(await uniquePostSlug(api.db, 'Not Found')).toBe('not-found-2');
    expect(await uniquePostSlug(api.db, '!!!')).toBe('post');
    expect(await uniquePostSlug(api.db, 'busy', { exceptId: 'busy-0' })).toBe('busy');
  });
});
