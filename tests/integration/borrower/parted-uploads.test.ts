import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBorrowerFileOfLead } from '../../../db/queries/borrower-files';
import { forgetBorrowerFiles } from '../../../functions/borrower/forget-files';
import { OPEN_PARTED_UPLOADS, PARTED_UPLOAD_TTL_SECONDS, removeUnfinishedUploads } from '../../../functions/storage/parted-uploads';
import { borrowerMessages as m } from '../../../src/lib/messages-borrower';
import { MAX_PARTED_UPLOAD_BYTES, PART_BYTES } from '../../../src/lib/upload-limits';
import { askForDocuments, deskRequest, signInBorrower, staffSession, startBorrowerApi } from '../../helpers/borrower';
import { partedUploads, photoOfSize } from '../../helpers/parted-upload';
import type { TestApi } from '../../helpers/test-api';

/**
 * A document larger than one request, sent in parts (ADR 60): each part checked against the session's own file, the
 * joined file sniffed as a whole, stored and audited once; the limit above it; an upload never finished cleaned up.
 */
let api: TestApi;
let agent: string;
let borrower: { leadId: string; cookie: string };
let other: { leadId: string; cookie: string };
let needs: string[];

beforeAll(async () => {
  api = await startBorrowerApi();
  const staff = await staffSession(api, 'parts-agent@example.test');
  agent = staff.cookie;
  borrower = await signInBorrower(api, 'parts@example.test', staff.agentId);
  other = await signInBorrower(api, 'parts-other@example.test', staff.agentId);
  needs = await askForDocuments(api, agent, borrower.leadId, ['photo_id', 'pay_stubs', 't4s']);
});
afterAll(() => api.close());

const parted = partedUploads(() => api, '/api/my-file/parted-uploads');
const photo = photoOfSize;
// A borrower's upload is opened at its need, not at the parts' base.
const begin = (cookie: string, needId: string, size: number, name = 'IMG_2041.jpg') =>
  api.request(`/api/my-file/needs/${needId}/parted-uploads`, { method: 'POST', headers: { cookie }, json: { name, size } });
const { putPart, finish } = parted;
const sendParts = async (cookie: string, id: string, bytes: Uint8Array) =>
  expect((await parted.sendParts(cookie, id, bytes)).every((status) => status === 204)).toBe(true);
const opened = async (response: Response) => {
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; parts: number; part_bytes: number };
};
const count = async (sql: string) => Number((await api.db.execute(sql)).rows[0]!.n);
const parts = () => api.deps.storage.listKeys('upload-parts');
const needOf = async (needId: string) => {
  const file = (await (await deskRequest(api, agent, borrower.leadId)).json()) as {
    item: { needs: { id: string; status: string; uploads: { id: string; size: number }[] }[] };
  };
  return file.item.needs.find((need) => need.id === needId)!;
};
const error = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe('an upload in parts', () => {
  it('joins a 6 MB phone photo from two parts, stores it as one document, and audits it once', async () => {
    const bytes = photo(6_000_000);
    const upload = await opened(await begin(borrower.cookie, needs[0]!, bytes.length));
    expect(upload).toMatchObject({ parts: 2, part_bytes: PART_BYTES });
    await sendParts(borrower.cookie, upload.id, bytes);
    const audited = await count("SELECT count(*) AS n FROM audit_log WHERE record_type = 'my-file/uploads'");

    expect((await finish(borrower.cookie, upload.id)).status).toBe(201);
    const need = await needOf(needs[0]!);
    expect(need.status).toBe('uploaded');
    expect(need.uploads.map((u) => u.size)).toEqual([6_000_000]);
    const download = await deskRequest(api, agent, borrower.leadId, `/uploads/${need.uploads[0]!.id}/download`);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE record_type = 'my-file/uploads'")).toBe(audited + 1);
    expect(await parts()).toEqual([]);

    // Finishing again (a double tap, a replay) stores and audits nothing more.
    expect((await finish(borrower.cookie, upload.id)).status).toBe(404);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE record_type = 'my-file/uploads'")).toBe(audited + 1);
    expect((await needOf(needs[0]!)).uploads).toHaveLength(1);
  });

  it('takes up to 20 MB and refuses a larger file before any part, with the page’s own message', async () => {
    const largest = await begin(borrower.cookie, needs[1]!, MAX_PARTED_UPLOAD_BYTES);
    expect((await opened(largest)).parts).toBe(5);
    const tooLarge = await begin(borrower.cookie, needs[1]!, MAX_PARTED_UPLOAD_BYTES + 1);
    expect(tooLarge.status).toBe(413);
    expect(await error(tooLarge)).toMatchObject({ code: 'too_large_parted', message: m.needs.tooLargeParted });
    const page = await (await api.request('/api/my-file?error=too_large_parted', { headers: { cookie: borrower.cookie } })).text();
    expect(page).toContain('larger than 20 MB');
    await api.db.execute('DELETE FROM parted_uploads');
  });

  it('refuses a part of the wrong length or place, and a part over the request limit', async () => {
    const upload = await opened(await begin(borrower.cookie, needs[1]!, 5_000_000));
    expect((await putPart(borrower.cookie, upload.id, 0, new Uint8Array(1000))).status).toBe(400);
    expect((await putPart(borrower.cookie, upload.id, 2, new Uint8Array(805_696))).status).toBe(400);
    expect(await parted.putOversizedPart(borrower.cookie, upload.id, 1, 5_000_000)).toBe(413);
    expect(await parts()).toEqual([]);
    await api.db.execute('DELETE FROM parted_uploads');
  });

  it('sniffs the joined file: markup in a later part is refused, and nothing is stored', async () => {
    const bytes = photo(5_000_000);
    bytes.set(new TextEncoder().encode('<script>alert(1)</script>'), 4_500_000);
    const upload = await opened(await begin(borrower.cookie, needs[1]!, bytes.length));
    await sendParts(borrower.cookie, upload.id, bytes);
    const refused = await finish(borrower.cookie, upload.id);
    expect(refused.status).toBe(400);
    expect((await error(refused)).code).toBe('unsafe_content');
    const text = new Uint8Array(4_500_000).fill(0x41);
    const notAllowed = await opened(await begin(borrower.cookie, needs[1]!, text.length, 'notes.txt'));
    await sendParts(borrower.cookie, notAllowed.id, text);
    expect((await error(await finish(borrower.cookie, notAllowed.id))).code).toBe('not_allowed');
    expect((await needOf(needs[1]!)).status).toBe('requested');
    expect(await parts()).toEqual([]);
  });

  it('refuses to finish with a part missing', async () => {
    const upload = await opened(await begin(borrower.cookie, needs[1]!, 5_000_000));
    await putPart(borrower.cookie, upload.id, 0, photo(PART_BYTES));
    const refused = await finish(borrower.cookie, upload.id);
    expect(refused.status).toBe(400);
    expect((await error(refused)).code).toBe('upload_failed');
    expect(await parts()).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM parted_uploads')).toBe(0);
  });

  it('limits the unfinished uploads one file may hold at once', async () => {
    for (let i = 0; i < OPEN_PARTED_UPLOADS; i++) await opened(await begin(borrower.cookie, needs[1]!, 5_000_000));
    const refused = await begin(borrower.cookie, needs[1]!, 5_000_000);
    expect(refused.status).toBe(429);
    expect((await error(refused)).code).toBe('too_many');
    await api.db.execute('DELETE FROM parted_uploads');
  });
});

