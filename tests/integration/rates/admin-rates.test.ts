import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCrudContract } from '../../helpers/crud-contract';
import { signInEveryRole, type StaffRoleName } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';

type Json = Record<string, any>;

describeCrudContract({
  path: '/api/admin/rates',
  table: 'mortgage_rates',
  writers: ['super_admin'],
  valid: { province: 'ON', term: '5 year', rate_type: 'fixed', mortgage_type: 'High-Ratio', posted_rate: '6.09', our_rate: '3.895' },
  invalid: {
    body: { province: 'ON', term: '5 year', rate_type: 'fixed', mortgage_type: 'High-Ratio', posted_rate: '6.09', our_rate: '' },
    field: 'our_rate',
    message: 'Our rate is required.',
  },
  update: { is_active: false },
  rebuildPrefix: 'rates: rate',
});

describe('/api/admin/rates: pipeline routes, filters and the debug view', () => {
  let api: TestApi;
  let cookies: Record<StaffRoleName, string>;
  beforeAll(async () => {
    api = await startTestApi();
    ({ cookies } = await signInEveryRole(api));
  });
  afterAll(() => api.close());
  const call = (method: string, path: string, cookie?: string, json?: unknown) => api.request(path, { method, json, headers: cookie ? { cookie } : {} });

  it('refuses visitors (401) and admins or agents (403) on every rates route', async () => {
    const routes: [string, string, unknown?][] = [
      ['POST', '/api/admin/rates/scrape'],
      ['POST', '/api/admin/rates/scrape?dry_run=1'],
      ['POST', '/api/admin/rates/manage', { action: 'activate_current_rates' }],
      ['GET', '/api/admin/rates/debug'],
      ['GET', '/api/admin/rates?province=ON'],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path} anonymous`).toBe(401);
      for (const role of ['admin', 'agent'] as const) expect((await call(method, path, cookies[role], body)).status, `${method} ${path} as ${role}`).toBe(403);
    }
    expect(await api.db.execute('SELECT COUNT(*) AS n FROM rate_scrapes').then((r) => Number(r.rows[0]!.n))).toBe(0);
  });

  it('marks a manual rate Manual, dates it now, and lists with filters', async () => {
    const admin = cookies.super_admin;
    const created = (await (
      await call('POST', '/api/admin/rates', admin, {
        province: 'Quebec',
        term: '3 year',
        rate_type: 'variable',
        mortgage_type: 'Conventional',
        posted_rate: 4.95,
        our_rate: 4.15,
      })
    ).json()) as Json;
    expect(created.item).toMatchObject({ province: 'Quebec', source_url: 'Manual', source: 'Manual', is_active: true, our_rate: 4.15 });
    expect(Math.abs(Date.parse(created.item.scraped_at) - Date.now())).toBeLessThan(60_000);
    await api.db.execute(
      `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, our_rate, source_url, is_active) VALUES ('s1', 'Ontario', '5 year', 'fixed', 'High-Ratio', 3.89, 'https://source.example/rates', 0)`,
    );

    const list = async (query: string) => {
      const body = (await (await call('GET', `/api/admin/rates${query}`, admin)).json()) as Json;
      if (!body.items) throw new Error(JSON.stringify(body));
      return body.items.map((r: Json) => r.id);
    };
    expect(await list('?province=QC')).toEqual([created.item.id]);
    expect(await list('?is_active=false')).toEqual(['s1']);
    expect(await list('?term=5%20year&rate_type=fixed')).toEqual(['s1']);
    const scraped = ((await (await call('GET', '/api/admin/rates?province=Ontario', admin)).json()) as Json).items[0];
    expect(scraped.source).toBe('Scraped');
    const bad = await call('GET', '/api/admin/rates?term=10%20year', admin);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).error.fields).toHaveProperty('term');
  });

  it('routes /scrape, /manage and /debug before /:id', async () => {
    const admin = cookies.super_admin;
    expect((await call('GET', '/api/admin/rates/debug', admin)).status).toBe(200);
    const scrape = (await (await call('POST', '/api/admin/rates/scrape', admin)).json()) as Json;
    expect(scrape).toMatchObject({ success: false, status: 'failed', message: 'Scraping failed', error: 'No rate source is configured (RATES_SOURCE_URL).' });
  });

  it('debug: today, counts, the only-today check, Ontario with dates, and the empty message', async () => {
    const admin = cookies.super_admin;
    await api.db.execute('DELETE FROM mortgage_rates');
    let debug = (await (await call('GET', '/api/admin/rates/debug', admin)).json()) as Json;
    expect(debug).toMatchObject({ empty: true, empty_message: 'No rates found in database.', ontario: [], refresh_time: '06:00' });
    expect(debug.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await api.db.execute(
      `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, our_rate, source_url, scraped_at) VALUES ('old', 'Ontario', '5 year', 'fixed', 'High-Ratio', 3.89, 'x', '2020-01-01T12:00:00.000Z')`,
    );
    await call('POST', '/api/admin/rates', admin, {
      province: 'ON',
      term: '1 year',
      rate_type: 'fixed',
      mortgage_type: 'Conventional',
      posted_rate: 6.09,
      our_rate: 4.89,
    });
    debug = (await (await call('GET', '/api/admin/rates/debug', admin)).json()) as Json;
    expect(debug.counts).toEqual({ total_today: 1, active: 2, active_today: 1, active_older: 1 });
    expect(debug).toMatchObject({ only_today_active: false, has_rates_today: true, stale: false, empty: false, empty_message: null });
    expect(debug.ontario.map((r: Json) => [r.date, r.is_today])).toEqual([
      [debug.today, true],
      ['2020-01-01', false],
    ]);

    await call('POST', '/api/admin/rates/manage', admin, { action: 'deactivate_old_rates' });
    debug = (await (await call('GET', '/api/admin/rates/debug', admin)).json()) as Json;
    expect(debug.only_today_active).toBe(true);
  });
});

describe('/api/admin/rates: one page of 50 at a time, with the total, a search and a sort', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = (await signInEveryRole(api)).cookies.super_admin;
    await api.db.execute('DELETE FROM mortgage_rates');
    // 120 rates: 60 in Manitoba, 60 in Yukon, our rates 2.00 % to 3.19 %.
    const statements = Array.from({ length: 120 }, (_, index) => ({
      sql: `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, our_rate, source_url, scraped_at) VALUES (?, ?, '5 year', 'fixed', 'Conventional', ?, 'Manual', ?)`,
      args: [
        `r${String(index).padStart(3, '0')}`,
        index < 60 ? 'Manitoba' : 'Yukon',
        2 + index / 100,
        `2026-01-01T00:${String(index % 60).padStart(2, '0')}:00.000Z`,
      ],
    }));
    await api.db.batch(statements, 'write');
  });
  afterAll(() => api.close());
  const page = async (query: string) => (await (await api.request(`/api/admin/rates${query}`, { headers: { cookie: admin } })).json()) as Json;

  it('answers a page of 50 with the total, and the last page with the rest', async () => {
    const first = await page('');
    expect(first).toMatchObject({ total: 120, page: 1, page_size: 50 });
    expect(first.items).toHaveLength(50);
    const last = await page('?page=3');
    expect(last).toMatchObject({ total: 120, page: 3 });
    expect(last.items).toHaveLength(20);
    const all = new Set([...first.items, ...(await page('?page=2')).items, ...last.items].map((row: Json) => row.id));
    expect(all.size).toBe(120);
    expect((await page('?page=9')).items).toEqual([]);
  });

  it('filters and searches before paging, and sorts by a column it reads', async () => {
    expect(await page('?province=Yukon')).toMatchObject({ total: 60 });
    expect(await page('?q=manit')).toMatchObject({ total: 60 });
    expect(await page('?q=100%25')).toMatchObject({ total: 0 });
    const cheapest = await page('?sort=our_rate&dir=asc');
    expect(cheapest.items[0].our_rate).toBe(2);
    const dearest = await page('?sort=our_rate&dir=desc&province=Manitoba');
    expect(dearest.items[0].our_rate).toBe(2.59);
    // A sort on something that is not a column falls back to the default order instead of failing.
    expect((await page('?sort=nope')).items).toHaveLength(50);
  });
});
