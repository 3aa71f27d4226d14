import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymiseStaleLeads } from '../../../functions/jobs/anonymise-stale-leads';
import { messages } from '../../../src/lib/messages';
import { startTestApi, type TestApi } from '../../helpers/test-api';

/**
 * Newsletter double opt-in (ADR 39): the lead is stored as the product description (docs/product/lead-forms.md#newsletter-form) says, but no newsletter email goes out and no
 * consent counts until the visitor confirms from the emailed link (single-use, hashed, expiring); re-subscribing an
 * unsubscribed address needs confirming again; unconfirmed sign-ups never hold up the retention job.
 */
let now = new Date('2026-11-25T15:00:00Z');

describe('newsletter double opt-in', () => {
  let api: TestApi;

  const outbox = async (to: string) =>
    (await api.db.execute({ sql: 'SELECT subject, text_body FROM email_outbox WHERE to_address = ? ORDER BY created_at, rowid', args: [to] })).rows.map(
      (r) => ({
        subject: String(r.subject),
        text: String(r.text_body),
      }),
    );
  const subscribe = (email: string) => api.request('/api/leads/newsletter', { method: 'POST', json: { email, idempotency_key: crypto.randomUUID() } });
  const confirmLink = (text: string) => /(\/api\/leads\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
  const confirmedConsents = async (email: string) =>
    Number(
      (
        await api.db.execute({
          sql: 'SELECT count(*) AS n FROM consent_records WHERE email = ? AND confirmed_at IS NOT NULL AND withdrawn_at IS NULL',
          args: [email],
        })
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    api = await startTestApi({ deps: { now: () => now } });
  });
  afterAll(() => api.close());

  it('stores the lead as the spec says, but sends only a confirmation request and counts no consent', async () => {
    expect((await subscribe('dora@example.test')).status).toBe(201);
    const lead = (await api.db.execute("SELECT client_name, type, source, metadata FROM leads WHERE client_email = 'dora@example.test'")).rows[0]!;
    expect({ ...lead, metadata: JSON.parse(String(lead.metadata)) }).toEqual({
      client_name: 'dora',
      type: 'contact',
      source: 'newsletter',
      metadata: { subscribed_to: 'newsletter' },
    });
    const mail = await outbox('dora@example.test');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/^Confirm your subscription/);
    expect(mail[0]!.text).not.toMatch(/unsubscribe\?token=/);
    expect(confirmLink(mail[0]!.text)).not.toBeNull();
    expect(await confirmedConsents('dora@example.test')).toBe(0);
    // Only the token's SHA-256 is stored.
    const token = new URL(confirmLink(mail[0]!.text)!, 'http://x').searchParams.get('token')!;
    expect(await api.db.execute({ sql: 'SELECT 1 FROM consent_records WHERE confirm_token_hash = ?', args: [token] }).then((r) => r.rows.length)).toBe(0);
  });

  it('the link shows a button; only its POST confirms, once; a second confirmation is harmless', async () => {
    const link = confirmLink((await outbox('dora@example.test'))[0]!.text)!;
    const page = await api.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(messages.newsletter.confirmButton);
    expect(await confirmedConsents('dora@example.test')).toBe(0);

    const [first, second] = await Promise.all([api.request(link, { method: 'POST' }), api.request(link, { method: 'POST' })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await confirmedConsents('dora@example.test')).toBe(1);
    const mail = await outbox('dora@example.test');
    expect(mail.map((m) => m.subject.slice(0, 20))).toEqual(['Confirm your subscri', "You're subscribed to"]);
    expect(mail[1]!.text).toMatch(/unsubscribe\?token=/);
    expect((await api.request(link, { method: 'POST' })).status).toBe(200);
    expect(await outbox('dora@example.test')).toHaveLength(2);
  });

  it('an expired or unknown link confirms nothing', async () => {
    await subscribe('late@example.test');
    const link = confirmLink((await outbox('late@example.test'))[0]!.text)!;
    now = new Date(now.getTime() + 8 * 86_400_000);
    const expired = await api.request(link, { method: 'POST' });
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain(messages.newsletter.confirmExpired);
    expect(await confirmedConsents('late@example.test')).toBe(0);
    expect((await api.request(`/api/leads/newsletter/confirm?token=${'z'.repeat(43)}`, { method: 'POST' })).status).toBe(404);
  });

  it('re-subscribing an unsubscribed address needs a new confirmation', async () => {
    const welcome = (await outbox('dora@example.test'))[1]!.text;
    const token = /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(welcome)![1]!;
    expect((await api.request('/api/leads/unsubscribe', { method: 'POST', json: { token } })).status).toBe(200);
    expect(await confirmedConsents('dora@example.test')).toBe(0);

    expect((await subscribe('dora@example.test')).status).toBe(201);
    expect(await confirmedConsents('dora@example.test')).toBe(0);
    const mail = await outbox('dora@example.test');
    expect(mail).toHaveLength(3);
    expect(mail[2]!.subject).toMatch(/^Confirm your subscription/);
    // The old confirmation link does not bring the withdrawn consent back.
    expect((await api.request(confirmLink(mail[0]!.text)!, { method: 'POST' })).status).toBe(404);
    expect(await confirmedConsents('dora@example.test')).toBe(0);
    expect((await api.request(confirmLink(mail[2]!.text)!, { method: 'POST' })).status).toBe(200);
    expect(await confirmedConsents('dora@example.test')).toBe(1);
  });

  it('an unconfirmed sign-up does not keep a stale lead from the retention job', async () => {
    await api.db.execute(`INSERT INTO leads (id, client_name, client_email, source, created_at, updated_at)
      VALUES ('stale', 'Stale Person', 'stale@example.test', 'website', '2015-01-01T00:00:00.000Z', '2015-01-01T00:00:00.000Z')`);
    await subscribe('stale@example.test');
    const done = await anonymiseStaleLeads(api.deps);
    expect(done.leads).toBeGreaterThanOrEqual(1);
    expect((await api.db.execute("SELECT client_email FROM leads WHERE id = 'stale'")).rows[0]!.client_email).not.toBe('stale@example.test');
  });
});
