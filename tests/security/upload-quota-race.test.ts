import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEveryRole } from '../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../helpers/test-api';
import { images, pdf } from '../helpers/upload-fixtures';
import { uploadDocument } from '../integration/agents/support';

/**
 * The storage quota holds under parallel uploads: the check and the record are one statement
 * (db/queries/upload-usage.ts reserveUpload), so a burst of uploads sent at once cannot all pass a check made
 * before any of them was recorded.
 */
describe('upload quota under parallel uploads', () => {
  let api: TestApi;
  let agent: string;
  const image = images.png;
  const document = pdf();
  const quotaBytes = () => api.deps.env.UPLOAD_QUOTA_MB * 1024 * 1024;
  const storedBytes = async () => Number((await api.db.execute('SELECT COALESCE(SUM(size), 0) AS n FROM upload_usage')).rows[0]!.n);

  beforeAll(async () => {
    // Room for three images and a document (not a second one).
    api = await startTestApi({ env: { UPLOAD_QUOTA_MB: String((image.length * 3 + document.length * 1.5) / (1024 * 1024)) } });
    agent = (await signInEveryRole(api, ['agent'])).cookies.agent;
  });
  afterAll(() => api.close());

  const imageUpload = (name: string) => {
    const form = new FormData();
    form.append('file', new Blob([image as Uint8Array<ArrayBuffer>]), name);
    return api.request('/api/uploads/agent-headshots', { method: 'POST', body: form, headers: { cookie: agent } });
  };

  it('twelve image uploads at once: exactly the ones that fit are stored, the rest get 413, no byte past the quota', async () => {
    const statuses = (await Promise.all(Array.from({ length: 12 }, (_, i) => imageUpload(`burst-${i}.png`)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3 + Math.floor((document.length * 1.5) / image.length));
    expect(statuses.filter((s) => s !== 201).every((s) => s === 413)).toBe(true);
    expect(await storedBytes()).toBeLessThanOrEqual(quotaBytes());
    expect((await api.deps.storage.listKeys('agent-headshots')).length).toBe(statuses.filter((s) => s === 201).length);
  });

  it('documents too: after freeing room, six at once store only what fits, and a refused one leaves no row or file', async () => {
    await api.db.execute('DELETE FROM upload_usage');
    await api.db.execute({
      sql: 'INSERT INTO upload_usage (bucket, key, user_id, size) SELECT ?, ?, id, ? FROM users',
      args: ['agent-headshots', 'held', image.length * 3],
    });
    const statuses = (await Promise.all(Array.from({ length: 6 }, (_, i) => uploadDocument(api, agent, { bytes: document, name: `d${i}.pdf` })))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(await storedBytes()).toBeLessThanOrEqual(quotaBytes());
    expect((await api.deps.storage.listKeys('agent-documents')).length).toBe(1);
    expect(Number((await api.db.execute('SELECT COUNT(*) AS n FROM agent_documents')).rows[0]!.n)).toBe(1);
  });
});
