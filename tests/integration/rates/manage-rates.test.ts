import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWithSuperAdmin } from '../../helpers/sign-in-as';
import type { TestApi } from '../../helpers/test-api';

type Json = Record<string, any>;

/**
 * manage-rates around Toronto midnight (fake clock). 2026-03-10 starts at 04:00 UTC in Toronto (daylight time), so a
 * rate scraped at 03:59 UTC belongs to March 9 and one at 04:01 UTC to March 10, whatever the server's zone.
 */
describe('POST /api/admin/rates/manage', () => {
  let api: TestApi, admin: string;
  let clock = new Date('2026-03-10T12:00:00Z');

  beforeAll(async () => ({ api, admin } = await startWithSuperAdmin({ deps: { now: () => clock } })));
  afterAll(() => api.close());
  beforeEach(async () => {
    api.rebuildReasons.length = 0;
    await api.db.execute('DELETE FROM mortgage_rates');
    const rows: [string, string, number][] = [
      ['before-midnight', '2026-03-10T03:59:00.000Z', 1],
      ['after-midnight', '2026-03-10T04:01:00.000Z', 0],
      ['week-old', '2026-03-03T11:00:00.000Z', 1],
    ];
    for (const [id, at, active] of rows) {
      await api.db.execute({
        sql: `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, posted_rate, our_rate, source_url, scraped_at, is_active)
              VALUES (?, 'Ontario', '5 year', 'fixed', ?, 6.09, 3.99, 'https://source.example', ?, ?)`,
        args: [id, id === 'after-midnight' ? 'Conventional' : 'High-Ratio', at, active],
      });
    }
  });
  const manage = async (action: string) => {
    const response = await api.request('/api/admin/rates/manage', { method: 'POST', headers: { cookie: admin }, json: { action } });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const active = async () => (await api.db.execute('SELECT id FROM mortgage_rates WHERE is_active = 1 ORDER BY id')).rows.map((r) => String(r.id));

  it('just after midnight: deactivate_old_rates then activate_current_rates leave only the new day’s rate on', async () => {
    clock = new Date('2026-03-10T04:30:00Z');
    const deactivated = await manage('deactivate_old_rates');
    expect(deactivated).toEqual({
      status: 200,
      body: { success: true, message: 'Deactivated 2 rates from earlier days.', date: '2026-03-10', rates_count: 2, kept_off: 0 },
    });
    // None of today's was on: it was turned on first, so the site was never without rates.
    expect(await active()).toEqual(['after-midnight']);
    expect((await manage('activate_current_rates')).body).toEqual({
      success: true,
      message: 'Activated 0 rates for today.',
      date: '2026-03-10',
      rates_count: 0,
      kept_off: 0,
    });
    expect(api.rebuildReasons).toEqual(['rates: deactivate_old_rates changed 2']);
  });

  it('just before midnight the 23:59 rate is today’s: the later one is not touched', async () => {
    clock = new Date('2026-03-10T03:59:30Z');
    expect((await manage('deactivate_old_rates')).body).toMatchObject({ success: true, date: '2026-03-09', rates_count: 1 });
    expect(await active()).toEqual(['before-midnight']);
  });

  it('with no rates for today it changes nothing and answers success false (the site keeps its rates)', async () => {
    clock = new Date('2026-03-12T12:00:00Z');
    for (const action of ['deactivate_old_rates', 'activate_current_rates']) {
      expect((await manage(action)).body).toEqual({
        success: false,
        message: 'No rates for today yet; the latest rates stay active.',
        error: 'No rates for today yet; the latest rates stay active.',
        date: '2026-03-12',
        rates_count: 0,
        kept_off: 0,
      });
    }
    expect(await active()).toEqual(['before-midnight', 'week-old']);
    expect(api.rebuildReasons).toEqual([]);
  });

  it('refuses an unknown action naming the field', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const response = await manage('delete_everything');
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ action: 'Use deactivate_old_rates or activate_current_rates.' });
  });
});
