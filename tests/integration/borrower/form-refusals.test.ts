import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_LINKS_PER_EMAIL } from '../../../functions/borrower/routes';
import { borrowerMessages as m } from '../../../src/lib/messages-borrower';
import { askForDocuments, requestNewLink, signInBorrower, staffSession, startBorrowerApi, uploadDocument } from '../../helpers/borrower';
import type { TestApi } from '../../helpers/test-api';

/**
 * Every refusal of a borrower's form comes back as a page, never the API's JSON (ADR 52): a file over the limit at
 * any size, a body over the route's limit, a rate limit, a session that ended.
 */
let api: TestApi;
let borrower: { leadId: string; cookie: string };
let needId: string;

beforeAll(async () => {
  api = await startBorrowerApi();
  const agent = await staffSession(api, 'agent-r@example.test');
  borrower = await signInBorrower(api, 'refused@example.test', agent.agentId);
  [needId] = await askForDocuments(api, agent.cookie, borrower.leadId, ['photo_id']);
});
afterAll(() => api.close());

const upload = (cookie: string, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
  return uploadDocument(api, cookie, needId, bytes, 'statement.pdf');
};

describe('a refused borrower form', () => {
  for (const [label, size] of [
    ['just over 4 MB', 4_300_000],
    ['5 MB', 5_000_000],
    ['30 MB', 30_000_000],
  ] as const) {
    it(`returns a ${label} file to its document on the page with "too large", never JSON`, async () => {
      const response = await upload(borrower.cookie, size);
      await response.arrayBuffer().catch(() => undefined);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/api/my-file?error=too_large&need=${needId}#need-${needId}`);
    });
  }

  it('reads a 12 MB file to its end before answering, so a browser still sending gets the page, not a reset', async () => {
    // A browser with JavaScript off sends the whole file at its own pace; the answer must come after the last byte.
    const boundary = 'portal-boundary';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="statement.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const chunks = 48; // 12 MiB, sent over about a second and a half
    const url = new URL(`/api/my-file/needs/${needId}/uploads`, api.baseUrl);
    const outcome = await new Promise<{ status: number; location: string | undefined; sentAll: boolean }>((resolve, reject) => {
      let sentAll = false;
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          cookie: borrower.cookie,
          origin: api.baseUrl,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + chunk.length * chunks + tail.length),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, sentAll });
      });
      req.on('error', reject);
      void (async () => {
        req.write(head);
        for (let i = 0; i < chunks; i += 1) {
          if (!req.write(chunk)) await new Promise((done) => req.once('drain', done));
          await new Promise((done) => setTimeout(done, 30));
        }
        req.end(tail, () => {
          sentAll = true;
        });
      })().catch(reject);
    });
    expect(outcome.sentAll).toBe(true);
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe(`/api/my-file?error=too_large&need=${needId}#need-${needId}`);
  });

  it('the page it returns to says the limit, and names the document on each file field and button', async () => {
    const page = await (await api.request('/api/my-file?error=too_large', { headers: { cookie: borrower.cookie } })).text();
    expect(page).toContain(m.needs.tooLarge);
    expect(page).toContain('4 MB');
    expect(page).toContain(`<label for="file-${needId}">${m.needs.chooseFileFor('Government photo ID (driver’s licence or passport)')}</label>`);
    expect(page).toContain(`${m.needs.upload}<span class="sr-only"> Government photo ID (driver’s licence or passport)</span></button>`);
  });

  it("draws the refusal beside that document's file field, named by its aria-describedby, not at the top of the page", async () => {
    const response = await upload(borrower.cookie, 4_300_000);
    const page = await (await api.request(response.headers.get('location')!, { headers: { cookie: borrower.cookie } })).text();
    const item = page.slice(page.indexOf(`<div class="need" id="need-${needId}">`));
    expect(item).toContain(`<p id="file-${needId}-message" class="flash error" role="alert">${m.needs.tooLarge}</p>`);
    expect(item).toMatch(new RegExp(`<input id="file-${needId}"[^>]*aria-describedby="file-${needId}-message file-${needId}-hint"`));
    expect(page.split(m.needs.tooLarge)).toHaveLength(2);
  });

  it("draws a stored upload's thanks beside that document's file field too", async () => {
    const response = await upload(borrower.cookie, 2_000);
    expect(response.headers.get('location')).toBe(`/api/my-file?done=uploaded&need=${needId}#need-${needId}`);
    const page = await (await api.request(response.headers.get('location')!, { headers: { cookie: borrower.cookie } })).text();
    const item = page.slice(page.indexOf(`<div class="need" id="need-${needId}">`));
    expect(item).toContain(`<p id="file-${needId}-message" class="flash" role="status">${m.needs.uploaded}</p>`);
  });

  it('asks for a new link with a page when the session has ended, not JSON', async () => {
    const response = await upload('borrower_session=gone.gone', 100);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain(m.signIn.askTitle);
  });

  it(`answers the ${NEW_LINKS_PER_EMAIL + 1}th "Email me a new link" in an hour with a page that says so`, async () => {
    const ask = () => requestNewLink(api, 'many@example.test');
    for (let i = 0; i < NEW_LINKS_PER_EMAIL; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const text = await refused.text();
    expect(text).toContain(m.signIn.tooMany);
    expect(text).toContain('action="/api/my-file/new-link"');
  });
});
