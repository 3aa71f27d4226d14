import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../db/client';
import type { RatesResponse } from '../../../src/lib/schemas/rates';
import { ONTARIO_FIVE_YEAR_FIXED } from '../../helpers/rate-fixture';
import { startTestApi, type TestApi } from '../../helpers/test-api';

const NOW = new Date('2026-03-10T16:00:00Z');
const TODAY = '2026-03-10T12:00:00.000Z';
const YESTERDAY = '2026-03-09T12:00:00.000Z';

async function insertRate(api: TestApi, over: Record<string, unknown>) {
  const row = {
    ...ONTARIO_FIVE_YEAR_FIXED,
    scraped_at: TODAY,
    is_active: 1,
    ...over,
  };
  await api.db.execute({
    sql: `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, posted_rate, our_rate, source_url, scraped_at, is_active)
          VALUES (?, ?, ?, ?, ?, ?, ?, 'Manual', ?, ?)`,
    args: [newId(), row.province, row.term, row.rate_type, row.mortgage_type, row.posted_rate, row.our_rate, row.scraped_at, row.is_active] as never,
  });
}

describe('GET /api/rates', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ deps: { now: () => NOW } });
    await insertRate(api, { term: '5 year', our_rate: 3.89 });
    await insertRate(api, { term: '1 Year', our_rate: 4.69, mortgage_type: 'High-Ratio' });
    await insertRate(api, { term: '5 year', our_rate: 3.5, scraped_at: YESTERDAY }); // older duplicate, and not today
    await insertRate(api, { term: '2 year', our_rate: 3.0 }); // term not public
    await insertRate(api, { term: '3 year', our_rate: 2.0, is_active: 0 }); // inactive
    await insertRate(api, { province: 'Alberta', term: '7 year', rate_type: 'variable', our_rate: 4.05, scraped_at: YESTERDAY });
    await insertRate(api, { province: 'Alberta', term: '3 year', our_rate: 3.94, scraped_at: '2026-03-01T12:00:00.000Z' });
  });
  afterAll(() => api.close());

  it("answers today's active public rates of every province, sorted, with a minute of caching", async () => {
    const res = await api.request('/api/rates');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const body = (await res.json()) as RatesResponse;
    expect(body.is_today).toBe(true);
    expect(body.as_of).toBe(TODAY);
    expect(body.rates.map((r) => [r.province, r.term, r.our_rate])).toEqual([
      ['Ontario', '1 Year', 4.69],
      ['Ontario', '5 year', 3.89],
    ]);
    expect(Object.keys(body.rates[0]!).sort()).toEqual(['id', 'mortgage_type', 'our_rate', 'posted_rate', 'province', 'rate_type', 'scraped_at', 'term']);
  });

  it('filters by province, by full name or code', async () => {
    for (const province of ['Ontario', 'ON', 'on']) {
      const body = (await (await api.request(`/api/rates?province=${province}`)).json()) as RatesResponse;
      expect(body.rates.every((r) => r.province === 'Ontario')).toBe(true);
      expect(body.rates).toHaveLength(2);
    }
  });

  it('falls back to the latest active rates when a province has none from today', async () => {
    const body = (await (await api.request('/api/rates?province=AB')).json()) as RatesResponse;
    expect(body.is_today).toBe(false);
    expect(body.as_of).toBe(YESTERDAY);
    expect(body.rates.map((r) => [r.term, r.rate_type, r.our_rate])).toEqual([
      ['3 year', 'fixed', 3.94],
      ['7 year', 'variable', 4.05],
    ]);
  });

  it('answers an empty list for a province with no rates, and 400 for an unknown province', async () => {
    const empty = (await (await api.request('/api/rates?province=Yukon')).json()) as RatesResponse;
    expect(empty).toEqual({ rates: [], as_of: null, is_today: false });
    const bad = await api.request('/api/rates?province=Atlantis');
    expect(bad.status).toBe(400);
    const error = (await bad.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(error.error.code).toBe('invalid_input');
    expect(error.error.fields?.province).toMatch(/Unknown province/);
  });
});

describe('GET /api/rates on the demo seed', () => {
  it('answers 24 rows for Ontario (4 terms x 2 types x 3 mortgage types)', async () => {
    const api = await startTestApi({ seed: true });
    try {
      const body = (await (await api.request('/api/rates?province=ON')).json()) as RatesResponse;
      expect(body.is_today).toBe(true);
      expect(body.rates).toHaveLength(24);
      const all = (await (await api.request('/api/rates')).json()) as RatesResponse;
      expect(all.rates).toHaveLength(13 * 24);
    } finally {
      await api.close();
    }
  });
});
