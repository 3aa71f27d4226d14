import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/lib/messages-staff';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { allFiles, attacks, docx, images, pdf } from '../../helpers/upload-fixtures';
import { caller, countRows, signIn, uploadDocument, type Json, type SignedIn } from './support';

const upload = messages.backOffice.uploads;

describe("an agent's documents (private, owner-only)", () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let agent: SignedIn;
  const files = () => allFiles(join(api.dir, 'uploads'));

  beforeAll(async () => {
    api = await startTestApi();
    call = caller(api);
    agent = await signIn(api, 'agent', 'Dana Docs');
  });
  afterAll(() => api.close());

  it('uploads pdf, docx and images into agent-documents and lists them newest first with name, size, type and date', async () => {
    api.rebuildReasons.length = 0;
    const certificate = await uploadDocument(api, agent.cookie, { bytes: pdf(), name: 'Licence 2025.pdf', type: 'certificate' });
    expect(certificate.status).toBe(201);
    const first = ((await certificate.json()) as Json).item;
    expect(first).toMatchObject({
      name: 'Licence 2025.pdf',
      type: 'certificate',
      mime_type: 'application/pdf',
      file_size: pdf().length,
      agent_id: agent.agentId,
    });
    expect(first.download_url).toBe(`/api/agent/documents/${first.id}/download`);
    expect(first).not.toHaveProperty('file_url');
    expect((await uploadDocument(api, agent.cookie, { bytes: docx(), name: 'notes.docx' })).status).toBe(201);
    expect((await uploadDocument(api, agent.cookie, { bytes: images.png, name: 'badge.png', type: 'other' })).status).toBe(201);

    const list = await call('GET', '/api/agent/documents', agent.cookie);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.items.map((d: Json) => [d.name, d.type])).toEqual([
      ['badge.png', 'other'],
      ['notes.docx', 'other'],
      ['Licence 2025.pdf', 'certificate'],
    ]);
    expect(Object.keys(list.body.items[0]).sort()).toEqual(['agent_id', 'download_url', 'file_size', 'id', 'mime_type', 'name', 'type', 'uploaded_at'].sort());
    expect(files().filter((f) => f.startsWith(`agent-documents/${agent.agentId}/`))).toHaveLength(3);
    expect(api.rebuildReasons).toEqual([]);
  });

  it('downloads as an attachment that the browser never renders: nosniff, sandbox, no-store', async () => {
    const list = await call('GET', '/api/agent/documents', agent.cookie);
    const licence = list.body.items.find((d: Json) => d.type === 'certificate');
    const response = await api.request(licence.download_url, { headers: { cookie: agent.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Licence 2025.pdf"; filename*=UTF-8''Licence%202025.pdf`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf());
  });

  it("refuses what is not a document with 'Failed to upload document: {reason}', storing nothing", async () => {
    const before = files().length;
    const cases: [Uint8Array, string, string][] = [
      [attacks.renamedHtml.bytes, 'cv.pdf', upload.notAllowedDocument],
      [attacks.gifWithHtml.bytes, 'funny.gif', upload.unsafeContent],
      [new Uint8Array(0), 'empty.pdf', upload.empty],
    ];
    for (const [bytes, name, reason] of cases) {
      const refused = await uploadDocument(api, agent.cookie, { bytes, name });
      expect(refused.status, name).toBe(400);
      expect(((await refused.json()) as Json).error).toMatchObject({ message: upload.documentFailed(reason), fields: { file: reason } });
    }
    const oversized = await uploadDocument(api, agent.cookie, { bytes: attacks.oversized.bytes, name: 'scan.png' });
    expect(oversized.status).toBe(413);
    expect(((await oversized.json()) as Json).error.message).toBe(upload.documentFailed(upload.tooLarge));
    const badType = await uploadDocument(api, agent.cookie, { bytes: pdf(), name: 'a.pdf', type: 'passport' });
    expect(((await badType.json()) as Json).error.fields).toEqual({ type: messages.backOffice.documents.typeInvalid });
    const noFile = await api.request('/api/agent/documents', { method: 'POST', body: new FormData(), headers: { cookie: agent.cookie } });
    expect(((await noFile.json()) as Json).error.fields).toEqual({ file: upload.missing });
    expect(files().length).toBe(before);
  });

  it("if the row cannot be saved, the stored file is removed and the answer is 'Failed to save document'", async () => {
    const [beforeFiles, beforeRows] = [files(), await countRows(api, 'agent_documents')];
    await api.db.execute("CREATE TRIGGER refuse_documents BEFORE INSERT ON agent_documents BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
    try {
      const failed = await uploadDocument(api, agent.cookie, { bytes: pdf(), name: 'lost.pdf' });
      expect(failed.status).toBe(500);
      expect(((await failed.json()) as Json).error).toEqual({ code: 'server_error', message: upload.documentSaveFailed });
    } finally {
      await api.db.execute('DROP TRIGGER refuse_documents');
    }
    expect(files()).toEqual(beforeFiles);
    expect(await countRows(api, 'agent_documents')).toBe(beforeRows);
  });

  it('deletes the row and the file; a second delete is 404', async () => {
    const list = await call('GET', '/api/agent/documents', agent.cookie);
    const badge = list.body.items.find((d: Json) => d.name === 'badge.png');
    const before = files().length;
    const deleted = await call('DELETE', `/api/agent/documents/${badge.id}`, agent.cookie);
    expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
    expect(files().length).toBe(before - 1);
    expect(await countRows(api, 'agent_documents', 'id = ?', [badge.id])).toBe(0);
    const again = await call('DELETE', `/api/agent/documents/${badge.id}`, agent.cookie);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(messages.backOffice.documents.notFound);
    expect((await api.request(badge.download_url, { headers: { cookie: agent.cookie } })).status).toBe(404);
  });

  it('the super admin lists and downloads any agent’s documents through the admin route; an admin gets 403', async () => {
    const superAdmin = await signIn(api, 'super_admin', 'Sam Super');
    const admin = await signIn(api, 'admin', 'Ada Admin');
    const refused = await call('GET', `/api/admin/agents/${agent.agentId}/documents`, admin.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body).not.toHaveProperty('items');
    for (const staff of [superAdmin]) {
      const list = await call('GET', `/api/admin/agents/${agent.agentId}/documents`, staff.cookie);
      expect(list.status).toBe(200);
      const licence = list.body.items.find((d: Json) => d.type === 'certificate');
      expect(licence.download_url).toBe(`/api/admin/agents/${agent.agentId}/documents/${licence.id}/download`);
      const download = await api.request(licence.download_url, { headers: { cookie: staff.cookie } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
      const byAdmin = await api.request(licence.download_url, { headers: { cookie: admin.cookie } });
      expect(byAdmin.status).toBe(403);
    }
    const unknown = await call('GET', '/api/admin/agents/no-such-agent/documents', superAdmin.cookie);
    expect(unknown.status).toBe(404);
  });

  it('an agent cannot use the staff route, not even for their own documents (the super admin dialog reads it)', async () => {
    const own = await call('GET', `/api/admin/agents/${agent.agentId}/documents`, agent.cookie);
    expect(own.status).toBe(403);
    expect(own.body).not.toHaveProperty('items');
    const mine = (await call('GET', '/api/agent/documents', agent.cookie)).body.items[0];
    const download = await api.request(`/api/admin/agents/${agent.agentId}/documents/${mine.id}/download`, { headers: { cookie: agent.cookie } });
    expect(download.status).toBe(403);
    expect((await api.request(`/api/admin/agents/${agent.agentId}/documents`)).status).toBe(401);
  });
});
