import { describe, expect, it } from 'vitest';
import { fetchRates } from '../../../../src/islands/calculators/fetch-rates';
import { fetchPublicRates } from '../../../../src/islands/rates/fetch-public-rates';

const row = {
  id: '1',
  province: 'Ontario',
  term: '5 year',
  rate_type: 'fixed',
  mortgage_type: 'Conventional',
  posted_rate: 5.5,
  our_rate: 4.19,
  scraped_at: '2025-01-01T00:00:00Z',
};
const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

describe('fetchRates', () => {
  it('returns the well-formed rows', async () => {
    const rows = await fetchRates(answer(200, { rates: [row, { ...row, our_rate: 'x' }], as_of: null }) as typeof fetch);
    expect(rows).toEqual([row]);
  });

  it('is null on failure, a bad shape or an empty list, so the build-time rates stay', async () => {
    expect(await fetchRates(answer(500, { error: { code: 'x', message: 'y' } }) as typeof fetch)).toBeNull();
    expect(await fetchRates(answer(200, { nope: true }) as typeof fetch)).toBeNull();
    expect(await fetchRates(answer(200, { rates: [], as_of: null }) as typeof fetch)).toBeNull();
    const offline = async () => {
      throw new TypeError('offline');
    };
    expect(await fetchRates(offline as typeof fetch)).toBeNull();
  });

  it('asks the rates route through the typed client: the address, JSON, the caller’s signal and cache choice', async () => {
    const asked: { url: string; init: RequestInit }[] = [];
    const recording = async (url: string, init: RequestInit) => {
      asked.push({ url: String(url), init });
      return new Response(JSON.stringify({ rates: [row], as_of: null, is_today: true }), { status: 200 });
    };
    const signal = new AbortController().signal;
    expect(await fetchRates(recording as unknown as typeof fetch, signal)).toEqual([row]);
    expect(await fetchPublicRates('British Columbia', recording as unknown as typeof fetch, undefined, true)).toEqual({
      rates: [row],
      as_of: null,
      is_today: true,
    });
    expect(asked.map((call) => call.url)).toEqual(['/api/rates', '/api/rates?province=British+Columbia']);
    expect(new Headers(asked[0]!.init.headers).get('accept')).toBe('application/json');
    expect(asked[0]!.init.signal).toBe(signal);
    expect(asked[1]!.init.cache).toBe('no-cache');
  });
});
