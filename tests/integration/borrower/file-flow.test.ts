import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_PER_FILE_HOUR } from '../../../functions/borrower/routes';
import { deskRequest, PNG_STUB as PNG, signInBorrower, staffSession, startBorrowerApi, uploadDocument } from '../../helpers/borrower';
import { clientMortgageBody, inDays } from '../../helpers/client-mortgage';
import type { TestApi } from '../../helpers/test-api';
import { pdf } from '../../helpers/upload-fixtures';
import { borrowerMessages } from '../../../src/lib/messages-borrower';

/**
 * A borrower file end to end over HTTP (ADR 52): the agent picks needs, the borrower uploads against them, the agent
 * accepts or asks for another, messages go each way; another borrower and another file's agent are refused.
 */
let api: TestApi;
let agentA: string;
let agentB: string;
let superAdmin: string;
let borrower1: { leadId: string; cookie: string };
let borrower2: { leadId: string; cookie: string };

const HEIC = new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic'), ...new Array(64).fill(0)]);

const staffCookie = (email: string, role: 'agent' | 'super_admin') => staffSession(api, email, role);
const desk = (cookie: string, leadId: string, path = '', init: RequestInit & { json?: unknown } = {}, area = 'agent') =>
  deskRequest(api, cookie, leadId, path, init, area);
const upload = (cookie: string, needId: string, bytes: Uint8Array, name: string) => uploadDocument(api, cookie, needId, bytes, name);

const page = async (cookie: string) => (await api.request('/api/my-file', { headers: { cookie } })).text();

beforeAll(async () => {
  api = await startBorrowerApi();
  const a = await staffCookie('agent-a@example.test', 'agent');
  const b = await staffCookie('agent-b@example.test', 'agent');
  agentA = a.cookie;
  agentB = b.cookie;
  superAdmin = (await staffCookie('super@example.test', 'super_admin')).cookie;
  borrower1 = await signInBorrower(api, 'one@example.test', a.agentId);
  borrower2 = await signInBorrower(api, 'two@example.test', b.agentId);
});
afterAll(() => api.close());

interface FileItem {
  waiting_on_borrower: number;
  needs: { id: string; label: string; status: string; reason: string | null; uploads: { id: string }[] }[];
  stages: { stage: string }[];
  messages: { sender: string; body: string }[];
}
const fileOf = async (cookie: string, leadId: string, area = 'agent') => ((await (await desk(cookie, leadId, '', {}, area)).json()) as { item: FileItem }).item;

