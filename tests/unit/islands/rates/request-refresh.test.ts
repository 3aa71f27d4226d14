import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestRefreshIfStale, resetRefreshAsk } from '../../../../src/islands/rates/request-refresh';

/** The island's 'no rates for today' trigger asks the server once per page load and per tab per day. */
describe('requestRefreshIfStale', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    resetRefreshAsk();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
  });
  const answering = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch &
      ReturnType<typeof vi.fn>;

  it('POSTs once and returns the server answer; later calls on the same page do not ask again', async () => {
    const fetchFn = answering({ action: 'refresh_started', date: '2026-03-10' }, 202);
    expect(await requestRefreshIfStale('2026-03-10', fetchFn)).toEqual({ action: 'refresh_started', date: '2026-03-10' });
    expect(await requestRefreshIfStale('2026-03-10', fetchFn)).toBeNull();
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn.mock.calls[0]).toEqual(['/api/rates/refresh-if-stale', expect.objectContaining({ method: 'POST' })]);
  });

  it('does not ask again in the same tab the same day, even after a reload; asks again the next day', async () => {
    const fetchFn = answering({ action: 'throttled', date: '2026-03-10' });
    await requestRefreshIfStale('2026-03-10', fetchFn);
    resetRefreshAsk(); // a new page load in the same tab
    expect(await requestRefreshIfStale('2026-03-10', fetchFn)).toBeNull();
    expect(await requestRefreshIfStale('2026-03-11', fetchFn)).toEqual({ action: 'throttled', date: '2026-03-10' });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('answers null on a failed call', async () => {
    expect(await requestRefreshIfStale('2026-03-10', answering({ error: {} }, 403))).toBeNull();
    resetRefreshAsk();
    store.clear();
    const broken = vi.fn(async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    expect(await requestRefreshIfStale('2026-03-10', broken)).toBeNull();
  });
});
