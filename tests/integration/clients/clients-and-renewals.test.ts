import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMortgageBody, inDays } from '../../helpers/client-mortgage';
import { remindRenewals } from '../../../functions/jobs/renewal-reminders';
import { calculatePayment } from '../../../src/lib/calc/payment';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller, countRows, type Json, type SignedIn, signIn } from '../agents/support';

/** Clients, the renewal radar and renewal emails (ADR 29) through the API on a real database, at a fixed day. */
const NOW = new Date('2026-11-25T15:00:00Z'); // 10:00 in Toronto, 2026-11-25

const client = (overrides: Record<string, unknown> = {}) =>
  clientMortgageBody({ province: 'Ontario', amortization_years: '20', maturity_date: inDays(100), payment_frequency: 'monthly', ...overrides });

describe('clients and the renewal radar', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let owner: SignedIn;
  let agentA: SignedIn;
  let agentB: SignedIn;
  let ritaId: string;

  beforeAll(async () => {
    api = await startTestApi({ deps: { now: () => NOW } });
    call = caller(api);
    owner = await signIn(api, 'super_admin', 'Olive Owner');
    agentA = await signIn(api, 'agent', 'Ann Agent');
    agentB = await signIn(api, 'agent', 'Ben Agent');
    const rates: [string, string, string, number][] = [
      ['5 year', 'fixed', 'Conventional', 3.99],
      ['5 year', 'fixed', 'High-Ratio', 3.79],
      ['5 year', 'fixed', 'Refinance', 3.49],
      ['3 year', 'fixed', 'Conventional', 4.19],
      ['5 year', 'variable', 'Conventional', 4.45],
    ];
    for (const [term, type, kind, rate] of rates) {
      await api.db.execute({
        sql: `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, posted_rate, our_rate, source_url, scraped_at, is_active)
              VALUES (?, 'Ontario', ?, ?, ?, NULL, ?, 'test', '2026-11-25T11:00:00.000Z', 1)`,
        args: [`${term}-${type}-${kind}`, term, type, kind, rate],
      });
    }
  });
  afterAll(() => api.close());

  it('the super admin adds a client for an agent; the form refuses bad values with a message per field and saves nothing', async () => {
    const bad = await call('POST', '/api/admin/clients', owner.cookie, client({ rate: 'abc', maturity_date: '2026-02-30', casl_basis: 'maybe' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ rate: 'Rate must be a number.', maturity_date: 'Maturity date must be a date (YYYY-MM-DD).' });
    expect(bad.body.error.fields.casl_basis).toMatch(/express consent or implied/);
    expect(await countRows(api, 'client_mortgages')).toBe(0);

    const made = await call('POST', '/api/admin/clients', owner.cookie, client({ agent_id: agentA.agentId }));
    expect(made.status).toBe(201);
    expect(made.body.item).toMatchObject({ client_name: 'Rita Renewer', balance: 400000, rate: 5.29, agent_id: agentA.agentId, agent_name: 'Ann Agent' });
    ritaId = made.body.item.id;

    const unknownAgent = await call('POST', '/api/admin/clients', owner.cookie, client({ agent_id: 'no-such-agent' }));
    expect(unknownAgent.status).toBe(400);
  });

  it('prices a mortgage maturing in 100 days in the 120-day group against the conventional rate of its term', async () => {
    const radar = (await call('GET', '/api/admin/renewals', owner.cookie)).body;
    expect(radar.today).toBe('2026-11-25');
    const groups = Object.fromEntries(radar.groups.map((g: Json) => [g.window, g.items]));
    expect(groups[90]).toHaveLength(0);
    expect(groups[120]).toHaveLength(1);
    const item = groups[120][0];
    expect(item).toMatchObject({ days: 100, window: 120, casl: { valid: true, reason: 'implied', until: '2027-05-31' } });

    const at = (rate: number) => {
      const result = calculatePayment({ amount: 400000, annualRate: rate, amortizationYears: 20, compounding: 'semi-annual', frequency: 'monthly' });
      if (!result.ok) throw new Error('payment');
      return { payment: result.payment, interest: result.schedule.rows.slice(0, 60).reduce((sum, row) => sum + row.interest, 0) };
    };
    expect(item.quote).toMatchObject({ todayRate: 3.99, todayTermYears: 5, currentPayment: at(5.29).payment, renewalPayment: at(3.99).payment });
    expect(item.quote.interestSavingOverTerm).toBeCloseTo(at(5.29).interest - at(3.99).interest, 2);
    expect(item.quote.interestSavingOverTerm).toBeGreaterThan(20_000);
  });

  it('an agent sees, changes and emails only their own clients; an id never widens that', async () => {
    const own = await call('GET', '/api/agent/clients', agentA.cookie);
    expect(own.body.items.map((i: Json) => i.id)).toEqual([ritaId]);
    expect((await call('GET', '/api/agent/clients', agentB.cookie)).body.items).toEqual([]);
    expect((await call('GET', '/api/agent/renewals', agentB.cookie)).body.total).toBe(0);
    expect((await call('GET', `/api/agent/clients/${ritaId}`, agentB.cookie)).status).toBe(404);
    expect((await call('PATCH', `/api/agent/clients/${ritaId}`, agentB.cookie, { rate: '1.00' })).status).toBe(404);
    expect((await call('DELETE', `/api/agent/clients/${ritaId}`, agentB.cookie)).status).toBe(404);
    expect((await call('POST', `/api/agent/renewals/${ritaId}/email`, agentB.cookie)).status).toBe(404);
    expect((await call('GET', `/api/agent/clients/${ritaId}`, agentA.cookie)).body.item.rate).toBe(5.29);

    // An agent's new client is theirs whatever agent_id the body names.
    const mine = await call(
      'POST',
      '/api/agent/clients',
      agentB.cookie,
      client({ client_name: 'Bea Borrower', client_email: 'bea@example.test', agent_id: agentA.agentId, maturity_date: inDays(200) }),
    );
    expect(mine.status).toBe(201);
    expect(mine.body.item.agent_id).toBe(agentB.agentId);
    const moved = await call('PATCH', `/api/agent/clients/${mine.body.item.id}`, agentB.cookie, { agent_id: agentA.agentId });
    expect(moved.body.item.agent_id).toBe(agentB.agentId);

    // Nor may it name another agent's lead.
    await api.db.execute({
      sql: `INSERT INTO leads (id, client_name, client_email, source, agent_id) VALUES ('lead-a', 'Rita', 'rita@example.test', 'Website', ?)`,
      args: [agentA.agentId!],
    });
    expect((await call('POST', '/api/agent/clients', agentB.cookie, client({ lead_id: 'lead-a' }))).status).toBe(400);
    expect(
      (await call('POST', '/api/agent/clients', agentA.cookie, client({ client_name: 'Rita Two', lead_id: 'lead-a', maturity_date: inDays(300) }))).status,
    ).toBe(201);

    expect((await call('GET', '/api/admin/clients', agentA.cookie)).status).toBe(403);
    expect((await call('GET', '/api/admin/renewals')).status).toBe(401);
  });

  it('sends a renewal email through the outbox on a valid CASL basis only, records it, and its link withdraws consent', async () => {
    const expired = await call(
      'POST',
      '/api/admin/clients',
      owner.cookie,
      client({ client_name: 'Old Contract', client_email: 'old@example.test', casl_date: '2023-01-15', maturity_date: inDays(20) }),
    );
    const refused = await call('POST', `/api/admin/renewals/${expired.body.item.id}/email`, owner.cookie, { confirm: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/CASL consent is not valid/);
    expect(await countRows(api, 'email_outbox', 'to_address = ?', ['old@example.test'])).toBe(0);

    const far = (await call('GET', '/api/agent/clients', agentB.cookie)).body.items[0];
    expect((await call('POST', `/api/agent/renewals/${far.id}/email`, agentB.cookie, { confirm: true })).status).toBe(409);

    const sent = await call('POST', `/api/agent/renewals/${ritaId}/email`, agentA.cookie, { confirm: true });
    expect(sent.status).toBe(200);
    expect(sent.body.delivery).toBe('logged');
    const mail = (await api.db.execute({ sql: 'SELECT subject, text_body FROM email_outbox WHERE to_address = ?', args: ['rita@example.test'] })).rows[0]!;
    expect(mail.subject).toBe('Your mortgage renews on March 5, 2027');
    expect(String(mail.text_body)).toContain('Today our best 5-year fixed rate in Ontario is 3.99%');
    expect(String(mail.text_body)).toContain('Ann Agent');
    // Each send is evidence twice over: the renewal email log and the audit log (ADR 26).
    expect(await countRows(api, 'audit_log', "path LIKE '%renewals/%/email' AND actor_id = ?", [agentA.userId])).toBe(1);
    const logged = (await api.db.execute({ sql: 'SELECT window_days, casl_basis, sent_by FROM renewal_emails WHERE mortgage_id = ?', args: [ritaId] }))
      .rows[0]!;
    expect(logged).toMatchObject({ window_days: 120, casl_basis: 'implied', sent_by: agentA.userId });
    const radar = (await call('GET', '/api/agent/renewals', agentA.cookie)).body;
    expect(radar.groups.find((g: Json) => g.window === 120).items[0].last_email_at).toBeTruthy();

    const token = /token=([A-Za-z0-9_-]+)/.exec(String(mail.text_body))![1]!;
    expect((await call('POST', '/api/leads/unsubscribe', undefined, { token })).status).toBe(200);
    const again = await call('POST', `/api/agent/renewals/${ritaId}/email`, agentA.cookie, { confirm: true });
    expect(again.status).toBe(409);
    expect((await call('GET', `/api/agent/clients/${ritaId}`, agentA.cookie)).body.item.casl_withdrawn_at).toBe('2026-11-25');
  });

  it('imports a CSV: the preview names each bad line and saves nothing; the commit saves the valid rows', async () => {
    const csv = [
      'Client Name,Client Email,Lender,Balance,Rate,Rate Type,Term Years,Maturity Date,CASL Basis,CASL Date,Payment Frequency',
      'Cara Csv,cara@example.test,First Lender,"310,000.00",4.89,Fixed,5,2027-01-10,Express,2026-01-10,',
      'Dan Broken,dan@example.test,First Lender,250000,abc,fixed,5,2027-13-01,implied,2025-01-01,monthly',
      '"Eve, Quoted",eve@example.test,Second Lender,180000,5.1,variable,3,2027-04-01,implied,2026-02-01,bi-weekly',
    ].join('\r\n');
    const preview = await call('POST', '/api/agent/clients/import', agentB.cookie, { csv });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ valid: 2, invalid: 1, imported: 0 });
    expect(preview.body.rows[1]).toEqual({
      line: 3,
      client_name: 'Dan Broken',
      errors: ['Rate must be a number.', 'Maturity date must be a date (YYYY-MM-DD).'],
      warnings: [],
      duplicate: null,
    });
    const before = await countRows(api, 'client_mortgages');

    const committed = await call('POST', '/api/agent/clients/import', agentB.cookie, { csv, commit: true });
    expect(committed.status).toBe(201);
    expect(committed.body.imported).toBe(2);
    expect(await countRows(api, 'client_mortgages')).toBe(before + 2);
    const eve = (await api.db.execute(`SELECT agent_id, payment_frequency, rate_type FROM client_mortgages WHERE client_email = 'eve@example.test'`)).rows[0]!;
    expect(eve).toMatchObject({ agent_id: agentB.agentId, payment_frequency: 'bi-weekly', rate_type: 'variable' });

    const noHeader = await call('POST', '/api/agent/clients/import', agentB.cookie, { csv: 'name,email\nA,a@example.test' });
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.error.message).toMatch(/The CSV has no column for: client_name, client_email/);
  });

  it('reminds each agent once per window a client enters, until dismissed', async () => {
    expect((await remindRenewals(api.deps)).reminders).toBeGreaterThan(0);
    expect((await remindRenewals(api.deps)).reminders).toBe(0);
    const reminders = (await call('GET', '/api/agent/renewals/reminders', agentB.cookie)).body.items;
    // Cara matures in 46 days (the 90-day window), Eve in 127 (the 180-day one); Bea, in 200 days, is not due yet.
    expect(reminders.map((r: Json) => [r.client_name, r.window_days])).toEqual([
      ['Cara Csv', 90],
      ['Eve, Quoted', 180],
    ]);
    expect((await call('POST', '/api/agent/renewals/reminders/dismiss', agentB.cookie)).body.dismissed).toBe(2);
    expect((await call('GET', '/api/agent/renewals/reminders', agentB.cookie)).body.items).toEqual([]);
    // Another agent's reminders are untouched.
    expect((await call('GET', '/api/agent/renewals/reminders', agentA.cookie)).body.items.length).toBe(1);
  });
});
