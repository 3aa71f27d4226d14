import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../../helpers/two-factor';
import { createUser } from '../../../functions/auth/create-user';
import { refreshRates } from '../../../functions/rates/refresh-rates';
import { sendRateAlerts } from '../../../functions/rate-alerts/send-rate-alerts';
import { messages } from '../../../src/lib/messages';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { fixture, ROBOTS_ALLOW_ALL, startRateSource } from '../rates/rate-source-peer';

type Row = Record<string, unknown>;

/**
 * A rate alert from sign-up to unsubscribe over HTTP, with the rates refreshed from a local rate source under a fake
 * clock: 2026-03-10 06:00 in Toronto (a Tuesday, ISO week 11). The fixture's best Ontario 5-year fixed is 3.89 %.
 */
describe('rate alerts end to end', () => {
  let source: Awaited<ReturnType<typeof startRateSource>>;
  let api: TestApi;
  let clock = new Date('2026-03-10T10:00:00Z');

  beforeAll(async () => {
    source = await startRateSource({
      '/robots.txt': () => ({ body: ROBOTS_ALLOW_ALL, type: 'text/plain' }),
      '/rates': () => ({ body: fixture('rate-page.html') }),
    });
    api = await startTestApi({ env: { RATES_SOURCE_URL: `${source.url}/rates`, LEAD_FORM_LIMIT_PER_IP: '1000' }, deps: { now: () => clock } });
    // Yesterday's best Ontario 5-year fixed: 4.19 %.
    await api.db.execute(`INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, our_rate, scraped_at, is_active)
      VALUES ('y1', 'Ontario', '5 year', 'fixed', 'Conventional', 4.19, '2026-03-09T10:00:00.000Z', 1)`);
  });
  afterAll(async () => {
    await api.close();
    await source.close();
  });

  const rows = async (sql: string, args: (string | number)[] = []) => (await api.db.execute({ sql, args })).rows.map((r) => ({ ...r }) as Row);
  const lastEmailTo = async (to: string) =>
    (await rows('SELECT * FROM email_outbox WHERE lower(to_address) = ? ORDER BY created_at DESC, rowid DESC LIMIT 1', [to]))[0]!;
  /** The sign-up as a browser without JavaScript posts it, from /rates. */
  const postForm = (body: string) =>
    api.request('/api/rate-alerts', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${api.baseUrl}/rates` },
      body,
    });
  const alertOf = async (email: string) => (await rows('SELECT * FROM rate_alerts WHERE email = ?', [email]))[0]!;
  const create = (body: Record<string, unknown>) =>
    api.request('/api/rate-alerts', { method: 'POST', json: { province: 'Ontario', product: '5-fixed', consent: true, ...body } });
  const linkIn = (text: unknown, path: string) => new RegExp(`(http[^\\s]*${path}\\?token=[A-Za-z0-9_-]+)`).exec(String(text))![1]!;
  /** A link from an email (on SITE_URL) opened on this test's API. */
  const local = (link: string) => `${api.baseUrl}${new URL(link).pathname}${new URL(link).search}`;

  async function confirm(email: string) {
    const link = linkIn((await lastEmailTo(email)).text_body, '/api/rate-alerts/confirm');
    const page = await fetch(local(link));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(messages.rateAlerts.confirmButton);
    // Opening the link (as a mail scanner would) confirms nothing: the button does.
    expect((await alertOf(email)).status).toBe('pending');
    const { pathname, search } = new URL(link);
    const done = await api.request(`${pathname}${search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(messages.rateAlerts.confirmed);
  }

  it('creates a pending alert with its CASL consent and emails a confirmation link through the outbox', async () => {
    const res = await create({ email: 'Ana@Example.test', alert_on: 'threshold', threshold: '3.99' });
    expect(res.status).toBe(201);
    const alert = await alertOf('ana@example.test');
    expect(alert).toMatchObject({ province: 'Ontario', term_years: 5, rate_type: 'fixed', threshold: 3.99, status: 'pending' });
    const [consent] = await rows('SELECT * FROM consent_records WHERE id = ?', [String(alert.consent_id)]);
    expect(consent).toMatchObject({ form: 'rate_alert', email: 'ana@example.test', wording: messages.rateAlerts.consentLabel, withdrawn_at: null });
    const email = await lastEmailTo('ana@example.test');
    expect(email.status).toBe('logged');
    expect(String(email.text_body)).toContain('/api/rate-alerts/confirm?token=');
    expect(JSON.parse(String(email.headers_json))).toEqual({
      'List-Unsubscribe': `<${linkIn(email.text_body, '/api/rate-alerts/unsubscribe')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('the same alert sent twice (one after the other, or both at once) is one alert and one email; other criteria are another (ADR 42)', async () => {
    const count = async (sql: string, email: string) => Number((await rows(sql, [email]))[0]!.n);
    const alerts = (email: string) => count("SELECT count(*) AS n FROM rate_alerts WHERE email = ? AND status IN ('pending', 'active')", email);
    const emails = (email: string) => count('SELECT count(*) AS n FROM email_outbox WHERE lower(to_address) = ?', email);
    const consents = (email: string) => count("SELECT count(*) AS n FROM consent_records WHERE email = ? AND form = 'rate_alert'", email);

    expect((await create({ email: 'Twice@Example.test', alert_on: 'threshold', threshold: '3.5' })).status).toBe(201);
    expect((await create({ email: 'twice@example.test', alert_on: 'threshold', threshold: '3,50' })).status).toBe(201);
    expect(await alerts('twice@example.test')).toBe(1);
    expect(await emails('twice@example.test')).toBe(1);
    expect(await consents('twice@example.test')).toBe(1);

    const both = await Promise.all([1, 2].map(() => create({ email: 'both@example.test', alert_on: 'any_drop' })));
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(await alerts('both@example.test')).toBe(1);
    expect(await emails('both@example.test')).toBe(1);

    // Another threshold is another alert.
    await create({ email: 'twice@example.test', alert_on: 'threshold', threshold: '3.25' });
    expect(await alerts('twice@example.test')).toBe(2);
    expect(await emails('twice@example.test')).toBe(2);
  });

  it('refuses a sign-up without consent or without a usable threshold, and answers a plain form post with a 303', async () => {
    const noConsent = await create({ email: 'x@example.test', alert_on: 'any_drop', consent: false });
    expect(noConsent.status).toBe(400);
    expect((await noConsent.json()).error.message).toBe(messages.rateAlerts.consentRequired);
    const badThreshold = await create({ email: 'x@example.test', alert_on: 'threshold', threshold: 'soon' });
    expect((await badThreshold.json()).error.fields.threshold).toBe(messages.rateAlerts.thresholdInvalid);
    const form = await postForm('email=bo%40example.test&province=Ontario&product=5-fixed&alert_on=any_drop&threshold=&consent=on');
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/rates?sent=rate-alert#rate-alert-result-sent');
    // "Any drop" starts from today's best rate for the product: yesterday's 4.19 is still the active one.
    expect((await alertOf('bo@example.test')).baseline_rate).toBe(4.19);
  });

  it('without JavaScript, an empty "at or below" rate comes back as the form with what was typed and the reason (ADR 48)', async () => {
    const stored = async () => (await api.db.execute({ sql: 'SELECT count(*) AS n FROM rate_alerts WHERE email = ?', args: ['cleo@example.test'] })).rows[0]!.n;
    expect(await stored()).toBe(0);
    const form = await postForm('email=cleo%40example.test&province=Quebec&product=3-variable&alert_on=threshold&threshold=&consent=on&website=');
    expect(form.status).toBe(400);
    const html = await form.text();
    expect(html).toContain(messages.leads.formInvalid);
    expect(html).toContain(`<p class="error" id="e-threshold">${messages.rateAlerts.thresholdInvalid}</p>`);
    expect(html).toContain('value="cleo@example.test"');
    expect(html).toContain('<option selected>Quebec</option>');
    expect(html).toContain('<option value="3-variable" selected>');
    expect(html).toMatch(/id="rate-alert-on-threshold"[^>]*checked/);
    expect(html).toMatch(/id="rate-alert-consent"[^>]*checked/);
    expect(await stored()).toBe(0);
  });

  it('without JavaScript, a form sent back for another answer shows the threshold range as a hint tied to the field', async () => {
    const form = await postForm('email=not-an-email&province=Ontario&product=5-fixed&alert_on=threshold&threshold=3.5&consent=on&website=');
    expect(form.status).toBe(400);
    const html = await form.text();
    // Visible under the field and read with it, not only in an aria-label.
    expect(html).toMatch(/<input id="rate-alert-threshold"[^>]* aria-label="The rate is at or below"[^>]* aria-describedby="h-threshold">/);
    expect(html).toContain(`<p class="hint" id="h-threshold">${messages.rateAlerts.thresholdInvalid}</p>`);
  });

  it('confirms from the email link; a refresh with new rates queues one email per met alert, once a week', async () => {
    await confirm('ana@example.test');
    await confirm('bo@example.test');
    expect(await sendRateAlerts(api.deps)).toMatchObject({ week: '2026-W11', due: 0 }); // 4.19 meets neither yet

    expect((await refreshRates(api.deps, { trigger: 'schedule' })).action).toBe('refreshed');
    const sent = await rows("SELECT * FROM email_outbox WHERE subject LIKE 'Rate alert:%' ORDER BY to_address");
    expect(sent.map((e) => e.to_address)).toEqual(['ana@example.test', 'bo@example.test']);
    const text = String(sent[0]!.text_body);
    expect(sent[0]!.subject).toBe('Rate alert: 5-year fixed at 3.89% in Ontario');
    expect(text).toContain('is 3.89% (rates of 2026-03-10)');
    const calculator = new URL(/(http\S*\/mortgage-calculator\?\S+)/.exec(text)![1]!);
    expect(Object.fromEntries(calculator.searchParams)).toMatchObject({ province: 'ON', custom: '1', rate: '3.89', termYears: '5' });
    expect(JSON.parse(String(sent[0]!.headers_json))['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await alertOf('bo@example.test')).baseline_rate).toBe(3.89); // the next "drop" is from the rate just sent

    expect(await sendRateAlerts(api.deps)).toMatchObject({ due: 0, queued: 0 });
    clock = new Date('2026-03-15T10:00:00Z'); // Sunday: still week 11
    expect(await sendRateAlerts(api.deps)).toMatchObject({ week: '2026-W11', queued: 0 });
    clock = new Date('2026-03-16T10:00:00Z'); // Monday, week 12: the threshold is still met, the rate did not drop again
    expect(await sendRateAlerts(api.deps)).toMatchObject({ week: '2026-W12', queued: 1 });
    expect(await rows('SELECT week_key FROM rate_alert_sends ORDER BY week_key')).toEqual([
      { week_key: '2026-W11' },
      { week_key: '2026-W11' },
      { week_key: '2026-W12' },
    ]);
  });

  it('unsubscribes at once with an RFC 8058 one-click POST from the mail provider (no Origin, no session)', async () => {
    const email = await lastEmailTo('ana@example.test');
    const url = local(JSON.parse(String(email.headers_json))['List-Unsubscribe'].slice(1, -1));
    expect((await fetch(url)).status).toBe(200); // a person opening it sees a page with a button
    expect((await alertOf('ana@example.test')).status).toBe('active');
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(messages.rateAlerts.unsubscribed);
    const alert = await alertOf('ana@example.test');
    expect(alert.status).toBe('unsubscribed');
    expect((await rows('SELECT withdrawn_at FROM consent_records WHERE id = ?', [String(alert.consent_id)]))[0]!.withdrawn_at).toBeTruthy();
    clock = new Date('2026-03-23T10:00:00Z');
    expect(await sendRateAlerts(api.deps)).toMatchObject({ week: '2026-W13', queued: 0 });
    expect((await fetch(url.replace(/token=[^&]+/, 'token=unknown-token-unknown-token'), { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(
      404,
    );
  });

  it('exempts only the one-click path from the CSRF guard: a cross-site sign-up or confirm is refused', async () => {
    const foreign = { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' };
    const signUp = await fetch(`${api.baseUrl}/api/rate-alerts`, {
      method: 'POST',
      headers: foreign,
      body: 'email=c%40example.test&province=Ontario&product=5-fixed&alert_on=any_drop&consent=on',
    });
    expect(signUp.status).toBe(403);
    expect((await fetch(`${api.baseUrl}/api/rate-alerts/confirm?token=${'a'.repeat(43)}`, { method: 'POST', headers: foreign, body: '' })).status).toBe(403);
  });

  it('a crash half-way through a run and a re-run email each alert once', async () => {
    clock = new Date('2026-03-30T10:00:00Z');
    await api.db.execute(`INSERT INTO rate_alerts (id, email, province, term_years, rate_type, threshold, status, confirm_token_hash, unsubscribe_token_hash)
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
      SELECT 'bulk-' || i, 'bulk' || i || '@example.test', 'Ontario', 5, 'variable', 4.00, 'active', 'c-' || i, 'u-' || i FROM n`);
    const crash = sendRateAlerts(api.deps, {
      batchSize: 100,
      afterBatch: (queued) => {
        if (queued >= 300) throw new Error('host died');
      },
    });
    await expect(crash).rejects.toThrow('host died');
    const sends = async () => Number((await rows("SELECT COUNT(*) AS n FROM rate_alert_sends WHERE alert_id LIKE 'bulk-%'"))[0]!.n);
    expect(await sends()).toBe(300);
    expect(await sendRateAlerts(api.deps)).toMatchObject({ due: 700, queued: 700 });
    expect(await sends()).toBe(1000);
    const perAddress = await rows("SELECT to_address, COUNT(*) AS n FROM email_outbox WHERE to_address LIKE 'bulk%' GROUP BY to_address HAVING n != 1");
    expect(perAddress).toEqual([]);
    expect(Number((await rows("SELECT COUNT(*) AS n FROM email_outbox WHERE to_address LIKE 'bulk%'"))[0]!.n)).toBe(1000);
  });

  it('shows staff the active alerts and the alert emails of the last 30 days in Analytics (super admin only)', async () => {
    await createUser(api.db, { email: 'super@example.test', password: 'super-password', role: 'super_admin', name: 'Sam Super' });
    const cookie = await signInOverHttp(api, 'super@example.test', 'super-password');
    const res = await api.request('/api/admin/analytics?period=7d', { headers: { cookie } });
    expect(res.status).toBe(200);
    // bo + 1,000 bulk alerts are active (ana unsubscribed); 2 + 1 + 1,000 emails since 2026-02-28.
    expect((await res.json()).rate_alerts).toEqual({ active: 1001, sends: 1003 });
  });
});
