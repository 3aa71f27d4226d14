import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller, countRows, type Json, type SignedIn, signIn } from '../agents/support';

// ADR 45: the client import never doubles a client, reads spreadsheet values, and warns about past maturities.
const NOW = new Date('2026-11-25T15:00:00Z');
const HEADER = 'client_name,client_email,province,lender,balance,rate,rate_type,term_years,maturity_date,payment_frequency,casl_basis,casl_date';
const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\n');
const ROWS = [
  'Gail Spreadsheet,gail@example.test,ON,First Lender,"410 000,00","4,89",fixed,5,31/03/2027,Bi Weekly,implied,2022-03-31',
  'Hank Hyphen,hank@example.test,BC,Second Lender,250000,5.1,variable,3,2027-06-01,accelerated bi-weekly,express,15/06/2024',
  'Ida Semi,ida@example.test,qc,Third Lender,"180,000",4.5,fixed,5,2027-09-15,semi-monthly,implied,2022-09-15',
];

describe('client import: duplicates, spreadsheet values, past maturities', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let owner: SignedIn;
  let agent: SignedIn;
  let other: SignedIn;
  const importAs = (who: SignedIn, path: string, body: Json) => call('POST', `${path}/import`, who.cookie, body);

  beforeAll(async () => {
    api = await startTestApi({ deps: { now: () => NOW } });
    call = caller(api);
    owner = await signIn(api, 'super_admin', 'Olive Owner');
    agent = await signIn(api, 'agent', 'Ann Agent');
    other = await signIn(api, 'agent', 'Otto Other');
  });
  afterAll(() => api.close());

  it('reads codes, spelled-out frequencies, day-first dates and decimal commas; refuses an ambiguous date', async () => {
    const csv = csvOf(...ROWS, 'Jo Ambiguous,jo@example.test,ON,First Lender,300000,4.2,fixed,5,03/04/2027,monthly,implied,2022-03-04');
    const preview = await importAs(agent, '/api/agent/clients', { csv });
    expect(preview.body).toMatchObject({ valid: 3, invalid: 1, duplicates: 0 });
    expect(preview.body.rows[3].errors).toEqual([
      'Maturity date 03/04/2027 could be 3 April or 4 March 2027: write it as YYYY-MM-DD (2027-04-03 or 2027-03-04).',
    ]);
    const committed = await importAs(agent, '/api/agent/clients', { csv, commit: true });
    expect(committed.body).toMatchObject({ imported: 3, updated: 0, skipped: 0 });
    const saved = await api.db.execute(
      'SELECT client_email, province, balance, rate, maturity_date, payment_frequency, casl_date FROM client_mortgages ORDER BY client_email',
    );
    expect(saved.rows.map((row) => ({ ...row }))).toEqual([
      {
        client_email: 'gail@example.test',
        province: 'Ontario',
        balance: 410000,
        rate: 4.89,
        maturity_date: '2027-03-31',
        payment_frequency: 'bi-weekly',
        casl_date: '2022-03-31',
      },
      {
        client_email: 'hank@example.test',
        province: 'British Columbia',
        balance: 250000,
        rate: 5.1,
        maturity_date: '2027-06-01',
        payment_frequency: 'rapid-bi-weekly',
        casl_date: '2024-06-15',
      },
      {
        client_email: 'ida@example.test',
        province: 'Quebec',
        balance: 180000,
        rate: 4.5,
        maturity_date: '2027-09-15',
        payment_frequency: 'semi-monthly',
        casl_date: '2022-09-15',
      },
    ]);
  });

  it('the same CSV twice creates no doubles: the preview names the duplicates, skip keeps, update rewrites', async () => {
    const csv = csvOf(...ROWS, ROWS[0]!.replace('Gail Spreadsheet', 'Gail Again').replace('gail@', 'GAIL@'));
    const before = await countRows(api, 'client_mortgages');
    const preview = await importAs(agent, '/api/agent/clients', { csv });
    expect(preview.body).toMatchObject({ valid: 4, duplicates: 4, imported: 0 });
    expect(preview.body.rows.map((row: Json) => row.duplicate)).toEqual([
      { of: 'existing', client_name: 'Gail Spreadsheet' },
      { of: 'existing', client_name: 'Hank Hyphen' },
      { of: 'existing', client_name: 'Ida Semi' },
      { of: 'existing', client_name: 'Gail Spreadsheet' },
    ]);
    const skipped = await importAs(agent, '/api/agent/clients', { csv, commit: true });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ imported: 0, updated: 0, skipped: 4 });
    expect(await countRows(api, 'client_mortgages')).toBe(before);

    const updated = await importAs(agent, '/api/agent/clients', { csv: csv.replace('First Lender', 'Renamed Lender'), commit: true, duplicates: 'update' });
    expect(updated.body).toMatchObject({ imported: 0, updated: 3, skipped: 1 });
    expect(await countRows(api, 'client_mortgages')).toBe(before);
    // The last line naming Gail wins.
    const gail = (await api.db.execute("SELECT client_name, lender, agent_id FROM client_mortgages WHERE lower(client_email) = 'gail@example.test'")).rows[0]!;
    expect({ ...gail }).toEqual({ client_name: 'Gail Again', lender: 'First Lender', agent_id: agent.agentId });
  });

  it('a client named twice in one new file is saved once; another agent’s clients are not theirs to match', async () => {
    const row = 'Kim Twice,kim@example.test,ON,First Lender,300000,4.2,fixed,5,2028-01-15,monthly,implied,2023-01-15';
    const preview = await importAs(other, '/api/agent/clients', { csv: csvOf(row, row.replace('Kim Twice', 'Kim Again'), ROWS[0]!) });
    expect(preview.body.rows.map((result: Json) => result.duplicate)).toEqual([null, { of: 'file', line: 2 }, null]);
    const committed = await importAs(other, '/api/agent/clients', { csv: csvOf(row, row.replace('Kim Twice', 'Kim Again'), ROWS[0]!), commit: true });
    expect(committed.body).toMatchObject({ imported: 2, skipped: 1 });
    expect(await countRows(api, 'client_mortgages', "client_email = 'kim@example.test'")).toBe(1);
    // The super admin sees every client: Gail is on file twice now (two agents' books), both matched.
    const admin = await importAs(owner, '/api/admin/clients', { csv: csvOf(ROWS[0]!) });
    expect(admin.body.rows[0].duplicate).toEqual({ of: 'existing', client_name: 'Gail Again' });
  });

  it('warns about a maturity in the past and imports the row all the same', async () => {
    const row = 'Lou Late,lou@example.test,ON,First Lender,300000,4.2,fixed,5,2020-05-01,monthly,implied,2015-05-01';
    const preview = await importAs(agent, '/api/agent/clients', { csv: csvOf(row) });
    expect(preview.body.rows[0]).toMatchObject({
      errors: [],
      warnings: ['The maturity date 2020-05-01 is in the past: check it (the row is imported all the same).'],
    });
    const committed = await importAs(agent, '/api/agent/clients', { csv: csvOf(row), commit: true });
    expect(committed.body.imported).toBe(1);
  });

  it('refuses an unknown duplicates choice and saves nothing', async () => {
    const before = await countRows(api, 'client_mortgages');
    const bad = await importAs(agent, '/api/agent/clients', { csv: csvOf(ROWS[0]!), commit: true, duplicates: 'merge' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.duplicates).toBe('Choose update or skip for the clients already on file.');
    expect(await countRows(api, 'client_mortgages')).toBe(before);
  });
});
