import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/lib/messages-staff';
import { signInEveryRole, type StaffRoleName } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';

type Json = Record<string, any>;
const m = messages.backOffice.testimonials;

describe('testimonials: super admin tab and agent tab, routes × roles', () => {
  let api: TestApi;
  let cookies: Record<StaffRoleName | 'super_admin_2' | 'agent_2', string>;
  let agentIds: Partial<Record<string, string>>;
  const call = (method: string, path: string, who?: keyof typeof cookies, json?: unknown) =>
    api.request(path, { method, json, headers: who ? { cookie: cookies[who] } : {} });
  const body = async (response: Response) => (await response.json()) as Json;
  const count = async () => Number((await api.db.execute('SELECT COUNT(*) AS n FROM testimonials')).rows[0]!.n);

  beforeAll(async () => {
    api = await startTestApi();
    const first = await signInEveryRole(api);
    const second = await signInEveryRole(api, ['super_admin', 'agent']);
    cookies = { ...first.cookies, super_admin_2: second.cookies.super_admin, agent_2: second.cookies.agent };
    agentIds = { agent: first.agentIds.agent, agent_2: second.agentIds.agent };
  });
  afterAll(() => api.close());

  it('an agent submits a testimonial: unapproved, theirs, listed only to them; no rebuild', async () => {
    api.rebuildReasons.length = 0;
    const empty = await body(await call('GET', '/api/agent/testimonials', 'agent'));
    expect(empty.items).toEqual([]);
    const submitted = await call('POST', '/api/agent/testimonials', 'agent', {
      client_name: 'Priya S.',
      content: 'Great help with our renewal.',
      is_approved: true,
      admin_id: 'x',
      agent_id: agentIds.agent_2,
    });
    expect(submitted.status).toBe(201);
    const item = (await body(submitted)).item as Json;
    expect(item).toMatchObject({ client_name: 'Priya S.', rating: 5, is_approved: false, admin_id: null, agent_id: agentIds.agent });
    expect((await body(await call('GET', '/api/agent/testimonials', 'agent'))).items.map((row: Json) => row.id)).toEqual([item.id]);
    expect((await body(await call('GET', '/api/agent/testimonials', 'agent_2'))).items).toEqual([]);
    expect(api.rebuildReasons).toEqual([]);
  });

  it('reads one testimonial for the super admin (the kept-draft reopen), with whether they may edit it; 404 otherwise', async () => {
    const written = (await body(await call('POST', '/api/admin/testimonials', 'super_admin', { client_name: 'One Read', content: 'Read me.' }))).item as Json;
    expect((await body(await call('GET', `/api/admin/testimonials/${written.id}`, 'super_admin'))).item).toMatchObject({ id: written.id, can_edit: true });
    expect((await body(await call('GET', `/api/admin/testimonials/${written.id}`, 'super_admin_2'))).item).toMatchObject({ can_edit: false });
    expect((await call('GET', `/api/admin/testimonials/${written.id}`, 'agent')).status).toBe(403);
    expect((await call('GET', '/api/admin/testimonials/nope', 'super_admin')).status).toBe(404);
    expect((await call('DELETE', `/api/admin/testimonials/${written.id}`, 'super_admin')).status).toBe(200);
  });

  it('checks client name, content and a whole-number rating from 1 to 5', async () => {
    const bad = await body(await call('POST', '/api/agent/testimonials', 'agent', { client_name: ' ', content: '', rating: '4.5' }));
    expect(bad.error.fields).toEqual({ client_name: 'Client name is required.', content: 'Content is required.', rating: m.ratingInvalid });
    expect((await call('POST', '/api/admin/testimonials', 'super_admin', { client_name: 'A', content: 'B', rating: 6 })).status).toBe(400);
    expect((await body(await call('POST', '/api/admin/testimonials', 'super_admin', { client_name: 'A', content: 'B', rating: '3' }))).item.rating).toBe(3);
  });

  it('the super admin writes one: approved, authored, listed with the author name; the home page rebuilds', async () => {
    api.rebuildReasons.length = 0;
    const created = await body(await call('POST', '/api/admin/testimonials', 'super_admin', { client_name: 'Home Owner', content: 'Five stars.' }));
    expect(created.item).toMatchObject({ is_approved: true, rating: 5, agent_id: null, admin_name: 'Test super_admin' });
    expect(api.rebuildReasons).toEqual([`testimonials: added ${created.item.id}`]);
    const list = (await body(await call('GET', '/api/admin/testimonials', 'super_admin'))).items as Json[];
    const agentOne = list.find((row) => row.client_name === 'Priya S.')!;
    expect(agentOne).toMatchObject({ agent_name: 'Test agent', admin_name: null, is_approved: false });
  });

  it('only the admin who wrote a testimonial edits it; any admin deletes it', async () => {
    const mine = (await body(await call('POST', '/api/admin/testimonials', 'super_admin', { client_name: 'Mine', content: 'Written by one admin.' })))
      .item as Json;
    const other = await call('PATCH', `/api/admin/testimonials/${mine.id}`, 'super_admin_2', { content: 'Changed by another.' });
    expect(other.status).toBe(403);
    expect((await body(other)).error.message).toBe(m.notYourTestimonial);
    const own = await call('PATCH', `/api/admin/testimonials/${mine.id}`, 'super_admin', { content: 'Edited by its author.', rating: '4' });
    expect((await body(own)).item).toMatchObject({ content: 'Edited by its author.', rating: 4, client_name: 'Mine' });
    api.rebuildReasons.length = 0;
    expect((await call('DELETE', `/api/admin/testimonials/${mine.id}`, 'super_admin_2')).status).toBe(200);
    expect(api.rebuildReasons).toEqual([`testimonials: deleted ${mine.id}`]);
    expect((await call('DELETE', `/api/admin/testimonials/${mine.id}`, 'super_admin')).status).toBe(404);
  });

  it("any admin edits an agent's testimonial; approving and removing it rebuild, editing it unapproved does not", async () => {
    const list = (await body(await call('GET', '/api/admin/testimonials', 'super_admin'))).items as Json[];
    const id = list.find((row) => row.client_name === 'Priya S.')!.id as string;
    api.rebuildReasons.length = 0;
    expect((await call('PATCH', `/api/admin/testimonials/${id}`, 'super_admin_2', { client_name: 'Priya Sharma' })).status).toBe(200);
    expect(api.rebuildReasons).toEqual([]);
    expect((await call('POST', `/api/admin/testimonials/${id}/approval`, 'super_admin', { approved: true })).status).toBe(200);
    const mine = (await body(await call('GET', '/api/agent/testimonials', 'agent'))).items as Json[];
    expect(mine[0]).toMatchObject({ client_name: 'Priya Sharma', is_approved: true });
    expect((await call('DELETE', `/api/admin/testimonials/${id}`, 'super_admin')).status).toBe(200);
    expect(api.rebuildReasons).toEqual([`testimonials: approved ${id}`, `testimonials: deleted ${id}`]);
  });

  it('walks every route × role: visitors 401, other roles 403, nothing changed', async () => {
    const target = (await body(await call('POST', '/api/agent/testimonials', 'agent', { client_name: 'Target', content: 'Stays as it is.' }))).item as Json;
    const before = await count();
    api.rebuildReasons.length = 0;
    const adminRoutes: [string, string, unknown?][] = [
      ['GET', '/api/admin/testimonials'],
      ['POST', '/api/admin/testimonials', { client_name: 'X', content: 'Y' }],
      ['PATCH', `/api/admin/testimonials/${target.id}`, { content: 'Hijacked' }],
      ['DELETE', `/api/admin/testimonials/${target.id}`],
      ['POST', `/api/admin/testimonials/${target.id}/approval`, { approved: true }],
    ];
    for (const [method, path, json] of adminRoutes) {
      expect((await call(method, path, undefined, json)).status, `${method} ${path} anonymous`).toBe(401);
      for (const role of ['admin', 'agent', 'agent_2'] as const)
        expect((await call(method, path, role, json)).status, `${method} ${path} as ${role}`).toBe(403);
    }
    for (const [method, path, json] of [
      ['GET', '/api/agent/testimonials'],
      ['POST', '/api/agent/testimonials', { client_name: 'X', content: 'Y' }],
    ] as const) {
      expect((await call(method, path, undefined, json)).status).toBe(401);
      expect((await call(method, path, 'super_admin', json)).status).toBe(403);
    }
    // An admin has their own page (an agents row): what they submit is filed under it, pending like an agent's.
    const own = await call('POST', '/api/agent/testimonials', 'admin', { client_name: 'X', content: 'Y' });
    expect(own.status).toBe(201);
    expect(((await own.json()) as { item: { is_approved: boolean } }).item.is_approved).toBe(false);
    expect(await count()).toBe(before + 1);
    const stored = (await api.db.execute({ sql: 'SELECT content, is_approved FROM testimonials WHERE id = ?', args: [target.id] })).rows[0]!;
    expect([stored.content, Number(stored.is_approved)]).toEqual(['Stays as it is.', 0]);
    expect(api.rebuildReasons).toEqual([]);
  });
});
