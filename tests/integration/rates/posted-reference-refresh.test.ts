import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshRates } from '../../../functions/rates/refresh-rates';
import { runJobIfDue } from '../../../functions/jobs/schedule';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { valetWeeks } from '../../helpers/valet-weeks';
import { fixture, ROBOTS_ALLOW_ALL, startRateSource } from './rate-source-peer';

/**
 * The Bank of Canada's prime rate and posted-rate history (ADR 50) are kept current by the nightly job even when it
 * scrapes nothing: no rate page configured (rates by hand), or today's rates already there.
 */
describe('the nightly job reads the Bank of Canada series without a scrape', () => {
  let source: Awaited<ReturnType<typeof startRateSource>>;
  let api: TestApi;
  const clock = new Date('2026-03-10T10:00:00Z');
  const valetPath = '/valet/observations/V80691333,V80691334,V80691335,V80691311/json';

  beforeAll(async () => {
    source = await startRateSource({
      '/robots.txt': () => ({ body: ROBOTS_ALLOW_ALL, type: 'text/plain' }),
      [valetPath]: (_hit, search) =>
        search.includes('start_date')
          ? { body: valetWeeks('2021-03-10', '2026-02-18'), type: 'application/json' }
          : { body: fixture('valet-posted.json'), type: 'application/json' },
    });
    // No RATES_SOURCE_URL: the brokerage enters its rates by hand.
    api = await startTestApi({ env: { RATES_POSTED_URL: `${source.url}${valetPath}?recent=5` }, deps: { now: () => clock } });
  });
  afterAll(async () => {
    await api.close();
    await source.close();
  });
  beforeEach(async () => {
    source.hits.length = 0;
    api.rebuildReasons.length = 0;
    for (const table of ['reference_rates', 'reference_rate_history']) await api.db.execute(`DELETE FROM ${table}`);
  });
  const historyCount = async () => Number((await api.db.execute('SELECT count(*) AS n FROM reference_rate_history')).rows[0]!.n);

  it('stores the prime rate and five years of history at the scheduled run, and rebuilds once', async () => {
    const result = await refreshRates(api.deps, { trigger: 'schedule' });
    expect(result).toMatchObject({ success: false, action: 'not_configured' });
    expect((await api.db.execute('SELECT rate, observed_on FROM reference_rates')).rows.map((r) => ({ ...r }))).toEqual([
      { rate: 4.45, observed_on: '2026-03-04' },
    ]);
    expect(await historyCount()).toBeGreaterThan(500);
    expect(api.rebuildReasons).toHaveLength(1);
    expect(api.rebuildReasons[0]).toMatch(/^rates: \d+ posted-rate reference points$/);

    // The next night, nothing new at the Bank: no backfill, no rebuild.
    api.rebuildReasons.length = 0;
    source.hits.length = 0;
    await refreshRates(api.deps, { trigger: 'schedule' });
    expect(source.hits.filter((h) => h.search.includes('start_date'))).toHaveLength(0);
    expect(api.rebuildReasons).toEqual([]);
  });

  it('day one: the hourly posted-history job fills a new site at once, then asks nothing of the Bank', async () => {
    const first = await runJobIfDue('posted-history', api.deps, clock);
    expect(first).toMatchObject({ job: 'posted-history', ran: true });
    expect(await historyCount()).toBeGreaterThan(500);
    expect((await api.db.execute('SELECT rate, observed_on FROM reference_rates')).rows.map((r) => ({ ...r }))).toEqual([
      { rate: 4.45, observed_on: '2026-03-04' },
    ]);
    expect(api.rebuildReasons).toHaveLength(1);

    source.hits.length = 0;
    api.rebuildReasons.length = 0;
    await runJobIfDue('posted-history', api.deps, new Date(clock.getTime() + 3_600_000));
    expect(source.hits).toEqual([]);
    expect(api.rebuildReasons).toEqual([]);
  });

  it('never reads the Bank for a visitor’s trigger', async () => {
    await refreshRates(api.deps, { trigger: 'visitor' });
    expect(source.hits).toHaveLength(0);
    expect(await historyCount()).toBe(0);
  });

  it('a Bank that does not answer changes nothing and fails nothing', async () => {
    await source.close();
    const result = await refreshRates(api.deps, { trigger: 'schedule' });
    expect(result).toMatchObject({ action: 'not_configured' });
    expect(await historyCount()).toBe(0);
    expect(api.rebuildReasons).toEqual([]);
  });
});
