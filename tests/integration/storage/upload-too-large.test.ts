import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { signIn } from '../agents/support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

it('an upload past the request limit names the 4 MB file limit, like one just over 4 MB', async () => {
  const { cookie } = await signIn(api, 'agent', 'Big Filer');
  for (const path of ['/api/uploads/agent-headshots', '/api/agent/documents']) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(5 * 1024 * 1024)]), 'big.jpg');
    form.append('type', 'other');
    const response = await api.request(path, { method: 'POST', body: form, headers: { cookie } });
    expect(response.status, path).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message, path).toBe('The file is too large. The limit is 4 MB.');
  }
  // Any other route keeps the general wording.
  const big = await api.request('/api/leads/contact', { method: 'POST', json: { message: 'x'.repeat(40 * 1024) } });
  expect(big.status).toBe(413);
  expect(((await big.json()) as { error: { message: string } }).error.message).toBe('The request is too large.');
});
