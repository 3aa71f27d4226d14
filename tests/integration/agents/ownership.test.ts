import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../functions/app';
import { messages } from '../../../src/lib/messages-staff';
import { createSiteApp } from '../../../server/site-app';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { allFiles, images, pdf } from '../../helpers/upload-fixtures';
import { caller, countRows, signIn, uploadDocument, type Json, type SignedIn } from './support';

/**
 * an agent reads and changes only its own agent row and documents. Agent B tries agent A's row and
 * documents on every route — by id in the path, by id in the body, by guessing a download id and a storage key — and
 * is refused with nothing changed; visitors get 401 and agents get 403 on the admin routes.
 */
describe('agent ownership on every route', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let a: SignedIn;
  let b: SignedIn;
  let aDocument: Json;
  let aKey: string;
  const snapshot = async () => (await api.db.execute({ sql: 'SELECT * FROM agents WHERE id = ?', args: [a.agentId!] })).rows[0];

  beforeAll(async () => {
    api = await startTestApi();
    call = caller(api);
    a = await signIn(api, 'agent', 'Avery Agent');
    b = await signIn(api, 'agent', 'Blake Agent');
    aDocument = ((await (await uploadDocument(api, a.cookie, { bytes: pdf(), name: 'a-licence.pdf', type: 'certificate' })).json()) as Json).item;
    aKey = String((await api.db.execute({ sql: 'SELECT file_url FROM agent_documents WHERE id = ?', args: [aDocument.id] })).rows[0]!.file_url);
  });
  afterAll(() => api.close());

  it('each agent reads only its own profile, found by its sign-in', async () => {
    expect((await call('GET', '/api/agent/profile', a.cookie)).body.item.id).toBe(a.agentId);
    const own = await call('GET', '/api/agent/profile', b.cookie);
    expect(own.body.item.id).toBe(b.agentId);
    expect(own.headers.get('cache-control')).toBe('no-store');
  });

  it('an id, agent_id, user_id or is_active in the body is ignored: B changes only B', async () => {
    const before = await snapshot();
    api.rebuildReasons.length = 0;
    const saved = await call('PATCH', '/api/agent/profile', b.cookie, {
      id: a.agentId,
      agent_id: a.agentId,
      user_id: a.userId,
      is_active: false,
      email: 'stolen@example.test',
      name: 'Blake B. Agent',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.item).toMatchObject({ id: b.agentId, name: 'Blake B. Agent', is_active: true });
    expect(saved.body.item.email).not.toBe('stolen@example.test');
    expect(await snapshot()).toEqual(before);
    expect(api.rebuildReasons).toEqual([`agents: agent updated ${b.agentId}`]);
    const profile = await api.db.execute({ sql: 'SELECT full_name FROM profiles WHERE id = ?', args: [b.userId] });
    expect(profile.rows[0]!.full_name).toBe('Blake B. Agent');
  });

  it("B cannot take A's slug: 409 'This profile URL is already taken', nothing changed", async () => {
    const aSlug = (await call('GET', '/api/agent/profile', a.cookie)).body.item.profile_slug;
    const taken = await call('PATCH', '/api/agent/profile', b.cookie, { profile_slug: aSlug.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.profile_slug).toBe(messages.backOffice.profile.slugTaken);
    expect((await call('GET', '/api/agent/profile', b.cookie)).body.item.profile_slug).toBe('blakeagent');
  });

  it("B cannot take A's former slug either (its address still leads to A); A may take it back; a new agent skips it", async () => {
    const aSlug = (await call('GET', '/api/agent/profile', a.cookie)).body.item.profile_slug;
    expect((await call('PATCH', '/api/agent/profile', a.cookie, { profile_slug: `${aSlug}-renamed` })).status).toBe(200);
    const taken = await call('PATCH', '/api/agent/profile', b.cookie, { profile_slug: aSlug });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.profile_slug).toBe(messages.backOffice.profile.slugTaken);
    expect((await call('GET', '/api/agent/profile', b.cookie)).body.item.profile_slug).toBe('blakeagent');
    const history = await api.db.execute({ sql: 'SELECT agent_id FROM agent_slug_history WHERE old_slug = ?', args: [aSlug] });
    expect(history.rows.map((row) => row.agent_id)).toEqual([a.agentId]);

    // A new agent with A's name gets the next free slug, not A's former one.
    const namesake = await signIn(api, 'agent', 'Avery Agent');
    const namesakeSlug = (await call('GET', '/api/agent/profile', namesake.cookie)).body.item.profile_slug;
    expect(namesakeSlug).not.toBe(aSlug);

    expect((await call('PATCH', '/api/agent/profile', a.cookie, { profile_slug: aSlug })).status).toBe(200);
  });

  it("B on the admin routes with A's id: 403 on every one, nothing changed", async () => {
    const before = await snapshot();
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/admin/agents/${a.agentId}`],
      ['PATCH', `/api/admin/agents/${a.agentId}`, { name: 'Hacked' }],
      ['DELETE', `/api/admin/agents/${a.agentId}`],
      ['GET', `/api/admin/agents/${a.agentId}/documents`],
      ['GET', `/api/admin/agents/${a.agentId}/documents/${aDocument.id}/download`],
      ['GET', '/api/admin/agents'],
      ['POST', '/api/admin/agents', { email: 'x@example.test', password: 'password-123', fullName: 'X' }],
    ];
    for (const [method, path, json] of routes) expect((await call(method, path, b.cookie, json)).status, `${method} ${path}`).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect(await countRows(api, 'agent_documents', 'agent_id = ?', [a.agentId!])).toBe(1);
  });

  it("B never sees, downloads or deletes A's document: 404 (not 403), file and row kept", async () => {
    expect((await call('GET', '/api/agent/documents', b.cookie)).body.items).toEqual([]);
    const download = await call('GET', `/api/agent/documents/${aDocument.id}/download`, b.cookie);
    expect(download.status).toBe(404);
    const remove = await call('DELETE', `/api/agent/documents/${aDocument.id}`, b.cookie);
    expect(remove.status).toBe(404);
    expect(remove.body.error.message).toBe(messages.backOffice.documents.notFound);
    expect(await countRows(api, 'agent_documents', 'id = ?', [aDocument.id])).toBe(1);
    expect(allFiles(join(api.dir, 'uploads'))).toContain(`agent-documents/${aKey}`);
    expect((await call('GET', `/api/agent/documents/${aDocument.id}/download`, a.cookie)).status).toBe(200);
  });

  it('an agent_id sent with an upload is ignored: the file and row are B’s', async () => {
    const uploaded = await uploadDocument(api, b.cookie, { bytes: images.png, name: 'mine.png' }, { agent_id: a.agentId!, agentId: a.agentId! });
    const item = ((await uploaded.json()) as Json).item;
    expect(item.agent_id).toBe(b.agentId);
    const key = (await api.db.execute({ sql: 'SELECT file_url FROM agent_documents WHERE id = ?', args: [item.id] })).rows[0]!.file_url;
    expect(String(key).startsWith(`${b.agentId}/`)).toBe(true);
    expect(await countRows(api, 'agent_documents', 'agent_id = ?', [a.agentId!])).toBe(1);
  });

  it('guessing the stored key gets nothing: /uploads/agent-documents/{key} is 404 on the site', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(siteDir, '404.html'), 'Not here');
    try {
      const site = createSiteApp({ api: createApp(api.deps), siteDir, log: api.deps.log, storage: api.deps.storage });
      for (const cookie of [undefined, b.cookie, a.cookie]) {
        const guessed = await site.request(`/uploads/agent-documents/${aKey}`, { headers: cookie ? { cookie } : {} });
        expect(guessed.status).toBe(404);
        expect(await guessed.text()).not.toContain('%PDF');
      }
      expect((await site.request(`/api/uploads/agent-documents/${aKey}`)).status).toBe(404);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });

  it('visitors get 401 on every agent route; a super admin 403; an admin reaches only their own page', async () => {
    const superAdmin = await signIn(api, 'super_admin', 'Sam Super');
    const admin = await signIn(api, 'admin', 'Ada Admin');
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/agent/profile'],
      ['PATCH', '/api/agent/profile', { bio: 'x' }],
      ['GET', '/api/agent/documents'],
      ['POST', '/api/agent/documents'],
      ['DELETE', `/api/agent/documents/${aDocument.id}`],
      ['GET', `/api/agent/documents/${aDocument.id}/download`],
    ];
    for (const [method, path, json] of routes) {
      expect((await call(method, path, undefined, json)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, superAdmin.cookie, json)).status, `${method} ${path} super admin`).toBe(403);
    }
    const own = await call('GET', '/api/agent/profile', admin.cookie);
    expect(own.status).toBe(200);
    expect(own.body.item.id).toBe(admin.agentId);
    expect((await call('DELETE', `/api/agent/documents/${aDocument.id}`, admin.cookie)).status).toBe(404);
    expect(await countRows(api, 'agent_documents', 'id = ?', [aDocument.id])).toBe(1);
  });
});
