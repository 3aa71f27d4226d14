import { describe, expect, it } from 'vitest';
import { CHECKLIST_ITEMS } from '../../../src/lib/borrower-checklist';
import { borrowerMessages as m } from '../../../src/lib/messages-borrower';
import { PART_BYTES } from '../../../src/lib/upload-limits';
import { askForDocuments, deskRequest, PNG_STUB, signInBorrower, staffSession, uploadDocument, withBorrowerApi } from '../../helpers/borrower';
import { partedUploads, photoOfSize } from '../../helpers/parted-upload';
import type { TestApi } from '../../helpers/test-api';

/**
 * A closed file (the deal did not go ahead, ADR 52) takes no more documents, whatever posts them: the plain form of a
 * page opened before it closed, the parted upload at each of its steps; its checklist stands (ADR 53). Messages still
 * go each way, and setting the lead back from closed opens the file again.
 */
let api: TestApi;
withBorrowerApi((started) => (api = started));

const parted = partedUploads(() => api, '/api/my-file/parted-uploads');
const setLeadStatus = (cookie: string, leadId: string, status: string) =>
  api.request(`/api/agent/leads/${leadId}`, { method: 'PATCH', json: { status }, headers: { cookie } });
const refusal = async (response: Response) => ({ status: response.status, ...((await response.json()) as { error: { code: string; message: string } }).error });
const uploadsOf = async (cookie: string, leadId: string) => {
  const file = (await (await deskRequest(api, cookie, leadId)).json()) as { item: { needs: { uploads: unknown[] }[] } };
  return file.item.needs.flatMap((need) => need.uploads).length;
};

describe('a closed file', () => {
  it('refuses every upload, plain or in parts, with the file page or a 409 naming it; stores nothing', async () => {
    const staff = await staffSession(api, 'closed-agent@example.test');
    const borrower = await signInBorrower(api, 'closed@example.test', staff.agentId);
    const [idNeed, stubsNeed] = await askForDocuments(api, staff.cookie, borrower.leadId, ['photo_id', 'pay_stubs']);
    // A large photo begun while the file was open, its first part sent.
    const photo = photoOfSize(PART_BYTES + 1000);
    const begun = (await (
      await api.request(`/api/my-file/needs/${idNeed}/parted-uploads`, {
        method: 'POST',
        headers: { cookie: borrower.cookie },
        json: { name: 'id.jpg', size: photo.length },
      })
    ).json()) as { id: string };
    expect((await parted.putPart(borrower.cookie, begun.id, 0, photo.subarray(0, PART_BYTES))).status).toBe(204);

    expect((await setLeadStatus(staff.cookie, borrower.leadId, 'closed')).status).toBe(200);

    // The plain form (a page opened before the file closed): back to the file at its document, with why.
    const plain = await uploadDocument(api, borrower.cookie, stubsNeed!, PNG_STUB, 'stub.png');
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe(`/api/my-file?error=file_closed&need=${stubsNeed}#need-${stubsNeed}`);
    const page = await (await api.request(plain.headers.get('location')!, { headers: { cookie: borrower.cookie } })).text();
    expect(page).toContain(m.needs.fileClosed);
    expect(page).not.toContain('enctype="multipart/form-data"');

    // The parted upload: refused when opened, at a part, and at the finish of the one begun before.
    const expected = { status: 409, code: 'file_closed', message: m.needs.fileClosed };
    expect(
      await refusal(
        await api.request(`/api/my-file/needs/${stubsNeed}/parted-uploads`, {
          method: 'POST',
          headers: { cookie: borrower.cookie },
          json: { name: 'a.jpg', size: photo.length },
        }),
      ),
    ).toEqual(expected);
    const part = await api.request(`/api/my-file/parted-uploads/${begun.id}/parts/1`, {
      method: 'PUT',
      headers: { cookie: borrower.cookie, 'content-type': 'application/octet-stream' },
      body: photo.subarray(PART_BYTES) as Uint8Array<ArrayBuffer>,
    });
    expect(await refusal(part)).toEqual(expected);
    expect(await refusal(await parted.finish(borrower.cookie, begun.id))).toEqual(expected);
    expect(await uploadsOf(staff.cookie, borrower.leadId)).toBe(0);
    expect(await api.deps.storage.listKeys('borrower-documents')).toEqual([]);

    // Set back from closed (the deal is on again), the file takes documents once more.
    await setLeadStatus(staff.cookie, borrower.leadId, 'contacted');
    const again = await uploadDocument(api, borrower.cookie, stubsNeed!, PNG_STUB, 'stub.png');
    expect(again.headers.get('location')).toContain('done=uploaded');
    expect(await uploadsOf(staff.cookie, borrower.leadId)).toBe(1);
  });

  it('keeps its checklist as it was: the agent cannot ask, change, remove or decide (409); messages still go each way', async () => {
    const staff = await staffSession(api, 'closed-desk@example.test');
    const borrower = await signInBorrower(api, 'closed-desk-borrower@example.test', staff.agentId);
    const [requested, uploaded] = await askForDocuments(api, staff.cookie, borrower.leadId, ['photo_id', 'pay_stubs']);
    await uploadDocument(api, borrower.cookie, uploaded!, PNG_STUB, 'stubs.png');
    await setLeadStatus(staff.cookie, borrower.leadId, 'closed');
    const mailsBefore = Number(
      (await api.db.execute("SELECT count(*) AS n FROM email_outbox WHERE to_address = 'closed-desk-borrower@example.test'")).rows[0]!.n,
    );

    const desk = (path: string, init: RequestInit & { json?: unknown }) => deskRequest(api, staff.cookie, borrower.leadId, path, init);
    const expected = { status: 409, code: 'file_closed', message: m.desk.fileClosed };
    expect(await refusal(await desk('/needs', { method: 'POST', json: { checklist_keys: ['t4s'] } }))).toEqual(expected);
    expect(await refusal(await desk(`/needs/${requested}`, { method: 'PATCH', json: { label: 'Passport' } }))).toEqual(expected);
    expect(await refusal(await desk(`/needs/${requested}`, { method: 'DELETE' }))).toEqual(expected);
    expect(await refusal(await desk(`/needs/${uploaded}/decision`, { method: 'POST', json: { decision: 'needs_another', reason: 'Blurry' } }))).toEqual(
      expected,
    );
    const file = (await (await deskRequest(api, staff.cookie, borrower.leadId)).json()) as { item: { needs: { label: string; status: string }[] } };
    expect(file.item.needs.map((need) => [need.label, need.status])).toEqual([
      [CHECKLIST_ITEMS.photo_id, 'requested'],
      [CHECKLIST_ITEMS.pay_stubs, 'uploaded'],
    ]);

    // The conversation stays open: "why did it not go ahead?" is the borrower's first question.
    const reply = await api.request('/api/my-file/messages', {
      method: 'POST',
      body: new URLSearchParams({ body: 'Can we try again next spring?' }),
      headers: { cookie: borrower.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(reply.headers.get('location')).toContain('done=message_sent');
    expect((await desk('/messages', { method: 'POST', json: { body: 'Yes, write to me in March.' } })).status).toBe(201);
    // No "documents requested" or "needs another" mail went out; only the message's notice.
    const mails = await api.db.execute({
      sql: 'SELECT subject FROM email_outbox WHERE to_address = ? ORDER BY rowid',
      args: ['closed-desk-borrower@example.test'],
    });
    expect(mails.rows.slice(mailsBefore).map((row) => row.subject)).toEqual([m.email.messageForBorrower.subject]);
  });
});
