import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppressEmail } from '../../../db/queries/email-suppressions';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller, type Json, type SignedIn, signIn } from '../agents/support';

/**
 * One CASL status per client (ADR 39): the Clients list and the renewal radar read the typed basis against the same
 * evidence, so a client imported as "express" without a confirmed consent on record is "no evidence" in both.
 */
const NOW = new Date('2026-11-25T15:00:00Z');
const HEADER = 'client_name,client_email,province,lender,balance,rate,rate_type,term_years,maturity_date,payment_frequency,casl_basis,casl_date';
const CSV = [
  HEADER,
  'Eve Express,eve@example.test,ON,First Lender,400000,4.9,fixed,5,2027-02-01,monthly,express,2024-01-10',
  'Carl Confirmed,carl@example.test,ON,First Lender,300000,4.9,fixed,5,2027-02-10,monthly,express,2024-01-10',
  'Ivy Implied,ivy@example.test,ON,First Lender,200000,4.9,fixed,5,2027-03-01,monthly,implied,2025-06-01',
  'Sam Suppressed,sam@example.test,ON,First Lender,250000,4.9,fixed,5,2027-03-10,monthly,implied,2025-06-01',
].join('\n');

describe('CASL status: Clients and Renewals read one source', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let agent: SignedIn;
  let owner: SignedIn;

  beforeAll(async () => {
    api = await startTestApi({ deps: { now: () => NOW } });
    call = caller(api);
    agent = await signIn(api, 'agent', 'Ann Agent');
    owner = await signIn(api, 'super_admin', 'Olive Owner');
    expect((await call('POST', '/api/agent/clients/import', agent.cookie, { csv: CSV, commit: true })).body).toMatchObject({ imported: 4 });
    await api.db.execute({
      sql: `INSERT INTO consent_records (id, email, form, wording, consented_at, confirmed_at) VALUES ('c1', 'carl@example.test', 'newsletter', 'Yes', ?, ?)`,
      args: [NOW.toISOString(), NOW.toISOString()],
    });
    await suppressEmail(api.db, 'sam@example.test', 'newsletter', NOW.toISOString());
  });
  afterAll(() => api.close());

  const byEmail = (rows: Json[], email: (row: Json) => string) => Object.fromEntries(rows.map((row) => [email(row), row.casl.reason]));

  it.each([
    ['the agent', '/api/agent', () => agent.cookie],
    ['the super admin', '/api/admin', () => owner.cookie],
  ])('answers the same status in both tabs for %s', async (_who, base, cookie) => {
    const clients = (await call('GET', `${base}/clients`, cookie())).body!;
    const radar = (await call('GET', `${base}/renewals`, cookie())).body!;
    const listed = byEmail(clients.items, (row) => row.client_email);
    const onRadar = byEmail(
      radar.groups.flatMap((group: Json) => group.items),
      (item) => item.mortgage.client_email,
    );
    expect(listed).toEqual({
      'eve@example.test': 'no_evidence',
      'carl@example.test': 'express',
      'ivy@example.test': 'implied',
      'sam@example.test': 'withdrawn',
    });
    expect(onRadar).toEqual(listed);
  });

  it('answers the status with one client and after an edit', async () => {
    const eve = (await call('GET', '/api/agent/clients?q=eve', agent.cookie)).body!.items[0];
    expect((await call('GET', `/api/agent/clients/${eve.id}`, agent.cookie)).body!.item.casl.reason).toBe('no_evidence');
    const edited = await call('PATCH', `/api/agent/clients/${eve.id}`, agent.cookie, { casl_basis: 'implied', casl_date: '2025-06-01' });
    expect(edited.body!.item.casl).toEqual({ valid: true, until: '2027-05-31', reason: 'implied' });
  });
});
