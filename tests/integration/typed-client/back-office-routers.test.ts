import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../src/browser/api-client';
import { signInEveryRole, type StaffRoleName } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { typedClients } from '../../helpers/typed-clients';
import { images, pdf } from '../../helpers/upload-fixtures';

/**
 * The routers chained for the back office's last hand-typed calls (ADR 56), reached through the typed client as the
 * islands reach them: the lead desk of both areas with the borrower file, the rates pipeline, the audit log, one's
 * account and the session, documents and image uploads as multipart form data, and the links (`$path`) a panel puts
 * in an href.
 */
describe('typed API client: the back office routers', () => {
  let api: TestApi;
  let cookies: Record<StaffRoleName, string>;
  const as = (role: StaffRoleName) => typedClients(api, cookies[role]);

  beforeAll(async () => {
    api = await startTestApi();
    ({ cookies } = await signInEveryRole(api));
  });
  afterAll(() => api.close());

  it("reaches the lead desk, its borrower file and the super admin's own desk actions; the agent's desk has none of those", async () => {
    const desk = as('super_admin').admin.leads;
    const agents = await send(() => desk.agents.$get());
    expect(agents.ok && Array.isArray(agents.data.items)).toBe(true);

    const added = await send(() => desk.$post({ json: { client_name: 'Typed Lead', client_email: 'typed.lead@example.test' } }));
    expect(added).toMatchObject({ ok: true, status: 201, data: { item: { client_name: 'Typed Lead', source: 'Manual' } } });
    if (!added.ok) return;
    const param = { id: added.data.item.id };

    const listed = await send(() => desk.$get({ query: { q: 'Typed Lead' } }));
    expect(listed.ok && listed.data.items.map((lead) => lead.id)).toEqual([param.id]);
    expect(await send(() => desk[':id'].$get({ param }))).toMatchObject({ ok: true, data: { item: { id: param.id }, consents: [] } });
    expect(await send(() => desk[':id'].$patch({ param, json: { status: 'contacted' } }))).toMatchObject({ ok: true, data: { item: { status: 'contacted' } } });

    // The export is a link: its path from the client, the file from the route.
    expect(desk['export.csv'].$path({ query: { q: 'Typed Lead' } })).toBe('/leads/export.csv?q=Typed+Lead');
    const csv = await desk['export.csv'].$get({ query: { q: 'Typed Lead' } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toContain('Typed Lead');

    const file = desk[':id']['borrower-file'];
    expect(await send(() => file.$get({ param }))).toMatchObject({ ok: true, data: { item: null, checklist: { purchase: { items: expect.any(Array) } } } });
    expect(await send(() => file.$post({ param, json: { file_type: 'purchase' } }))).toMatchObject({
      ok: true,
      status: 201,
      data: { item: { file_type: 'purchase' } },
    });
    const refused = await send(() => file.needs.$post({ param, json: { checklist_keys: [], notes: {} } }));
    expect(refused).toMatchObject({ ok: false, status: 400, error: { code: 'invalid_input' } });

    // What only the super admin's desk does is not routed in the agent's area at all (as before the routers were split).
    const agentDesk = `${api.baseUrl}/api/agent/leads`;
    const headers = { cookie: cookies.agent, origin: api.baseUrl, 'content-type': 'application/json' };
    expect((await fetch(agentDesk, { method: 'POST', headers, body: '{}' })).status).toBe(404);
    expect((await fetch(`${agentDesk}/${param.id}`, { method: 'DELETE', headers })).status).toBe(404);
    expect(await send(() => as('agent').agent.leads[':id'].$get({ param }))).toMatchObject({ ok: false, status: 404 });

    expect(await send(() => desk[':id'].$delete({ param }))).toMatchObject({ ok: true, data: { ok: true } });
  });

  it('reaches the rates pipeline, the audit log, one’s account and the session', async () => {
    const admin = as('super_admin').admin;
    expect(await send(() => admin.rates.debug.$get())).toMatchObject({
      ok: true,
      data: { counts: { active: expect.any(Number) }, scrapes: expect.any(Array) },
    });
    const managed = await send(() => admin.rates.manage.$post({ json: { action: 'deactivate_old_rates' } }));
    expect(managed.ok && typeof managed.data.success).toBe('boolean');
    expect(await send(() => admin.rates.$get({ query: { page: '1' } }))).toMatchObject({ ok: true, data: { items: expect.any(Array) } });

    expect(await send(() => admin.audit.$get({ query: { action: 'create' } }))).toMatchObject({ ok: true, data: { page: 1, items: expect.any(Array) } });
    expect(admin.audit['export.csv'].$path({ query: { actor: 'someone@example.test' } })).toBe('/audit/export.csv?actor=someone%40example.test');
    expect(admin.privacy['export.json'].$path({ query: { email: 'a+b@example.test' } })).toBe('/privacy/export.json?email=a%2Bb%40example.test');

    const agent = as('agent');
    expect(await send(() => agent.account.index.$get())).toMatchObject({ ok: true, data: { item: { role: 'agent', sessions: expect.any(Array) } } });
    expect(await send(() => agent.auth.me.$get())).toMatchObject({ ok: true, data: { profile: { role: 'agent' } } });
    const wrong = await send(() => agent.account.password.$post({ json: { current_password: 'not it', new_password: 'a brand new passphrase 42' } }));
    expect(wrong).toMatchObject({ ok: false, status: 400, error: { fields: { current_password: expect.any(String) } } });
    expect(await send(() => agent.agent['rebuild-status'].$get())).toMatchObject({ ok: true, data: { last_error: null } });
  });

  it('sends documents and images as multipart form data through the client’s form', async () => {
    const agent = as('agent');
    const document = new File([new Uint8Array(pdf())], 'Typed licence.pdf', { type: 'application/pdf' });
    const stored = await send(() => agent.agent.documents.$post({ form: { file: document, type: 'certificate' } }));
    expect(stored).toMatchObject({ ok: true, status: 201, data: { item: { name: 'Typed licence.pdf', type: 'certificate', mime_type: 'application/pdf' } } });
    if (stored.ok) expect(await send(() => agent.agent.documents[':id'].$delete({ param: { id: stored.data.item.id } }))).toMatchObject({ ok: true });

    const image = new File([new Uint8Array(images.png)], 'Typed.png', { type: 'image/png' });
    const uploaded = await send(() => agent.uploads[':bucket'].$post({ param: { bucket: 'blog-images' }, form: { file: image } }));
    expect(uploaded).toMatchObject({ ok: true, status: 201, data: { bucket: 'blog-images', contentType: 'image/png', name: 'Typed.png' } });
    const missing = await send(() => agent.uploads[':bucket'].$post({ param: { bucket: 'blog-images' }, form: { file: new Blob([]) } }));
    expect(missing).toMatchObject({ ok: false, status: 400 });
  });
});
