import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_CSV_COLUMNS } from '../../../src/lib/schemas/client-mortgages';
import { addClientMortgage, clientMortgageBody } from '../../helpers/client-mortgage';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { type Caller, caller, type SignedIn, signIn, startSignedIn } from '../agents/support';
import { contactBody } from '../leads/lead-helpers';

/**
 * Erasure finds a person whose own record is gone (ADR 27): a lead or client deleted first, or someone only
 * previewed in an import. Their name and phone are learned from the copies that carry their address.
 */
describe('erasure after the record was deleted', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let owner: SignedIn;
  let agent: SignedIn;

  const erase = async (email: string) => expect((await call('POST', '/api/admin/privacy/erase', owner.cookie, { email, confirm: email })).status).toBe(200);
  const auditText = async () =>
    (await api.db.execute("SELECT coalesce(before_json, '') || coalesce(after_json, '') AS t FROM audit_log")).rows.map((row) => String(row.t)).join('\n');
  const outboxText = async () => (await api.db.execute('SELECT subject || text_body AS t FROM email_outbox')).rows.map((row) => String(row.t)).join('\n');

  beforeAll(async () => {
    api = await startTestApi({ env: { LEADS_INBOX_EMAIL: 'inbox@example.test' } });
    call = caller(api);
    owner = await signIn(api, 'super_admin', 'Olive Owner');
    agent = await signIn(api, 'agent', 'Ann Agent');
  });
  afterAll(() => api.close());

  it('a lead deleted first: its staff notification loses the name and the phone, however written', async () => {
    const sent = await api.request('/api/leads/contact', {
      method: 'POST',
      json: contactBody({
        firstName: 'Quentin',
        lastName: 'Removedlead',
        email: 'quentin@victim5.test',
        phone: '905-555-0477',
        message: 'call me at 905 555 0477',
      }),
    });
    expect(sent.status).toBe(201);
    const lead = await api.db.execute("SELECT id FROM leads WHERE client_email = 'quentin@victim5.test'");
    expect((await call('DELETE', `/api/admin/leads/${String(lead.rows[0]!.id)}`, owner.cookie)).status).toBe(200);
    expect(await outboxText()).toContain('Quentin Removedlead');

    await erase('quentin@victim5.test');
    const left = await outboxText();
    for (const trace of ['Quentin', 'Removedlead', '0477', 'quentin@victim5.test'])
      expect({ trace, found: left.includes(trace) }).toEqual({ trace, found: false });
  });

  it('a client deleted first: the audit entries of its creation and deletion lose the name and the phone', async () => {
    const body = clientMortgageBody({ client_name: 'Pavel Gonefirst', client_email: 'pavel@victim4.test', client_phone: '647-555-0344' });
    const id = await addClientMortgage(call, agent.cookie, body);
    expect((await call('DELETE', `/api/agent/clients/${id}`, agent.cookie)).status).toBe(200);
    expect(await auditText()).toContain('Pavel Gonefirst');

    await erase('pavel@victim4.test');
    const left = await auditText();
    for (const trace of ['Pavel', 'Gonefirst', '0344', 'pavel@victim4.test']) expect({ trace, found: left.includes(trace) }).toEqual({ trace, found: false });
  });

  it('someone only previewed in an import: the audit copy of the CSV loses their line', async () => {
    const csv = [
      CLIENT_CSV_COLUMNS.join(','),
      'Ursula Previewonly,ursula@victim6.test,416-555-0588,Ontario,Big Bank,400000,5.29,fixed,5,25,2027-03-01,monthly,implied,2025-06-01',
      'Victor Staying,victor@example.test,416-555-0111,Ontario,Big Bank,300000,5.29,fixed,5,25,2027-03-01,monthly,implied,2025-06-01',
    ].join('\n');
    expect((await call('POST', '/api/agent/clients/import', agent.cookie, { csv, commit: false })).status).toBe(200);
    expect(await auditText()).toContain('Ursula Previewonly');

    await erase('ursula@victim6.test');
    const left = await auditText();
    for (const trace of ['Ursula', 'Previewonly', '0588', 'ursula@victim6.test'])
      expect({ trace, found: left.includes(trace) }).toEqual({ trace, found: false });
    // The other person in the same file is not theirs to erase.
    expect(left).toContain('Victor Staying');
  });

  it('the lead desk search still finds everyone else after an erasure rewrote the file (ADR 27)', async () => {
    for (const [firstName, email] of [
      ['Wilhelmina', 'wil@keeps.test'],
      ['Xavier', 'xav@goes.test'],
    ] as const) {
      const sent = await api.request('/api/leads/contact', { method: 'POST', json: contactBody({ firstName, lastName: 'Searchable', email }) });
      expect(sent.status).toBe(201);
    }
    await erase('xav@goes.test');
    const found = await call('GET', '/api/admin/leads?q=Wilhelmina', owner.cookie);
    expect(found.status).toBe(200);
    const names = (found.body.items as { client_name: string }[]).map((lead) => lead.client_name);
    expect(names).toEqual(['Wilhelmina Searchable']);
    const gone = await call('GET', '/api/admin/leads?q=Xavier', owner.cookie);
    expect(gone.body.items).toEqual([]);
  });
});

describe("erasure of a person mentioned in someone else's lead", () => {
  let api: TestApi, call: Caller, owner: SignedIn;
  beforeAll(async () => ({ api, call, user: owner } = await startSignedIn('super_admin', 'Olive Owner')));
  afterAll(() => api.close());

  it('the access export shows the mention, and the erasure removes it and keeps the rest of the lead', async () => {
    const message = 'Also contact my wife Zelda Quixotic at zelda.quixotic@victim.test or 416 555 0199';
    const sent = await api.request('/api/leads/contact', {
      method: 'POST',
      json: contactBody({ firstName: 'Bob', lastName: 'Husband', email: 'bob@example.test', phone: '905-555-0101', message }),
    });
    expect(sent.status).toBe(201);
    const exported = await call('GET', `/api/admin/privacy/export.json?email=${encodeURIComponent('zelda.quixotic@victim.test')}`, owner.cookie);
    expect(JSON.stringify(exported.body)).toContain('zelda.quixotic@victim.test or 416 555 0199');

    expect(
      (await call('POST', '/api/admin/privacy/erase', owner.cookie, { email: 'zelda.quixotic@victim.test', confirm: 'zelda.quixotic@victim.test' })).status,
    ).toBe(200);
    const lead = (await api.db.execute("SELECT client_name, message FROM leads WHERE client_email = 'bob@example.test'")).rows[0]!;
    expect(String(lead.client_name)).toBe('Bob Husband');
    expect(String(lead.message)).not.toContain('zelda.quixotic@victim.test');
    // Her phone is known from no record of hers, so only the address can be recognised as hers (ADR 27).
    expect(String(lead.message)).toContain('Also contact my wife');
  });
});
