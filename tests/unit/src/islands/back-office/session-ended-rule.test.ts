import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, isSessionEnded, setUnauthorizedHandler } from '../../../../../src/browser/api-client';
import { uploadFile } from '../../../../../src/islands/back-office/kit/upload-file';

/** Answers every request with this status and JSON body, and keeps what was asked. */
function answerWith(status: number, body: unknown) {
  const calls: { path: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    calls.push({ path, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

const unauthorized = { error: { code: 'unauthorized', message: 'Sign in to continue.' } };

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('one rule for an ended session', () => {
  it('a 401 from the back-office API is an ended session: the handler runs and the failure says so', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    answerWith(401, unauthorized);
    const result = await apiRequest('/api/admin/leads');
    expect(result.ok).toBe(false);
    expect(isSessionEnded(result)).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('a 401 from sign-in itself is a wrong password, not an ended session', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    answerWith(401, unauthorized);
    const result = await apiRequest('/api/auth/sign-in', { body: { email: 'a@example.test', password: 'x' } });
    expect(isSessionEnded(result)).toBe(false);
    expect(result).toMatchObject({ ok: false, status: 401, error: { code: 'unauthorized' } });
    expect(ended).not.toHaveBeenCalled();
  });

  it('any other failure, and a success, are shown as before', async () => {
    answerWith(500, { error: { code: 'server_error', message: 'boom' } });
    const failed = await apiRequest('/api/admin/leads');
    expect(isSessionEnded(failed)).toBe(false);
    expect(failed).toEqual({ ok: false, status: 500, error: { code: 'server_error', message: 'boom' } });
    answerWith(200, { items: [] });
    const ok = await apiRequest('/api/admin/leads');
    expect(ok).toEqual({ ok: true, status: 200, data: { items: [] } });
    expect(isSessionEnded(ok)).toBe(false);
  });

  it('a multipart upload follows the same rule', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    answerWith(401, unauthorized);
    const result = await uploadFile('agent-headshots', new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    expect(isSessionEnded(result)).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('multipart form posts', () => {
  it('send the files and fields as form data through the typed client, without a JSON content type, leaving out a field not given', async () => {
    const stored = { url: '/images/a.jpg', bucket: 'agent-headshots', key: 'a.jpg', size: 4, contentType: 'image/jpeg', name: 'me.jpg' };
    const calls = answerWith(201, stored);
    const file = new File(['%PDF'], 'me.jpg', { type: 'image/jpeg' });
    const result = await uploadFile('agent-headshots', file);
    expect(result).toEqual({ ok: true, file: stored });
    const { path, init } = calls[0]!;
    expect(String(path)).toBe('/api/uploads/agent-headshots');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBeNull();
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('me.jpg');
    expect(body.has('agentId')).toBe(false);
  });

  it('an upload answered without a stored file is a failure, with the API error when there is one', async () => {
    answerWith(200, {});
    expect(await uploadFile('blog-images', new File(['x'], 'a.png'))).toMatchObject({ ok: false, status: 200, error: { code: 'http_error' } });
    answerWith(404, { error: { code: 'not_found', message: 'Bucket "x" not found...' } });
    expect(await uploadFile('x', new File(['x'], 'a.png'))).toMatchObject({ ok: false, status: 404, error: { message: 'Bucket "x" not found...' } });
  });
});
