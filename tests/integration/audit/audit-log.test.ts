import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller, type Json, type SignedIn, signIn, uploadDocument } from '../agents/support';

/** The audit trail (ADR 26): every staff write, export and download recorded, append-only, read by the super admin. */
describe('audit log', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let owner: SignedIn;
  let agent: SignedIn;
  const entries = async (query = '') => (await call('GET', `/api/admin/audit${query}`, owner.cookie)).body as Json;

  beforeAll(async () => {
    api = await startTestApi();
    call = caller(api);
    owner = await signIn(api, 'super_admin', 'Olive Owner');
    agent = await signIn(api, 'agent', 'Andy Agent');
  });
  afterAll(() => api.close());

  it('records a lender edit with who, from where, the record and its fields before and after', async () => {
    const created = await call('POST', '/api/admin/lenders', owner.cookie, { name: 'Audit Bank', type: 'a_lender', display_order: '3', is_active: true });
    expect(created.status).toBe(201);
    const id = created.body.item.id as string;
    expect((await call('PATCH', `/api/admin/lenders/${id}`, owner.cookie, { name: 'Audit Bank of Canada' })).status).toBe(200);

    const { items, total } = await entries(`?record=${id}`);
    expect(total).toBe(2);
    const [update, create] = items;
    expect(create).toMatchObject({
      action: 'create',
      method: 'POST',
      record_type: 'admin/lenders',
      record_id: id,
      actor_email: expect.stringContaining('olive-owner'),
      actor_role: 'super_admin',
      before: null,
    });
    expect(create.after).toMatchObject({ name: 'Audit Bank' });
    expect(update).toMatchObject({ action: 'update', method: 'PATCH', path: `/api/admin/lenders/${id}`, record_id: id });
    expect(update.before).toMatchObject({ name: 'Audit Bank' });
    expect(update.after).toMatchObject({ name: 'Audit Bank of Canada' });
    expect(update.ip).toMatch(/127\.0\.0\.1|::1/);

    expect((await call('DELETE', `/api/admin/lenders/${id}`, owner.cookie)).status).toBe(200);
    const removed = (await entries(`?record=${id}&action=delete`)).items[0];
    expect(removed).toMatchObject({ action: 'delete', after: null });
    expect(removed.before).toMatchObject({ name: 'Audit Bank of Canada' });
  });

  it('records exports and document downloads, which are reads, and not other reads', async () => {
    const before = (await entries()).total as number;
    await call('GET', '/api/admin/lenders', owner.cookie);
    expect((await entries()).total).toBe(before);

    const exported = await api.request('/api/admin/leads/export.csv', { headers: { cookie: owner.cookie } });
    expect(exported.status).toBe(200);
    await exported.text();
    expect((await entries('?action=export')).items[0]).toMatchObject({ record_type: 'admin/leads', record_id: null, path: '/api/admin/leads/export.csv' });

    const uploaded = await uploadDocument(api, agent.cookie, { bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), name: 'id.pdf', type: 'certificate' });
    expect(uploaded.status).toBe(201);
    const document = ((await uploaded.json()) as Json).item;
    const download = await api.request(`/api/agent/documents/${document.id}/download`, { headers: { cookie: agent.cookie } });
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    const downloads = (await entries('?action=download')).items;
    expect(downloads[0]).toMatchObject({ actor_role: 'agent', record_type: 'agent/documents', record_id: document.id });
  });

  it('keeps secrets out, and does not record a refused write', async () => {
    const before = (await entries()).total as number;
    expect((await call('POST', '/api/admin/lenders', owner.cookie, { name: '' })).status).toBe(400);
    expect((await call('PATCH', '/api/admin/lenders/nope', owner.cookie, { name: 'x' })).status).toBe(404);
    expect((await entries()).total).toBe(before);

    const made = await call('POST', '/api/admin/agents', owner.cookie, {
      fullName: 'Pat Password',
      email: 'pat-password@example.test',
      password: 'a-secret-password-1',
      role: 'agent',
    });
    expect(made.status).toBe(201);
    const row = await api.db.execute(`SELECT after_json FROM audit_log WHERE path = '/api/admin/agents' ORDER BY seq DESC LIMIT 1`);
    expect(String(row.rows[0]!.after_json)).not.toContain('a-secret-password-1');
  });

  it('filters by person and by dates, and exports what it shows as CSV (itself recorded)', async () => {
    expect((await entries('?actor=andy-agent')).items.every((entry: Json) => entry.actor_role === 'agent')).toBe(true);
    expect((await entries('?actor=nobody-here')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`?from=${today}&to=${today}`)).total).toBeGreaterThan(0);
    expect((await entries('?to=2000-01-01')).total).toBe(0);
    expect((await call('GET', '/api/admin/audit?from=yesterday', owner.cookie)).status).toBe(400);

    const csv = await api.request('/api/admin/audit/export.csv?actor=andy-agent', { headers: { cookie: owner.cookie } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toContain('at,actor_email,actor_role');
    expect(text).toContain('agent/documents');
    expect((await entries('?record=admin/audit')).items[0]).toMatchObject({ action: 'export', actor_role: 'super_admin' });
  });

  it('cannot be changed or removed: no route does it, and the database refuses', async () => {
    const seq = (await entries()).items[0].seq as number;
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST']) {
      expect((await call(method, `/api/admin/audit/${seq}`, owner.cookie, { action: 'create' })).status, method).toBe(404);
    }
    await expect(api.db.execute({ sql: `UPDATE audit_log SET actor_email = 'someone@else.test' WHERE seq = ?`, args: [seq] })).rejects.toThrow(/append-only/);
    await expect(api.db.execute('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });

  it('is read by the super admin only', async () => {
    const admin = await signIn(api, 'admin', 'Ada Admin');
    expect((await call('GET', '/api/admin/audit', admin.cookie)).status).toBe(403);
    expect((await call('GET', '/api/admin/audit', agent.cookie)).status).toBe(403);
    expect((await call('GET', '/api/admin/audit/export.csv', agent.cookie)).status).toBe(403);
    expect((await call('GET', '/api/admin/audit')).status).toBe(401);
  });
});
