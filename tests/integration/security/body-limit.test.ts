import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitFor, DEFAULT_BODY_LIMIT_BYTES } from '../../../functions/http/body-limit';
import { messages } from '../../../src/lib/messages';
import { startTestApi, type TestApi } from '../../helpers/test-api';

const TWENTY_MIB = 20 * 1024 * 1024;
/** The routes a security probe filled with 20 MiB, and one of each other kind. */
const ROUTES = ['/api/auth/sign-in', '/api/analytics/page-view', '/api/admin/testimonials/some-id/approval', '/api/leads/contact', '/api/chat'];

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** A 20 MiB body sent as a stream, so it goes out chunked, with no Content-Length. */
function chunkedBody(total: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ error: { code: 'payload_too_large', message: messages.generic.bodyTooLarge } });
}

describe('one body limit for the whole API', () => {
  it.each(ROUTES)('%s refuses a declared 20 MiB body with 413', async (path) => {
    await expectTooLarge(await api.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `"${'x'.repeat(TWENTY_MIB)}"` }));
  });

  it.each(ROUTES)('%s refuses a chunked 20 MiB body (no Content-Length) with 413', async (path) => {
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunkedBody(TWENTY_MIB), duplex: 'half' } as RequestInit;
    await expectTooLarge(await api.request(path, init));
  });

  it('answers an over-limit Content-Length before the body is even sent (refused unread)', async () => {
    const url = new URL('/api/auth/sign-in', api.baseUrl);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(TWENTY_MIB), origin: api.baseUrl },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('{"email":'); // and nothing more: the answer must not wait for the rest
    });
    expect(status).toBe(413);
  });

  it('still accepts ordinary bodies, and uploads get their own larger limit', async () => {
    const ok = await api.request('/api/auth/sign-in', { method: 'POST', json: { email: 'nobody@example.test', password: 'x' } });
    expect(ok.status).toBe(401);
    expect(bodyLimitFor('/api/uploads/agent-photos')).toBe(4_500_000);
    expect(bodyLimitFor('/api/auth/sign-in')).toBe(DEFAULT_BODY_LIMIT_BYTES);
  });
});
