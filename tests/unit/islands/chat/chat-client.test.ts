import { describe, expect, it, vi } from 'vitest';
import { CHAT_TIMEOUT_MS, sendChatMessage, type ChatRequest } from '../../../../src/islands/chat/chat-client';

const request: ChatRequest = {
  session_id: 'abc',
  message: 'rates?',
  history: [{ role: 'assistant', content: 'Hi!' }],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sendChatMessage', () => {
  it('POSTs JSON to /api/chat and returns the reply', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json({ reply: 'Here you go' }));
    await expect(sendChatMessage(request, { fetch })).resolves.toEqual({ ok: true, reply: 'Here you go' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/chat');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(request);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each(['created', 'updated', 'failed'] as const)('passes on lead status %s', async (status) => {
    const fetch = async () => json({ reply: 'ok', lead: { status } });
    await expect(sendChatMessage(request, { fetch })).resolves.toEqual({ ok: true, reply: 'ok', leadStatus: status });
  });

  it('ignores an unknown lead status', async () => {
    const fetch = async () => json({ reply: 'ok', lead: { status: 'weird' } });
    await expect(sendChatMessage(request, { fetch })).resolves.toEqual({ ok: true, reply: 'ok' });
  });

  it('reports a non-2xx answer', async () => {
    const fetch = async () => json({ error: { code: 'server_error', message: 'x' } }, 500);
    await expect(sendChatMessage(request, { fetch })).resolves.toEqual({ ok: false, reason: 'http', status: 500 });
  });

  it.each([
    ['not JSON', new Response('<html>', { status: 200 })],
    ['no reply', json({})],
    ['an empty reply', json({ reply: '  ' })],
    ['a non-string reply', json({ reply: 42 })],
    ['null', json(null)],
  ])('reports %s as invalid', async (_label, response) => {
    await expect(sendChatMessage(request, { fetch: async () => response })).resolves.toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('reports a network failure', async () => {
    const fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(sendChatMessage(request, { fetch })).resolves.toEqual({ ok: false, reason: 'network' });
  });

  it('times out after 15 seconds by default', async () => {
    expect(CHAT_TIMEOUT_MS).toBe(15_000);
    vi.useFakeTimers();
    try {
      let aborted = false;
      const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('Aborted', 'AbortError'));
          });
        });
      const result = sendChatMessage(request, { fetch });
      await vi.advanceTimersByTimeAsync(14_999);
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
      expect(aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a cancel by the caller as aborted', async () => {
    const controller = new AbortController();
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const result = sendChatMessage(request, { fetch, signal: controller.signal });
    controller.abort();
    await expect(result).resolves.toEqual({ ok: false, reason: 'aborted' });
  });

  it('does not call the server when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = vi.fn<typeof globalThis.fetch>();
    await expect(sendChatMessage(request, { fetch, signal: controller.signal })).resolves.toEqual({
      ok: false,
      reason: 'aborted',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