describe('the agent’s side', () => {
  it('shows the file with its checklist to the lead’s agent, and to no other agent', async () => {
    const response = await desk(agentA, borrower1.leadId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { item: FileItem; checklist: Record<string, { items: { key: string }[] }> };
    expect(body.item.stages.map((s) => s.stage)).toEqual(['received']);
    expect(body.checklist.self_employed!.items.map((i) => i.key)).toContain('t1_generals');
    expect((await desk(agentB, borrower1.leadId)).status).toBe(404);
    expect((await desk(superAdmin, borrower1.leadId, '', {}, 'admin')).status).toBe(200);
  });

  it('picks needs from the checklist and adds its own with a note', async () => {
    const response = await desk(agentA, borrower1.leadId, '/needs', { method: 'POST', json: { checklist_keys: ['photo_id', 'pay_stubs'] } });
    expect(response.status).toBe(201);
    const own = await desk(agentA, borrower1.leadId, '/needs', { method: 'POST', json: { label: 'Letter about the car loan', note: 'When it ends' } });
    const item = ((await own.json()) as { item: FileItem }).item;
    expect(item.needs.map((n) => n.label)).toEqual([
      'Government photo ID (driver’s licence or passport)',
      'Two recent pay stubs (within 30 days)',
      'Letter about the car loan',
    ]);
    expect(item.waiting_on_borrower).toBe(3);
    expect((await desk(agentB, borrower1.leadId, '/needs', { method: 'POST', json: { label: 'Sneaky' } })).status).toBe(404);
    expect((await desk(agentA, borrower1.leadId, '/needs', { method: 'POST', json: { checklist_keys: ['not_a_key'] } })).status).toBe(400);
  });
});

describe('uploads', () => {
  it('the borrower uploads a PNG and a HEIC photo; each is stored privately and audited', async () => {
    const [id, pay] = (await fileOf(agentA, borrower1.leadId)).needs;
    const first = await upload(borrower1.cookie, id!.id, PNG, 'licence.png');
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toContain('done=uploaded');
    expect((await upload(borrower1.cookie, pay!.id, HEIC, 'IMG_0001.HEIC')).headers.get('location')).toContain('done=uploaded');
    const item = await fileOf(agentA, borrower1.leadId);
    expect(item.needs.slice(0, 2).map((n) => n.status)).toEqual(['uploaded', 'uploaded']);
    const audit = await api.db.execute("SELECT actor_email, record_type FROM audit_log WHERE actor_role = 'borrower'");
    expect(audit.rows.map((r) => r.record_type)).toEqual(['my-file/uploads', 'my-file/uploads']);
    expect(String(audit.rows[0]!.actor_email)).toMatch(/^borrower:/);
    const html = await page(borrower1.cookie);
    expect(html).toContain('licence.png');
    expect(html).toContain('accept="image/*');
    // One small script (ADR 60): it only sends a file too large for one request in parts; the forms work without it.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script src="/scripts/borrower-upload.js" defer data-base="/api/my-file"');
  });

  it('refuses what is not a PDF, JPEG, PNG or HEIC, and a missing file, changing nothing', async () => {
    const need = (await fileOf(agentA, borrower1.leadId)).needs[2]!;
    expect((await upload(borrower1.cookie, need.id, new TextEncoder().encode('hello'), 'note.txt')).headers.get('location')).toContain('error=not_allowed');
    const html = new TextEncoder().encode('%PDF-1.4 <script>alert(1)</script>');
    expect((await upload(borrower1.cookie, need.id, html, 'x.pdf')).headers.get('location')).toContain('error=unsafe_content');
    expect((await upload(borrower1.cookie, need.id, new Uint8Array(), 'empty.png')).headers.get('location')).toContain('error=missing');
    expect((await fileOf(agentA, borrower1.leadId)).needs[2]!.status).toBe('requested');
  });

  it('limits uploads per file and hour, so a borrower cannot fill the storage', async () => {
    const need = (await fileOf(agentA, borrower1.leadId)).needs[2]!;
    const uploads = Number((await api.db.execute('SELECT count(*) AS n FROM borrower_uploads')).rows[0]!.n);
    await api.db.execute({ sql: 'UPDATE rate_limits SET count = ? WHERE key LIKE ?', args: [UPLOADS_PER_FILE_HOUR, 'borrower-upload:file:%'] });
    expect((await upload(borrower1.cookie, need.id, PNG, 'one-too-many.png')).headers.get('location')).toContain('error=too_many');
    expect(Number((await api.db.execute('SELECT count(*) AS n FROM borrower_uploads')).rows[0]!.n)).toBe(uploads);
    await api.db.execute({ sql: 'DELETE FROM rate_limits WHERE key LIKE ?', args: ['borrower-upload:file:%'] });
  });

  it('another borrower can neither upload to the file nor read its documents', async () => {
    const need = (await fileOf(agentA, borrower1.leadId)).needs[0]!;
    expect((await upload(borrower2.cookie, need.id, PNG, 'x.png')).status).toBe(404);
    const download = await api.request(`/api/my-file/uploads/${need.uploads[0]!.id}`, { headers: { cookie: borrower2.cookie } });
    expect(download.status).toBe(404);
    // A document, not a document request: the page says which was not found.
    expect(await download.text()).toContain('That document was not found on your file.');
    const own = await api.request(`/api/my-file/uploads/${need.uploads[0]!.id}`, { headers: { cookie: borrower1.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toContain('attachment');
  });

  it('is readable by the file’s agent and the super admin only, never at a public address', async () => {
    const need = (await fileOf(agentA, borrower1.leadId)).needs[0]!;
    const path = `/uploads/${need.uploads[0]!.id}/download`;
    const mine = await desk(agentA, borrower1.leadId, path);
    expect(mine.status).toBe(200);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PNG);
    expect(mine.headers.get('content-security-policy')).toContain('sandbox');
    expect((await desk(agentB, borrower1.leadId, path)).status).toBe(404);
    expect((await desk(superAdmin, borrower1.leadId, path, {}, 'admin')).status).toBe(200);
    const key = await api.db.execute('SELECT storage_key FROM borrower_uploads LIMIT 1');
    expect((await api.request(`/api/uploads/borrower-documents/${key.rows[0]!.storage_key}`)).status).toBeGreaterThanOrEqual(400);
    const downloads = await api.db.execute("SELECT count(*) AS n FROM audit_log WHERE action = 'download'");
    expect(Number(downloads.rows[0]!.n)).toBe(2);
  });
});

describe('viewing in the browser', () => {
  it('shows a PNG inline under the same sandboxing headers, to the agent and the borrower; a HEIC still downloads', async () => {
    const [photo, stub] = (await fileOf(agentA, borrower1.leadId)).needs;
    const png = await desk(agentA, borrower1.leadId, `/uploads/${photo!.uploads[0]!.id}/download?view=1`);
    expect(png.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(png.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
    const heic = await desk(agentA, borrower1.leadId, `/uploads/${stub!.uploads[0]!.id}/download?view=1`);
    expect(heic.headers.get('content-disposition')).toMatch(/^attachment;/);
    const own = await api.request(`/api/my-file/uploads/${photo!.uploads[0]!.id}?view=1`, { headers: { cookie: borrower1.cookie } });
    expect(own.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(own.headers.get('content-security-policy')).toContain('sandbox');
    expect(await page(borrower1.cookie)).toContain(`/api/my-file/uploads/${photo!.uploads[0]!.id}?view=1`);
    expect((await api.request(`/api/my-file/uploads/${photo!.uploads[0]!.id}?view=1`, { headers: { cookie: borrower2.cookie } })).status).toBe(404);
  });

  it('shows a PDF inline as a PDF in the browser’s viewer, titled with its name, under the sandboxing headers (ADR 60)', async () => {
    const added = await desk(agentA, borrower1.leadId, '/needs', { method: 'POST', json: { label: 'Bank statement' } });
    const need = ((await added.json()) as { item: FileItem }).item.needs.at(-1)!;
    // Saved with the browser's "Save as PDF" from an untitled page: its own title is "about:blank".
    const stored = pdf({ title: 'about:blank' });
    await upload(borrower1.cookie, need.id, stored, 'statement.pdf');
    const uploadId = (await fileOf(agentA, borrower1.leadId)).needs.at(-1)!.uploads[0]!.id;
    const shown = await desk(agentA, borrower1.leadId, `/uploads/${uploadId}/download?view=1`);
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(shown.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shown.headers.get('cache-control')).toContain('no-store');
    // The viewer names the tab after the PDF's title: the view appends one titled with the name (storage/pdf-title.ts).
    const viewed = Buffer.from(await shown.arrayBuffer());
    expect(viewed.subarray(0, stored.length).equals(Buffer.from(stored))).toBe(true);
    expect(viewed.subarray(stored.length).toString('latin1')).toContain(
      `/Title <FEFF${Buffer.from('statement.pdf', 'utf16le').swap16().toString('hex').toUpperCase()}>`,
    );
    const own = await api.request(`/api/my-file/uploads/${uploadId}?view=1`, { headers: { cookie: borrower1.cookie } });
    expect(Buffer.from(await own.arrayBuffer()).equals(viewed)).toBe(true);
    // Without `view` it stays a download of the bytes as stored; the borrower's page offers the same View link.
    const downloaded = await desk(agentA, borrower1.leadId, `/uploads/${uploadId}/download`);
    expect(downloaded.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(Buffer.from(stored))).toBe(true);
    expect(await page(borrower1.cookie)).toContain(`/api/my-file/uploads/${uploadId}?view=1`);
    await desk(agentA, borrower1.leadId, `/needs/${need.id}/decision`, { method: 'POST', json: { decision: 'accept' } });
  });
});

describe('decisions', () => {
  it('the agent accepts one and asks for another with a reason; the borrower sees it and uploads again', async () => {
    const [id, pay] = (await fileOf(agentA, borrower1.leadId)).needs;
    expect((await desk(agentA, borrower1.leadId, `/needs/${id!.id}/decision`, { method: 'POST', json: { decision: 'accept' } })).status).toBe(200);
    const noReason = await desk(agentA, borrower1.leadId, `/needs/${pay!.id}/decision`, { method: 'POST', json: { decision: 'needs_another' } });
    expect(noReason.status).toBe(400);
    const again = await desk(agentA, borrower1.leadId, `/needs/${pay!.id}/decision`, {
      method: 'POST',
      json: { decision: 'needs_another', reason: 'The second stub is cut off.' },
    });
    expect(again.status).toBe(200);
    expect((await desk(agentB, borrower1.leadId, `/needs/${pay!.id}/decision`, { method: 'POST', json: { decision: 'accept' } })).status).toBe(404);
    const html = await page(borrower1.cookie);
    expect(html).toContain('The second stub is cut off.');
    expect(html).toContain('Needs another');
    expect(html).toContain('Accepted');
    await upload(borrower1.cookie, pay!.id, PNG, 'stub-2.png');
    const item = await fileOf(agentA, borrower1.leadId);
    expect(item.needs[1]!.status).toBe('uploaded');
    expect(item.needs[1]!.uploads).toHaveLength(2);
    expect(item.waiting_on_borrower).toBe(1);
  });

  it('names two uploads of the same file name apart: each link holds its upload date and time', async () => {
    const pay = (await fileOf(agentA, borrower1.leadId)).needs[1]!;
    await api.db.execute({ sql: "UPDATE borrower_uploads SET uploaded_at = '2026-03-02T15:04:00.000Z' WHERE original_name = 'stub-2.png'", args: [] });
    expect((await upload(borrower1.cookie, pay.id, PNG, 'stub-2.png')).headers.get('location')).toContain('done=uploaded');
    const names = [...(await page(borrower1.cookie)).matchAll(/<a href="\/api\/my-file\/uploads\/[^"?]+">(stub-2\.png[^<]*)<\/a>/g)].map((match) => match[1]);
    expect(names).toHaveLength(2);
    expect(names[0]).toBe('stub-2.png (March 2, 2026 at 10:04 a.m.)');
    expect(new Set(names).size).toBe(2);
  });

  it('a change of the lead’s status shows on the borrower’s page with its stage', async () => {
    expect(
      (await api.request(`/api/agent/leads/${borrower1.leadId}`, { method: 'PATCH', json: { status: 'contacted' }, headers: { cookie: agentA } })).status,
    ).toBe(200);
    expect(await page(borrower1.cookie)).toContain('In review');
    expect((await fileOf(agentA, borrower1.leadId)).stages.map((s) => s.stage)).toEqual(['received', 'in_review']);
  });
});

describe('the outcome of a closed lead', () => {
  it('reads as closed when the lead is closed without funding, completed once it is marked funded; the agent may say otherwise', async () => {
    const outcome = (value: string) => desk(agentA, borrower1.leadId, '/outcome', { method: 'POST', json: { outcome: value } });
    const stages = async () => (await fileOf(agentA, borrower1.leadId)).stages.map((s) => s.stage);
    expect((await outcome('closed')).status).toBe(400);
    await api.request(`/api/agent/leads/${borrower1.leadId}`, { method: 'PATCH', json: { status: 'qualified' }, headers: { cookie: agentA } });
    await api.request(`/api/agent/leads/${borrower1.leadId}`, { method: 'PATCH', json: { status: 'closed' }, headers: { cookie: agentA } });
    const closedPage = await page(borrower1.cookie);
    expect(closedPage).toContain('<li aria-current="step">Closed');
    // A closed file takes no more documents: no upload form, no upload script, and the page says why.
    expect(closedPage).toContain(borrowerMessages.needs.closed);
    expect(closedPage).not.toContain('enctype="multipart/form-data"');
    expect(closedPage).not.toContain('<script');
    expect((await stages()).at(-1)).toBe('closed');
    // "Mark funded" on the lead desk: a client mortgage naming the lead.
    const funded = await api.request('/api/agent/clients', {
      method: 'POST',
      json: clientMortgageBody({
        province: 'Ontario',
        amortization_years: '20',
        maturity_date: inDays(1800),
        payment_frequency: 'monthly',
        lead_id: borrower1.leadId,
      }),
      headers: { cookie: agentA },
    });
    expect(funded.status).toBe(201);
    expect(await page(borrower1.cookie)).toContain('<li aria-current="step">Completed');
    // Closed again later (a funded lead), it stays completed.
    await api.request(`/api/agent/leads/${borrower1.leadId}`, { method: 'PATCH', json: { status: 'qualified' }, headers: { cookie: agentA } });
    await api.request(`/api/agent/leads/${borrower1.leadId}`, { method: 'PATCH', json: { status: 'closed' }, headers: { cookie: agentA } });
    expect((await stages()).at(-1)).toBe('completed');
    expect((await outcome('closed')).status).toBe(200);
    expect((await stages()).slice(-2)).toEqual(['completed', 'closed']);
    expect((await desk(agentB, borrower1.leadId, '/outcome', { method: 'POST', json: { outcome: 'completed' } })).status).toBe(404);
    // The file stays usable for the messages below.
    await api.request(`/api/agent/leads/${borrower1.leadId}`, { method: 'PATCH', json: { status: 'contacted' }, headers: { cookie: agentA } });
  });
});

describe('messages', () => {
  it('go each way; each side is told by email with only a link', async () => {
    const sent = await desk(agentA, borrower1.leadId, '/messages', { method: 'POST', json: { body: 'Private: your down payment looks fine' } });
    expect(sent.status).toBe(201);
    const form = new URLSearchParams({ body: 'Thanks, the T4 is coming' });
    const reply = await api.request('/api/my-file/messages', {
      method: 'POST',
      body: form,
      headers: { cookie: borrower1.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(reply.status).toBe(303);
    const html = await page(borrower1.cookie);
    expect(html).toContain('Private: your down payment looks fine');
    expect(html).toContain('Thanks, the T4 is coming');
    expect((await fileOf(agentA, borrower1.leadId)).messages.map((m) => m.sender)).toEqual(['agent', 'borrower']);
    const mails = await api.db.execute("SELECT to_address, text_body FROM email_outbox WHERE subject LIKE '%message%'");
    expect(mails.rows.map((r) => r.to_address).sort()).toEqual(['agent-a@example.test', 'one@example.test']);
    for (const row of mails.rows) {
      expect(String(row.text_body)).not.toContain('down payment');
      expect(String(row.text_body)).not.toContain('T4');
    }
    expect((await desk(agentB, borrower1.leadId, '/messages', { method: 'POST', json: { body: 'hi' } })).status).toBe(404);
    expect(await page(borrower2.cookie)).not.toContain('Thanks, the T4');
  });
});
