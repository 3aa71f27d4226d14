import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshRates } from '../../../functions/rates/refresh-rates';
import { runJobIfDue } from '../../../functions/jobs/schedule';
import { scrapeRates } from '../../../functions/rates/scrape-rates';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { fixture, ROBOTS_ALLOW_ALL, startRateSource, type PeerAnswer } from './rate-source-peer';

type Json = Record<string, any>;

/**
 * The nightly refresh (daily-rate-refresh) and the public 'no rates for today' trigger, under a fake clock:
 * 2026-03-10 06:00 in Toronto is 10:00 UTC (daylight time).
 */
describe('rate refresh: nightly job and visitor trigger', () => {
  let source: Awaited<ReturnType<typeof startRateSource>>;
  let api: TestApi;
  let clock = new Date('2026-03-10T10:00:00Z');
  let page: (hit: number) => PeerAnswer = () => ({ body: fixture('rate-page.html') });

  beforeAll(async () => {
    source = await startRateSource({
      '/robots.txt': () => ({ body: ROBOTS_ALLOW_ALL, type: 'text/plain' }),
      '/rates': (hit) => page(hit),
    });
    api = await startTestApi({ env: { RATES_SOURCE_URL: `${source.url}/rates`, RATES_ALERT_EMAIL: 'rates-desk@example.com' }, deps: { now: () => clock } });
  });
  afterAll(async () => {
    await api.close();
    await source.close();
  });
  beforeEach(async () => {
    clock = new Date('2026-03-10T10:00:00Z');
    page = () => ({ body: fixture('rate-page.html') });
    source.hits.length = 0;
    api.rebuildReasons.length = 0;
    for (const table of ['mortgage_rates', 'rate_scrapes', 'email_outbox', 'rate_limits']) await api.db.execute(`DELETE FROM ${table}`);
    // Yesterday's night stored two Ontario rates (2026-03-09 06:00 Toronto).
    for (const [id, rate] of [
      ['y1', 3.99],
      ['y2', 4.19],
    ] as const) {
      await api.db.execute({
        sql: `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, posted_rate, our_rate, source_url, scraped_at, is_active)
              VALUES (?, 'Ontario', '5 year', 'fixed', 'High-Ratio', 6.09, ?, 'https://source.example/rates', '2026-03-09T10:00:00.000Z', 1)`,
        args: [id, rate],
      });
    }
  });
  const active = async () => (await api.db.execute('SELECT id FROM mortgage_rates WHERE is_active = 1 ORDER BY id')).rows.map((r) => String(r.id));
  const outbox = async () => (await api.db.execute('SELECT to_address, subject, text_body, status FROM email_outbox')).rows.map((r) => ({ ...r }));

  it('scrapes when today has no rates, then keeps only today’s rates active and rebuilds', async () => {
    const result = await refreshRates(api.deps, { trigger: 'schedule' });
    expect(result).toEqual({ success: true, action: 'refreshed', message: 'Rates refreshed: 8 rates for today.', date: '2026-03-10', rates_count: 8 });
    expect(await active()).toHaveLength(8);
    expect(await active()).not.toContain('y1');
    expect(api.rebuildReasons).toEqual(['rates: scrape stored 8 rates']);
    // Yesterday's rows are kept as history.
    expect(Number((await api.db.execute('SELECT COUNT(*) AS n FROM mortgage_rates')).rows[0]!.n)).toBe(10);
  });

  it('runs as the Netlify scheduled function does: only in the Toronto hour of RATES_REFRESH_TIME', async () => {
    expect(await runJobIfDue('refresh-rates', api.deps, new Date('2026-03-10T09:00:00Z'))).toEqual({ job: 'refresh-rates', ran: false });
    expect(source.hits).toEqual([]);
    const due = await runJobIfDue('refresh-rates', api.deps, clock);
    expect(due).toMatchObject({ ran: true, result: { action: 'refreshed', rates_count: 8 } });
  });

  it('a second scrape the same day replaces the first (manual rates of today stay)', async () => {
    await refreshRates(api.deps, { trigger: 'schedule' });
    await api.db.execute(
      `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, our_rate, source_url, scraped_at) VALUES ('manual', 'Ontario', '7 year', 'fixed', 'Conventional', 4.44, 'Manual', '2026-03-10T11:00:00.000Z')`,
    );
    await api.db.execute(
      `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, our_rate, source_url, scraped_at) VALUES ('seeded', 'Ontario', '7 year', 'fixed', 'High-Ratio', 4.4, NULL, '2026-03-10T11:00:00.000Z')`,
    );
    clock = new Date('2026-03-10T12:00:00Z');
    expect(await scrapeRates(api.deps, { trigger: 'admin' })).toMatchObject({ success: true });
    const rows = (await api.db.execute('SELECT id, scraped_at FROM mortgage_rates WHERE is_active = 1')).rows;
    expect(rows).toHaveLength(9);
    expect(rows.map((r) => String(r.id))).toContain('manual');
    expect(rows.filter((r) => r.scraped_at === '2026-03-10T12:00:00.000Z')).toHaveLength(8);
  });

  it('answers rates_already_exist the second time, without fetching', async () => {
    await refreshRates(api.deps, { trigger: 'schedule' });
    source.hits.length = 0;
    clock = new Date('2026-03-10T15:00:00Z');
    expect(await refreshRates(api.deps, { trigger: 'schedule' })).toEqual({
      success: true,
      action: 'rates_already_exist',
      message: "Today's rates are already in place.",
      date: '2026-03-10',
      rates_count: 8,
    });
    expect(source.hits).toEqual([]);
  });

  it('keeps yesterday’s rates active after a failed night and tells staff once (outbox), visible in the panel', async () => {
    page = () => ({ status: 500 });
    const result = await refreshRates(api.deps, { trigger: 'schedule' });
    expect(result).toMatchObject({
      success: false,
      action: 'failed',
      date: '2026-03-10',
      rates_count: 2,
      message: 'No rates for today yet; the latest rates stay active.',
    });
    expect(result.error).toMatch(/HTTP 500/);
    expect(await active()).toEqual(['y1', 'y2']);
    expect(api.rebuildReasons).toEqual([]);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: 'rates-desk@example.com', subject: 'Rates were not refreshed on 2026-03-10', status: 'logged' });
    expect(String(mails[0]!.text_body)).toMatch(/HTTP 500/);

    // A second failure the same day: still one email.
    clock = new Date('2026-03-10T16:00:00Z');
    await refreshRates(api.deps, { trigger: 'visitor' });
    expect(await outbox()).toHaveLength(1);

    // The public site still shows yesterday's rates; the panel shows the stale state.
    const publicRates = (await (await api.request('/api/rates?province=ON')).json()) as Json;
    expect(publicRates).toMatchObject({ is_today: false });
    expect(publicRates.rates).toHaveLength(1);
  });

  it('an empty (structure-changed) page is a failed night too: nothing deactivated', async () => {
    page = () => ({ body: fixture('rate-page-redesigned.html') });
    expect(await refreshRates(api.deps, { trigger: 'schedule' })).toMatchObject({ success: false, action: 'failed' });
    expect(await active()).toEqual(['y1', 'y2']);
    expect(await outbox()).toHaveLength(1);
  });

  it('the visitor trigger answers at once, and however many visitors ask, one scrape runs per window', async () => {
    page = () => ({ delayMs: 150, body: fixture('rate-page.html') });
    const ask = async () => {
      const response = await api.request('/api/rates/refresh-if-stale', { method: 'POST' });
      return { status: response.status, body: (await response.json()) as Json, cache: response.headers.get('cache-control') };
    };
    const answers = await Promise.all([ask(), ask(), ask(), ask()]);
    const actions = answers.map((a) => a.body.action).sort();
    expect(actions).toEqual(['refresh_started', 'throttled', 'throttled', 'throttled']);
    expect(answers.find((a) => a.body.action === 'refresh_started')!.status).toBe(202);
    expect(answers[0]!.cache).toBe('no-store');

    await expect.poll(async () => (await active()).length, { timeout: 5000 }).toBe(8);
    expect(source.count('/rates')).toBe(1);
    expect((await ask()).body).toMatchObject({ action: 'rates_already_exist', rates_count: 8 });
    expect(source.count('/rates')).toBe(1);
  });

  it('the visitor trigger needs a same-site Origin like every other POST', async () => {
    const response = await fetch(`${api.baseUrl}/api/rates/refresh-if-stale`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });
});
