import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasedEmail } from '../../../db/queries/personal-data';
import { anonymiseStaleLeads } from '../../../functions/jobs/anonymise-stale-leads';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller, type Json, type SignedIn, signIn } from '../agents/support';
import { NOTHING_HELD } from './support';

/** Access and erasure requests, and the retention job (ADR 27), through the API on a real database. */
describe('privacy requests', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let owner: SignedIn;
  const person = 'Pia.Private@example.test';
  const other = 'someone.else@example.test';

  const contact = (email: string, first: string) =>
    api.request('/api/leads/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        firstName: first,
        lastName: 'Tester',
        email,
        phone: '416-555-0111',
        phoneType: 'Work',
        postalCode: 'M4C 1B5',
        message: `Call me, ${first}.`,
        consent: 'on',
        agent_id: '',
        website: '',
      }).toString(),
      redirect: 'manual',
    });
  const exportOf = async (email: string) => {
    const response = await api.request(`/api/admin/privacy/export.json?email=${encodeURIComponent(email)}`, { headers: { cookie: owner.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="personal-data-/);
    return (await response.json()) as Json;
  };

  beforeAll(async () => {
    api = await startTestApi({ env: { LEAD_FORM_LIMIT_PER_IP: '1000' } });
    call = caller(api);
    owner = await signIn(api, 'super_admin', 'Olive Owner');
    expect((await contact(person, 'Pia')).status).toBe(303);
    expect((await contact(other, 'Sam')).status).toBe(303);
    // A chat lead with its transcript, and an email the site sent to the person.
    await api.db.execute({
      sql: `INSERT INTO leads (id, client_name, client_email, source, type, metadata) VALUES ('chat-1', 'Pia', ?, 'AI Chatbot', 'contact', ?)`,
      args: ['pia.private@example.test', JSON.stringify({ transcript: [{ role: 'user', content: 'I earn $95,000 and have $40,000 saved' }] })],
    });
    await api.db.execute({
      sql: `INSERT INTO email_outbox (id, to_address, subject, text_body, status) VALUES ('mail-1', ?, 'Your calculation', 'Hello Pia, here is your payment.', 'sent')`,
      args: [person],
    });
    await api.db.execute({
      sql: `INSERT INTO rate_alerts (id, email, province, term_years, rate_type, threshold, status, confirm_token_hash, unsubscribe_token_hash) VALUES ('alert-1', ?, 'Ontario', 5, 'fixed', 3.99, 'active', 'c-hash', 'u-hash')`,
      args: [person],
    });
    // A funded client's mortgage, with a renewal email sent about it (ADR 29).
    await api.db.execute({
      sql: `INSERT INTO client_mortgages (id, client_name, client_email, client_phone, lender, balance, rate, rate_type, term_years, maturity_date, casl_basis, casl_date)
            VALUES ('mortgage-1', 'Pia Private', ?, '416-555-0111', 'Big Bank', 400000, 5.29, 'fixed', 5, '2027-03-01', 'implied', '2025-06-01')`,
      args: [person],
    });
    await api.db.execute(
      `INSERT INTO renewal_emails (id, mortgage_id, window_days, casl_basis, delivery, unsubscribe_token_hash) VALUES ('renewal-1', 'mortgage-1', 120, 'implied', 'logged', 'r-hash')`,
    );
  });
  afterAll(() => api.close());

  it('exports everything held about an address, whatever its case, and nothing about anyone else', async () => {
    const data = await exportOf('  PIA.private@example.test ');
    expect(data.email).toBe('pia.private@example.test');
    // The email sent to the person, the "New website lead" email about their lead, and the other person's one, which
    // gives the same phone number: only its line with that number is theirs.
    expect(data.counts).toEqual({
      leads: 2,
      consents: 1,
      emails_sent: 3,
      rate_alerts: 1,
      client_mortgages: 1,
      documents: 0,
      audit_entries: 0,
      privacy_requests: 0,
      borrower_files: 0,
    });
    expect(data.client_mortgages[0]).toMatchObject({ lender: 'Big Bank', balance: 400000, renewal_emails: [{ window_days: 120, casl_basis: 'implied' }] });
    expect(JSON.stringify(data)).toContain('I earn $95,000 and have $40,000 saved');
    expect(JSON.stringify(data)).toContain('Call me, Pia.');
    expect(data.consents[0]).toMatchObject({ form: 'contact', withdrawn_at: null });
    expect(JSON.stringify(data)).not.toContain(other);
    const entry = (await call('GET', '/api/admin/audit?record=admin/privacy', owner.cookie)).body.items[0];
    expect(entry).toMatchObject({ action: 'export', actor_role: 'super_admin' });
  });

  it('refuses an erasure whose confirmation differs, and changes nothing', async () => {
    const refused = await call('POST', '/api/admin/privacy/erase', owner.cookie, { email: person, confirm: other });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.confirm).toBe('Type the same email address to confirm.');
    expect((await exportOf(person)).counts.leads).toBe(2);
  });

  it('erases a person down to a tombstone: consent evidence and dates kept, personal fields gone', async () => {
    const erased = await call('POST', '/api/admin/privacy/erase', owner.cookie, { email: person, confirm: person.toUpperCase() });
    expect(erased.status).toBe(200);
    expect(erased.body.item).toEqual({
      email: erasedEmail(person),
      leads: 2,
      consents: 1,
      emails: 3,
      alerts: 1,
      clients: 1,
      documents: 0,
      audit_entries: 2,
      borrower_files: 0,
      borrower_documents: 0,
      borrower_messages: 0,
    });
    expect((await api.db.execute(`SELECT status FROM rate_alerts WHERE id = 'alert-1'`)).rows[0]!.status).toBe('unsubscribed');

    expect((await exportOf(person)).counts).toEqual(NOTHING_HELD);
    const mortgage = (await api.db.execute(`SELECT client_name, client_phone, balance, casl_withdrawn_at FROM client_mortgages WHERE id = 'mortgage-1'`))
      .rows[0]!;
    expect(mortgage).toMatchObject({ client_name: 'Erased', client_phone: null, balance: 400000 });
    expect(mortgage.casl_withdrawn_at).toBeTruthy();
    const leads = (await api.db.execute({ sql: 'SELECT * FROM leads WHERE client_email = ?', args: [erasedEmail(person)] })).rows;
    expect(leads).toHaveLength(2);
    for (const lead of leads) expect(lead).toMatchObject({ client_name: 'Erased', client_phone: null, message: null, metadata: '{}' });
    const consent = (await api.db.execute({ sql: 'SELECT * FROM consent_records WHERE email = ?', args: [erasedEmail(person)] })).rows[0]!;
    expect(consent.wording).toBeTruthy();
    expect(consent.consented_at).toBeTruthy();
    expect(consent.withdrawn_at).toBeTruthy();
    expect(consent.ip).toBeNull();
    const mail = (await api.db.execute(`SELECT * FROM email_outbox WHERE id = 'mail-1'`)).rows[0]!;
    expect(mail).toMatchObject({ to_address: erasedEmail(person), text_body: '[erased]' });

    // The audit entry names the fingerprint, never the address.
    const log = await api.db.execute(`SELECT after_json FROM audit_log WHERE path = '/api/admin/privacy/erase'`);
    expect(String(log.rows[0]!.after_json)).toContain(erasedEmail(person));
    expect(String(log.rows[0]!.after_json).toLowerCase()).not.toContain('pia.private');
    // The other person is untouched.
    expect((await exportOf(other)).counts.leads).toBe(1);
  });

  it('anonymises leads with no activity for the retention period, and keeps recent ones and living subscriptions', async () => {
    const old = new Date(Date.now() - 7 * 365 * 86_400_000).toISOString();
    await api.db.execute({
      sql: `INSERT INTO leads (id, client_name, client_email, source, type, created_at, updated_at) VALUES ('old-1', 'Olga Old', 'olga@example.test', 'Website', 'contact', ?, ?)`,
      args: [old, old],
    });
    await api.db.execute({
      sql: `INSERT INTO leads (id, client_name, client_email, source, type, created_at, updated_at) VALUES ('old-2', 'Sub Scriber', 'sub@example.test', 'newsletter', 'contact', ?, ?)`,
      args: [old, old],
    });
    await api.db.execute({
      // A confirmed subscription (double opt-in, ADR 39): an unconfirmed one would not keep the lead.
      sql: `INSERT INTO consent_records (id, email, form, wording, consented_at, confirmed_at) VALUES ('c-sub', 'sub@example.test', 'newsletter', 'Yes, email me.', ?, ?)`,
      args: [old, old],
    });

    // The staff notification about the old lead, the alliance reply, and an audit entry about it.
    await api.db.execute(`INSERT INTO email_outbox (id, to_address, subject, text_body, status, lead_id, created_at)
      VALUES ('mail-old', 'agent@brokerage.test', 'New website lead', 'Olga Old <olga@example.test> 416-555-0177', 'sent', 'old-1', '2019-01-01T00:00:00Z')`);
    await api.db.execute(`INSERT INTO alliance_submissions (lead_id, outcome, detail) VALUES ('old-1', 'submitted', 'Thanks Olga Old')`);
    await api.db.execute(`INSERT INTO audit_log (actor_email, actor_role, action, method, path, record_type, record_id, after_json)
      VALUES ('olive@example.test', 'super_admin', 'update', 'PATCH', '/api/admin/leads/old-1', 'admin/leads', 'old-1', '{"client_name":"Olga Old","status":"closed"}')`);

    const report = await anonymiseStaleLeads(api.deps);
    expect(report).toMatchObject({ leads: 1, emails: 1, audit_entries: 1 });
    expect((await api.db.execute(`SELECT to_address, text_body FROM email_outbox WHERE id = 'mail-old'`)).rows[0]).toMatchObject({
      to_address: 'agent@brokerage.test',
      text_body: '[erased]',
    });
    expect((await api.db.execute(`SELECT detail FROM alliance_submissions WHERE lead_id = 'old-1'`)).rows[0]!.detail).toBeNull();
    const entry = (await api.db.execute(`SELECT after_json FROM audit_log WHERE record_id = 'old-1'`)).rows[0]!;
    expect(JSON.parse(String(entry.after_json))).toEqual({ client_name: '[erased]', status: 'closed' });
    expect((await api.db.execute(`SELECT client_name FROM leads WHERE id = 'old-1'`)).rows[0]!.client_name).toBe('Erased');
    expect((await api.db.execute(`SELECT client_name FROM leads WHERE id = 'old-2'`)).rows[0]!.client_name).toBe('Sub Scriber');
    expect((await exportOf(other)).counts.leads).toBe(1);
    const job = (await api.db.execute(`SELECT actor_role, after_json FROM audit_log WHERE path = 'anonymise-stale-leads'`)).rows[0]!;
    expect(job.actor_role).toBe('system');
    expect(JSON.parse(String(job.after_json))).toMatchObject({ leads: 1 });
    // A second run finds nothing more to do.
    expect(await anonymiseStaleLeads(api.deps)).toMatchObject({ leads: 0 });
  });

  it('is the super admin\u2019s alone', async () => {
    const admin = await signIn(api, 'admin', 'Ada Admin');
    expect((await call('GET', `/api/admin/privacy/export.json?email=${other}`, admin.cookie)).status).toBe(403);
    expect((await call('POST', '/api/admin/privacy/erase', admin.cookie, { email: other, confirm: other })).status).toBe(403);
    expect((await exportOf(other)).counts.leads).toBe(1);
  });
});
