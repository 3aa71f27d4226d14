import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeOrphanDocuments } from '../../functions/storage/remove-orphan-documents';
import { messages } from '../../src/lib/messages-staff';
import { signInEveryRole } from '../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../helpers/test-api';
import { images, pdf } from '../helpers/upload-fixtures';
import { uploadDocument } from '../integration/agents/support';

const text = messages.backOffice.uploads;

/** No file without a row, and no account filling the disk. */
describe('uploads: no orphan documents, a storage quota per account', () => {
  let api: TestApi;
  let agent: string;
  let agentId: string;
  const document = pdf();

  beforeAll(async () => {
    // Room for two documents, not three.
    api = await startTestApi({ env: { UPLOAD_QUOTA_MB: String((document.length * 2.5) / (1024 * 1024)) } });
    const signedIn = await signInEveryRole(api, ['agent']);
    agent = signedIn.cookies.agent;
    agentId = signedIn.agentIds.agent!;
  });
  afterAll(() => api.close());

  const directUpload = (bucket: string, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    return api.request(`/api/uploads/${bucket}`, { method: 'POST', body: form, headers: { cookie: agent } });
  };

  it('refuses POST /api/uploads/agent-documents: a document stored there would have no row', async () => {
    const response = await directUpload('agent-documents', document, 'cv.pdf');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(text.documentsElsewhere);
    expect(await api.deps.storage.listKeys('agent-documents')).toEqual([]);
  });

  it('removes document files no row points at, once past the grace period; keeps real and young files', async () => {
    const kept = (await (await uploadDocument(api, agent, { bytes: document, name: 'kept.pdf' })).json()) as { item: { id: string } };
    const now = Date.now();
    const oldOrphan = `${agentId}/${now - 2 * 3600_000}-0a1b2c3d-orphan.pdf`;
    const youngOrphan = `${agentId}/${now - 60_000}-0a1b2c3e-in-flight.pdf`;
    await api.deps.storage.put('agent-documents', oldOrphan, document, { contentType: 'application/pdf' });
    await api.deps.storage.put('agent-documents', youngOrphan, document, { contentType: 'application/pdf' });

    const { removed } = await removeOrphanDocuments(api.deps);
    expect(removed).toEqual([oldOrphan]);
    const left = await api.deps.storage.listKeys('agent-documents');
    expect(left).toContain(youngOrphan);
    expect(left).not.toContain(oldOrphan);
    expect(left).toHaveLength(2);
    expect((await api.request(`/api/agent/documents/${kept.item.id}/download`, { headers: { cookie: agent } })).status).toBe(200);
    await api.deps.storage.delete('agent-documents', youngOrphan);
  });

  it('refuses an upload past the account quota with a clear message, on both upload routes; deleting frees room', async () => {
    const second = await uploadDocument(api, agent, { bytes: document, name: 'second.pdf' });
    expect(second.status).toBe(201);
    const third = await uploadDocument(api, agent, { bytes: document, name: 'third.pdf' });
    expect(third.status).toBe(413);
    const refusal = ((await third.json()) as { error: { code: string; message: string } }).error;
    expect(refusal).toMatchObject({ code: 'storage_quota_reached', message: text.documentFailed(text.quotaReached(api.deps.env.UPLOAD_QUOTA_MB)) });
    // Images count against the same quota: one more small image fits, the next does not.
    expect((await directUpload('agent-headshots', images.png, 'a.png')).status).toBe(201);
    const image = await directUpload('agent-headshots', images.png, 'b.png');
    expect(image.status).toBe(413);
    expect(((await image.json()) as { error: { message: string } }).error.message).toBe(text.quotaReached(api.deps.env.UPLOAD_QUOTA_MB));

    const { items } = (await (await api.request('/api/agent/documents', { headers: { cookie: agent } })).json()) as { items: { id: string }[] };
    expect((await api.request(`/api/agent/documents/${items[0]!.id}`, { method: 'DELETE', headers: { cookie: agent } })).status).toBe(200);
    expect((await uploadDocument(api, agent, { bytes: document, name: 'third.pdf' })).status).toBe(201);
  });
});
