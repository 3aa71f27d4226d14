import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureCurrentDateRates } from '../../../functions/rates/manage-rates';
import { handoverMessages } from '../../../src/lib/messages-handover';
import { startWithSuperAdmin } from '../../helpers/sign-in-as';
import type { TestApi } from '../../helpers/test-api';

type Json = Record<string, any>;

/** A rate a person switched off stays off through "keep only today's rates active" and the nightly job (ADR 44). */
describe('a rate switched off by hand', () => {
  let api: TestApi, admin: string;
  const clock = new Date('2026-03-10T12:00:00Z');

  beforeAll(async () => ({ api, admin } = await startWithSuperAdmin({ deps: { now: () => clock } })));
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.db.execute('DELETE FROM mortgage_rates');
    const rows: [string, string, string][] = [
      ['today-5y', '5 year', '2026-03-10T09:00:00.000Z'],
      ['today-3y', '3 year', '2026-03-10T09:00:00.000Z'],
      ['yesterday-5y', '5 year', '2026-03-09T09:00:00.000Z'],
    ];
    for (const [id, term, at] of rows) {
      await api.db.execute({
        sql: `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, posted_rate, our_rate, source_url, scraped_at, is_active)
              VALUES (?, 'Ontario', ?, 'fixed', 'Conventional', 6.09, 3.99, 'https://source.example', ?, 1)`,
        args: [id, term, at],
      });
    }
  });
  const call = async (method: string, path: string, json?: unknown) => {
    const response = await api.request(path, { method, headers: { cookie: admin }, json });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const manage = (action: string) => call('POST', '/api/admin/rates/manage', { action });
  const active = async () => (await api.db.execute('SELECT id FROM mortgage_rates WHERE is_active = 1 ORDER BY id')).rows.map((r) => String(r.id));

  it('"keep only today’s rates active" leaves it off and says so', async () => {
    expect((await call('PATCH', '/api/admin/rates/today-3y', { is_active: false })).status).toBe(200);
    await manage('deactivate_old_rates');
    const activated = await manage('activate_current_rates');
    expect(activated.body).toMatchObject({ success: true, kept_off: 1 });
    expect(activated.body.message).toContain(handoverMessages.rates.keptOff(1));
    expect(await active()).toEqual(['today-5y']);
    // The nightly job's helper too.
    await ensureCurrentDateRates(api.deps);
    expect(await active()).toEqual(['today-5y']);
  });

  it('switching it on by hand clears the record; an edit of a rate already off records nothing', async () => {
    await call('PATCH', '/api/admin/rates/today-3y', { is_active: false });
    await call('PATCH', '/api/admin/rates/today-3y', { is_active: true });
    await call('PATCH', '/api/admin/rates/today-3y', { is_active: false });
    await call('PATCH', '/api/admin/rates/today-3y', { is_active: true });
    await manage('deactivate_old_rates');
    expect((await manage('activate_current_rates')).body).toMatchObject({ kept_off: 0 });
    expect(await active()).toEqual(['today-3y', 'today-5y']);
    // yesterday-5y was switched off by the pipeline; saving it while off does not make it a manual switch.
    await call('PATCH', '/api/admin/rates/yesterday-5y', { our_rate: 3.89, is_active: false });
    const row = await api.db.execute("SELECT manually_deactivated_at FROM mortgage_rates WHERE id = 'yesterday-5y'");
    expect(row.rows[0]!.manually_deactivated_at).toBeNull();
  });

  it('with every rate of today switched off by hand, the older rates stay on rather than leave the site empty', async () => {
    await call('PATCH', '/api/admin/rates/today-3y', { is_active: false });
    await call('PATCH', '/api/admin/rates/today-5y', { is_active: false });
    const answer = await manage('deactivate_old_rates');
    expect(answer.body).toMatchObject({ success: false, message: handoverMessages.rates.allKeptOff, kept_off: 2 });
    expect(await active()).toEqual(['yesterday-5y']);
  });
});
