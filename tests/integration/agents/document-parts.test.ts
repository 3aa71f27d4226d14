import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/lib/messages-staff';
import { MAX_PARTED_UPLOAD_BYTES } from '../../../src/lib/upload-limits';
import { partedUploads, photoOfSize } from '../../helpers/parted-upload';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { signIn, type Json, type SignedIn } from './support';

/**
 * An agent's document over one request's limit, sent in parts from the Documents tab (ADR 60): joined and stored as a
 * one-request upload would be; another account's upload is not found; the limit above it.
 */
let api: TestApi;
let agent: SignedIn;
let other: SignedIn;
const { begin, sendParts, putPart, finish } = partedUploads(() => api, '/api/agent/documents/parted-uploads');

beforeAll(async () => {
  api = await startTestApi();
  agent = await signIn(api, 'agent', 'Petra Parts');
  other = await signIn(api, 'agent', 'Otto Other');
});
afterAll(() => api.close());

describe("an agent's document in parts", () => {
  it('stores a 9 MB scan joined from three parts as one document of the account, listed and downloadable whole', async () => {
    const bytes = photoOfSize(9_000_000);
    const opened = await begin(agent.cookie, { name: 'Licence scan.jpg', size: bytes.length, type: 'certificate' });
    expect(opened.status).toBe(201);
    const { id, parts } = (await opened.json()) as { id: string; parts: number };
    expect(parts).toBe(3);
    expect((await putPart(other.cookie, id, 0, bytes.subarray(0, 10))).status).toBe(404);
    expect(await sendParts(agent.cookie, id, bytes)).toEqual([204, 204, 204]);
    expect((await finish(other.cookie, id)).status).toBe(404);
    const done = await finish(agent.cookie, id);
    expect(done.status).toBe(201);
    const item = ((await done.json()) as Json).item;
    expect(item).toMatchObject({ name: 'Licence scan.jpg', type: 'certificate', mime_type: 'image/jpeg', file_size: 9_000_000 });
    const download = await api.request(item.download_url, { headers: { cookie: agent.cookie } });
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect((await api.request(item.download_url, { headers: { cookie: other.cookie } })).status).toBe(404);
    expect(await api.deps.storage.listKeys('upload-parts')).toEqual([]);
  });

  it('refuses a file over 20 MB before any part, and a joined file that is not a document', async () => {
    const tooLarge = await begin(agent.cookie, { name: 'huge.pdf', size: MAX_PARTED_UPLOAD_BYTES + 1 });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as Json).error.fields.file).toBe(messages.backOffice.uploads.tooLargeParted);
    const text = new Uint8Array(5_000_000).fill(0x41);
    const { id } = (await (await begin(agent.cookie, { name: 'notes.txt', size: text.length })).json()) as { id: string };
    await sendParts(agent.cookie, id, text);
    const refused = await finish(agent.cookie, id);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Json).error.fields.file).toBe(messages.backOffice.uploads.notAllowedDocument);
  });
});