describe('ownership', () => {
  it('another borrower can neither open an upload on the file, send it a part, nor finish it; a staff session is refused', async () => {
    expect((await begin(other.cookie, needs[2]!, 5_000_000)).status).toBe(404);
    const upload = await opened(await begin(borrower.cookie, needs[2]!, 5_000_000));
    expect((await putPart(other.cookie, upload.id, 0, photo(PART_BYTES))).status).toBe(404);
    await sendParts(borrower.cookie, upload.id, photo(5_000_000));
    expect((await finish(other.cookie, upload.id)).status).toBe(404);
    expect((await begin(agent, needs[2]!, 5_000_000)).status).toBe(403);
    // A small body: refused before it is read, a whole part would leave the shared connection closed under the next test.
    expect((await putPart('', upload.id, 0, photo(1_024))).status).toBe(401);
    // Untouched by the refusals: the owner still finishes it.
    expect((await finish(borrower.cookie, upload.id)).status).toBe(201);
  });
});

describe('an upload never finished', () => {
  it('is removed with its parts once it expires, and a part no upload owns goes too', async () => {
    const upload = await opened(await begin(borrower.cookie, needs[1]!, 5_000_000));
    await putPart(borrower.cookie, upload.id, 0, photo(PART_BYTES));
    await api.deps.storage.put('upload-parts', 'finished-long-ago/0', new Uint8Array(10), { contentType: 'application/octet-stream' });
    expect(await parts()).toHaveLength(2);

    expect(await removeUnfinishedUploads(api.deps)).toEqual({ uploads: 0, strayParts: 1 });
    expect(await parts()).toHaveLength(1);
    const later = new Date(Date.now() + (PARTED_UPLOAD_TTL_SECONDS + 60) * 1000);
    expect(await removeUnfinishedUploads({ ...api.deps, now: () => later })).toEqual({ uploads: 1, strayParts: 0 });
    expect(await parts()).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM parted_uploads')).toBe(0);
    expect((await putPart(borrower.cookie, upload.id, 1, photo(5_000_000 - PART_BYTES))).status).toBe(404);
  });
});

describe('erasure', () => {
  it('takes an erased file’s unfinished upload and its parts with the file', async () => {
    const needId = (await askForDocuments(api, agent, other.leadId, ['photo_id']))[0]!;
    const upload = await opened(await begin(other.cookie, needId, 5_000_000));
    await putPart(other.cookie, upload.id, 0, photo(PART_BYTES));
    const file = (await findBorrowerFileOfLead(api.db, other.leadId))!;
    await forgetBorrowerFiles(api.deps, { fileIds: [file.id], keys: [] });
    expect(await parts()).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM parted_uploads')).toBe(0);
  });
});
