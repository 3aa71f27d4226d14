import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientMortgage, clientMortgageBody, inDays, insertFiveYearRate } from '../../helpers/client-mortgage';
import { sendRateAlerts } from '../../../functions/rate-alerts/send-rate-alerts';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller, countRows, type SignedIn, signIn } from '../agents/support';

/**
 * One suppression list for commercial email (ADR 39): an unsubscribe anywhere (newsletter, rate alert, renewal
 * email) or a client's recorded withdrawal stops renewal emails and rate alerts to the address, and no staff role can
 * clear it through the API.
 */
const NOW = new Date('2026-11-25T15:00:00Z');

const client = (overrides: Record<string, unknown> = {}) => clientMortgageBody({ maturity_date: inDays(100), ...overrides });

describe('one suppression list for commercial email', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let owner: SignedIn;
  let agent: SignedIn;

  const lastEmail = async (to: string) =>
    String(
      (await api.db.execute({ sql: 'SELECT text_body FROM email_outbox WHERE to_address = ? ORDER BY created_at DESC, rowid DESC LIMIT 1', args: [to] }))
        .rows[0]?.text_body ?? '',
    );
  const sendRenewal = (id: string, cookie = agent.cookie) => call('POST', `/api/agent/renewals/${id}/email`, cookie, { confirm: true });
  const addClient = (overrides: Record<string, unknown>) => addClientMortgage(call, agent.cookie, client(overrides));

  /** Subscribes to the newsletter and confirms from the email; answers the welcome email's unsubscribe token. */
  async function subscribeNewsletter(email: string) {
    await api.request('/api/leads/newsletter', { method: 'POST', json: { email, idempotency_key: crypto.randomUUID() } });
    const confirm = /(\/api\/leads\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(await lastEmail(email))![1]!;
    expect((await api.request(confirm, { method: 'POST' })).status).toBe(200);
    return /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(await lastEmail(email))![1]!;
  }

  beforeAll(async () => {
    api = await startTestApi({ deps: { now: () => NOW } });
    call = caller(api);
    owner = await signIn(api, 'super_admin', 'Olive Owner');
    agent = await signIn(api, 'agent', 'Ann Agent');
    await insertFiveYearRate(api.db);
  });
  afterAll(() => api.close());

  it('a newsletter unsubscribe stops renewal emails to the address, and no PATCH clears the withdrawal', async () => {
    const id = await addClient({ client_email: 'Nora@Example.test', client_name: 'Nora News' });
    const token = await subscribeNewsletter('nora@example.test');
    expect((await call('POST', '/api/leads/unsubscribe', undefined, { token })).status).toBe(200);

    const refused = await sendRenewal(id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('casl_invalid');
    expect(await countRows(api, 'email_outbox', "lower(to_address) = 'nora@example.test' AND subject LIKE 'Your mortgage renews%'")).toBe(0);
    const withdrawn = (await call('GET', `/api/agent/clients/${id}`, agent.cookie)).body.item.casl_withdrawn_at;
    expect(withdrawn).toBe('2026-11-25');

    // Neither the agent nor the super admin can clear the withdrawal, nor move its date.
    for (const [path, cookie] of [
      [`/api/agent/clients/${id}`, agent.cookie],
      [`/api/admin/clients/${id}`, owner.cookie],
    ] as const) {
      for (const value of [null, '', '2027-01-01']) {
        const patched = await call('PATCH', path, cookie, { casl_withdrawn_at: value });
        expect(patched.status).toBe(409);
        expect(patched.body.error.message).toMatch(/withdrew consent/);
      }
    }
    expect((await call('GET', `/api/agent/clients/${id}`, agent.cookie)).body.item.casl_withdrawn_at).toBe(withdrawn);

    // A new record for the same address (another letter case) does not get around the list either.
    const again = await addClient({ client_email: 'NORA@example.test', client_name: 'Nora Again' });
    expect((await sendRenewal(again)).status).toBe(409);
    expect(await countRows(api, 'email_outbox', "lower(to_address) = 'nora@example.test' AND subject LIKE 'Your mortgage renews%'")).toBe(0);
  });

  it("a client's recorded withdrawal suppresses the address even if the record is deleted", async () => {
    const id = await addClient({ client_email: 'wanda@example.test', client_name: 'Wanda Withdrawn' });
    expect((await call('PATCH', `/api/agent/clients/${id}`, agent.cookie, { casl_withdrawn_at: '2026-11-20' })).status).toBe(200);
    expect((await call('DELETE', `/api/agent/clients/${id}`, agent.cookie)).status).toBe(200);
    const fresh = await addClient({ client_email: 'wanda@example.test', client_name: 'Wanda Fresh' });
    const radar = (await call('GET', '/api/agent/renewals', agent.cookie)).body;
    const item = radar.groups
      .flatMap((g: { items: { mortgage: { id: string } }[] }) => g.items)
      .find((i: { mortgage: { id: string } }) => i.mortgage.id === fresh);
    expect(item.casl).toMatchObject({ valid: false, reason: 'withdrawn' });
    expect((await sendRenewal(fresh)).status).toBe(409);
  });

  it('a renewal email unsubscribe stops rate alerts; a rate alert unsubscribe stops renewal emails', async () => {
    // Renewal email → its link → the same address's active rate alert gets nothing.
    const id = await addClient({ client_email: 'ray@example.test', client_name: 'Ray Rates' });
    await api.db.execute(`INSERT INTO rate_alerts (id, email, province, term_years, rate_type, threshold, status, confirm_token_hash, unsubscribe_token_hash)
      VALUES ('a-ray', 'ray@example.test', 'Ontario', 5, 'fixed', 4.5, 'active', 'c-ray', 'u-ray')`);
    expect((await sendRenewal(id)).status).toBe(200);
    const token = /token=([A-Za-z0-9_-]+)/.exec(await lastEmail('ray@example.test'))![1]!;
    expect((await call('POST', '/api/leads/unsubscribe', undefined, { token })).status).toBe(200);
    await sendRateAlerts(api.deps);
    expect(await countRows(api, 'rate_alert_sends', "alert_id = 'a-ray'")).toBe(0);

    // A rate alert's one-click unsubscribe → no renewal email to that address.
    const alertToken = 'k'.repeat(43);
    const { hashUnsubscribeToken } = await import('../../../functions/leads/consent');
    await api.db.execute({
      sql: `INSERT INTO rate_alerts (id, email, province, term_years, rate_type, threshold, status, confirm_token_hash, unsubscribe_token_hash)
            VALUES ('a-una', 'una@example.test', 'Ontario', 5, 'fixed', 3.5, 'active', 'c-una', ?)`,
      args: [hashUnsubscribeToken(alertToken)],
    });
    const una = await addClient({ client_email: 'una@example.test', client_name: 'Una Alert' });
    const oneClick = await api.request(`/api/rate-alerts/unsubscribe?token=${alertToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await sendRenewal(una)).status).toBe(409);
    expect(await countRows(api, 'email_outbox', "to_address = 'una@example.test'")).toBe(0);
  });

  it('an erasure leaves its tombstone on the list: a client re-added with the address gets no renewal email', async () => {
    expect((await call('POST', '/api/admin/privacy/erase', owner.cookie, { email: 'erin@example.test', confirm: 'erin@example.test' })).status).toBe(200);
    const erin = await addClient({ client_email: 'erin@example.test', client_name: 'Erin Erased' });
    expect((await sendRenewal(erin)).status).toBe(409);
    expect(await countRows(api, 'email_outbox', "to_address = 'erin@example.test'")).toBe(0);
  });

  it('keeps no address in the list, only its SHA-256', async () => {
    const rows = (await api.db.execute('SELECT email_hash FROM email_suppressions')).rows.map((r) => String(r.email_hash));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const hash of rows) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
