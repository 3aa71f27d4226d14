import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scrapeRates } from '../../../functions/rates/scrape-rates';
import { FETCH_ATTEMPTS, USER_AGENT_TOKEN } from '../../../functions/rates/polite-fetch';
import { startWithSuperAdmin } from '../../helpers/sign-in-as';
import type { TestApi } from '../../helpers/test-api';
import { valetWeeks } from '../../helpers/valet-weeks';
import { fixture, ROBOTS_ALLOW_ALL, startRateSource, type PeerAnswer } from './rate-source-peer';

type Json = Record<string, any>;

/**
 * scrape-rates against a real local HTTP server serving a saved rate page in the source's shape and a Valet JSON
 * fixture. Each test sets what the source answers and counts the hits.
 */
describe('scrape-rates against a local rate source', () => {
  let source: Awaited<ReturnType<typeof startRateSource>>;
  let api: TestApi;
  let admin: string;
  const answers: { robots: (hit: number) => PeerAnswer; page: (hit: number) => PeerAnswer; valet: (hit: number, search: string) => PeerAnswer } = {
    robots: () => ({ body: ROBOTS_ALLOW_ALL, type: 'text/plain' }),
    page: () => ({ body: fixture('rate-page.html') }),
    valet: () => ({ body: fixture('valet-posted.json'), type: 'application/json' }),
  };

  beforeAll(async () => {
    source = await startRateSource({
      '/robots.txt': (hit) => answers.robots(hit),
      '/mortgage-rates': (hit) => answers.page(hit),
      '/valet/observations/V80691333,V80691334,V80691335,V80691311/json': (hit, search) => answers.valet(hit, search),
    });
    ({ api, admin } = await startWithSuperAdmin({
      env: {
        RATES_SOURCE_URL: `${source.url}/mortgage-rates`,
        RATES_POSTED_URL: `${source.url}/valet/observations/V80691333,V80691334,V80691335,V80691311/json?recent=5`,
        SITE_URL: 'https://brokerage.example',
        ALLOWED_ORIGINS: 'http://127.0.0.1',
      },
    }));
  });
  afterAll(async () => {
    await api.close();
    await source.close();
  });
  beforeEach(async () => {
    source.hits.length = 0;
    api.rebuildReasons.length = 0;
    await api.db.execute('DELETE FROM mortgage_rates');
    await api.db.execute('DELETE FROM rate_scrapes');
    await api.db.execute('DELETE FROM reference_rate_history');
  });
  afterEach(() => {
    answers.robots = () => ({ body: ROBOTS_ALLOW_ALL, type: 'text/plain' });
    answers.page = () => ({ body: fixture('rate-page.html') });
    answers.valet = () => ({ body: fixture('valet-posted.json'), type: 'application/json' });
  });

  const scrape = async (query = '') => {
    const response = await api.request(`/api/admin/rates/scrape${query}`, { method: 'POST', headers: { cookie: admin } });
    expect(response.status).toBe(200);
    return (await response.json()) as Json;
  };
  const stored = async () =>
    (
      await api.db.execute(
        'SELECT province, term, rate_type, mortgage_type, posted_rate, our_rate, is_active, source_url FROM mortgage_rates ORDER BY province, term, rate_type, mortgage_type',
      )
    ).rows.map((r) => ({ ...r }));
  const lastScrape = async () => ((await (await api.request('/api/admin/rates/debug', { headers: { cookie: admin } })).json()) as Json).last_scrape as Json;

  it('stores the parsed rows to the cent as active rates, posted rates filled from Valet, and asks for a rebuild', async () => {
    const body = await scrape();
    expect(body).toMatchObject({ success: true, status: 'success', message: 'Scraped 8 rates (3 rows rejected).' });
    expect(body.rates).toHaveLength(8);
    const rows = await stored();
    expect(rows).toHaveLength(8);
    expect(rows).toContainEqual({
      province: 'Ontario',
      term: '1 year',
      rate_type: 'fixed',
      mortgage_type: 'High-Ratio',
      posted_rate: 6.09,
      our_rate: 4.79,
      is_active: 1,
      source_url: `${source.url}/mortgage-rates`,
    });
    expect(rows).toContainEqual(
      expect.objectContaining({ province: 'Ontario', term: '5 year', mortgage_type: 'Refinance', posted_rate: 6.29, our_rate: 4.24 }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ province: 'British Columbia', term: '5 year', our_rate: 3.94 }));
    expect(rows.every((r) => r.is_active === 1)).toBe(true);
    // The fixture's two weeks of the posted 5-year and prime series start the history (ADR 50).
    expect(api.rebuildReasons).toEqual(['rates: scrape stored 8 rates and 4 posted-rate history points']);

    const record = await lastScrape();
    expect(record).toMatchObject({ status: 'success', trigger: 'admin', source: 'rate-table', rows_parsed: 11, rows_stored: 8, rows_rejected: 3 });
    expect(record.rejected.map((r: Json) => r.reason)).toContain('missing province');
    expect(record.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('identifies itself and reads robots.txt before the page', async () => {
    await scrape();
    expect(source.hits.map((h) => h.path)).toEqual([
      '/robots.txt',
      '/mortgage-rates',
      '/robots.txt',
      '/valet/observations/V80691333,V80691334,V80691335,V80691311/json',
      // No history yet: the same series since five years ago (ADR 50), as politely.
      '/robots.txt',
      '/valet/observations/V80691333,V80691334,V80691335,V80691311/json',
    ]);
    expect(source.hits.at(-1)?.search).toMatch(/^\?start_date=\d{4}-\d{2}-\d{2}$/);
    for (const hit of source.hits) expect(hit.headers['user-agent']).toBe(`${USER_AGENT_TOKEN}/1.0 (+https://brokerage.example)`);
  });

  it('respects a robots.txt that disallows the page: nothing fetched, nothing stored, reported', async () => {
    answers.robots = () => ({ body: `User-agent: ${USER_AGENT_TOKEN}\nDisallow: /mortgage-rates\n`, type: 'text/plain' });
    const body = await scrape();
    expect(body).toMatchObject({ success: false, status: 'failed', message: 'Scraping failed' });
    expect(body.error).toMatch(/robots\.txt .* disallows \/mortgage-rates/);
    expect(source.count('/mortgage-rates')).toBe(0);
    expect(await stored()).toEqual([]);
  });

  it('retries a 500 with backoff, then reports it; a later good answer is used', async () => {
    answers.page = () => ({ status: 500, body: 'oops' });
    const failed = await scrape();
    expect(failed).toMatchObject({ success: false, status: 'failed' });
    expect(failed.error).toMatch(/failed after 3 attempts: HTTP 500/);
    expect(source.count('/mortgage-rates')).toBe(FETCH_ATTEMPTS);
    expect(await lastScrape()).toMatchObject({ status: 'failed', rows_stored: 0, error: failed.error });

    source.hits.length = 0;
    answers.page = (hit) => (hit === 1 ? { status: 503 } : { body: fixture('rate-page.html') });
    expect(await scrape()).toMatchObject({ success: true });
    expect(source.count('/mortgage-rates')).toBe(2);
  });

  it('does not retry a 404 (the page is gone, asking again will not help)', async () => {
    answers.page = () => ({ status: 404 });
    expect((await scrape()).error).toMatch(/answered HTTP 404/);
    expect(source.count('/mortgage-rates')).toBe(1);
  });

  it('retries a timeout, then reports it', async () => {
    answers.page = () => ({ delayMs: 2000, body: fixture('rate-page.html') });
    const pauses: number[] = [];
    const result = await scrapeRates({ ...api.deps, sleep: async (ms) => void pauses.push(ms) }, { trigger: 'admin', fetchTimeoutMs: 150 });
    expect(pauses).toEqual([1000, 3000]);
    expect(result).toMatchObject({ success: false, status: 'failed' });
    expect(result.error).toMatch(/failed after 3 attempts: timed out after 0.15 s/);
    expect(source.count('/mortgage-rates')).toBe(FETCH_ATTEMPTS);
    expect(await stored()).toEqual([]);
  });

  it('fails loudly when the page structure changed, storing nothing', async () => {
    answers.page = () => ({ body: fixture('rate-page-redesigned.html') });
    const body = await scrape();
    expect(body).toMatchObject({ success: false, status: 'failed', message: 'Scraping failed' });
    expect(body.error).toMatch(/No rate table found on the source page/);
    expect(await stored()).toEqual([]);
    expect(api.rebuildReasons).toEqual([]);
  });

  it('still stores the page rates when the Valet series fails, and notes it', async () => {
    answers.valet = () => ({ status: 404 });
    const body = await scrape();
    expect(body).toMatchObject({ success: true, posted: null });
    expect(body.posted_error).toMatch(/Posted rates not read/);
    expect(await stored()).toContainEqual(expect.objectContaining({ mortgage_type: 'Refinance', posted_rate: null }));
  });

  it("keeps the Bank of Canada's prime rate with its date, and the chat quotes it; an older observation never replaces it", async () => {
    await api.db.execute('DELETE FROM reference_rates');
    const ask = async () => {
      const response = await api.request('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'What is the prime rate right now?', history: [], session_id: 'prime-rate-session-1' }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as Json).reply as string;
    };
    expect(await ask()).toContain("I don't have today's prime rate");

    await scrape();
    expect((await api.db.execute('SELECT rate, observed_on FROM reference_rates')).rows.map((r) => ({ ...r }))).toEqual([
      { rate: 4.45, observed_on: '2026-03-04' },
    ]);
    const reply = await ask();
    expect(reply).toContain("The prime rate at Canada's big banks is 4.45%, as published by the Bank of Canada for Mar 4, 2026.");

    answers.valet = () => ({ body: fixture('valet-posted.json').replace('"d": "2026-03-04"', '"d": "2026-01-07"'), type: 'application/json' });
    await scrape();
    expect((await api.db.execute('SELECT rate, observed_on FROM reference_rates')).rows.map((r) => ({ ...r }))).toEqual([
      { rate: 4.45, observed_on: '2026-03-04' },
    ]);
  });

  it('backfills five years of the posted 5-year and prime rates once, then adds each night only what is new', async () => {
    const since: string[] = [];
    answers.valet = (_hit, search) => {
      const start = new URLSearchParams(search).get('start_date');
      if (!start) return { body: fixture('valet-posted.json'), type: 'application/json' };
      since.push(start);
      return { body: valetWeeks(start, '2026-02-18'), type: 'application/json' };
    };
    await scrape();
    const fiveYearsAgo = new Date();
    fiveYearsAgo.setUTCFullYear(fiveYearsAgo.getUTCFullYear() - 5);
    expect(since).toEqual([fiveYearsAgo.toISOString().slice(0, 10)]);
    const counts = async () =>
      (
        await api.db.execute(
          'SELECT series, count(*) AS n, min(observed_on) AS oldest, max(observed_on) AS newest FROM reference_rate_history GROUP BY series ORDER BY series',
        )
      ).rows.map((r) => ({ ...r }));
    const backfilled = await counts();
    expect(backfilled.map((r) => r.series)).toEqual(['posted_5_year', 'prime']);
    for (const row of backfilled) {
      expect(Number(row.n)).toBeGreaterThan(200);
      expect(row.newest).toBe('2026-03-04');
    }

    // The next night: history is complete, only the recent answer is read, nothing new means no rebuild for it.
    api.rebuildReasons.length = 0;
    await scrape();
    expect(since).toHaveLength(1);
    expect(await counts()).toEqual(backfilled);
    expect(api.rebuildReasons).toEqual(['rates: scrape stored 8 rates']);
  });

  it('keeps the rates refresh working when the history backfill fails', async () => {
    answers.valet = (_hit, search) =>
      search.includes('start_date') ? { status: 500, body: 'down' } : { body: fixture('valet-posted.json'), type: 'application/json' };
    const body = await scrape();
    expect(body).toMatchObject({ success: true, status: 'success' });
    expect(body.posted_error).toBeUndefined();
    expect(await stored()).toHaveLength(8);
    // The recent observations are kept; the backfill is tried again at the next refresh.
    expect(Number((await api.db.execute('SELECT count(*) AS n FROM reference_rate_history')).rows[0]?.n)).toBe(4);
  });

  it('dry run shows parsed and rejected rows and saves nothing', async () => {
    const body = await scrape('?dry_run=1');
    expect(body).toMatchObject({ success: true, dry_run: true, message: 'Dry run: 8 rates parsed, 3 rejected. Nothing was saved.' });
    expect(body.rates).toHaveLength(8);
    expect(body.rejected).toHaveLength(3);
    expect(await stored()).toEqual([]);
    expect(api.rebuildReasons).toEqual([]);
  });

  it('makes one scrape of two concurrent triggers (one fetch of the page)', async () => {
    answers.page = () => ({ delayMs: 200, body: fixture('rate-page.html') });
    const [first, second] = await Promise.all([scrape(), scrape()]);
    expect(first).toEqual(second);
    expect(source.count('/mortgage-rates')).toBe(1);
    expect(await stored()).toHaveLength(8);
    const scrapes = await api.db.execute('SELECT COUNT(*) AS n FROM rate_scrapes');
    expect(Number(scrapes.rows[0]!.n)).toBe(1);
  });

  it('answers in_progress without fetching while another host holds the lease', async () => {
    await api.db.execute({
      sql: `INSERT INTO rate_scrapes (id, started_at, trigger, source) VALUES ('other', ?, 'schedule', 'rate-table')`,
      args: [new Date().toISOString()],
    });
    expect(await scrape()).toMatchObject({ success: false, status: 'in_progress', message: 'A rate scrape is already running. Try again in a minute.' });
    expect(source.hits).toEqual([]);
    // A lease older than a scrape can take was interrupted: the next scrape takes over.
    await api.db.execute({ sql: `UPDATE rate_scrapes SET started_at = ? WHERE id = 'other'`, args: [new Date(Date.now() - 10 * 60_000).toISOString()] });
    expect(await scrape()).toMatchObject({ success: true });
  });
});
