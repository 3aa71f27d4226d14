import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppressEmail } from '../../../db/queries/email-suppressions';
import { messages } from '../../../src/lib/messages-staff';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller, type SignedIn, signIn } from '../agents/support';

/**
 * ADR 39 and ADR 45: a typed "express" basis is a claim, not evidence. The import preview warns, row by row, that such
 * a client will show "No consent evidence" (and a withdrawn address "Consent withdrawn") before anything is saved,
 * and the tabs then show exactly what the preview said.
 */
const NOW = new Date('2026-11-25T15:00:00Z');
const text = messages.backOffice.clients;
const HEADER = 'client_name,client_email,province,lender,balance,rate,rate_type,term_years,maturity_date,payment_frequency,casl_basis,casl_date';
const CSV = [
  HEADER,
  'Eve Express,eve@example.test,ON,First Lender,400000,4.9,fixed,5,2027-02-01,monthly,express,2024-01-10',
  'Carl Confirmed,Carl@Example.test,ON,First Lender,300000,4.9,fixed,5,2027-02-10,monthly,express,2024-01-10',
  'Ivy Implied,ivy@example.test,ON,First Lender,200000,4.9,fixed,5,2027-03-01,monthly,implied,2025-06-01',
  'Sam Suppressed,sam@example.test,ON,First Lender,250000,4.9,fixed,5,2027-03-10,monthly,implied,2025-06-01',
].join('\n');

describe('client import: the consent each row will have, said before import', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let agent: SignedIn;

  beforeAll(async () => {
    api = await startTestApi({ deps: { now: () => NOW } });
    call = caller(api);
    agent = await signIn(api, 'agent', 'Ann Agent');
    await api.db.execute({
      sql: `INSERT INTO consent_records (id, email, form, wording, consented_at, confirmed_at) VALUES ('c1', 'carl@example.test', 'newsletter', 'Yes', ?, ?)`,
      args: [NOW.toISOString(), NOW.toISOString()],
    });
    await suppressEmail(api.db, 'sam@example.test', 'newsletter', NOW.toISOString());
  });
  afterAll(() => api.close());

  it('warns about unconfirmed express consent and a withdrawn address, and the Clients tab agrees', async () => {
    const preview = await call('POST', '/api/agent/clients/import', agent.cookie, { csv: CSV });
    expect(preview.status).toBe(200);
    const warnings = Object.fromEntries(preview.body!.rows.map((row: { client_name: string; warnings: string[] }) => [row.client_name, row.warnings]));
    expect(warnings).toEqual({
      'Eve Express': [text.importExpressUnproven],
      'Carl Confirmed': [],
      'Ivy Implied': [],
      'Sam Suppressed': [text.importWithdrawn],
    });
    expect(text.importExpressUnproven).toContain(messages.backOffice.renewals.caslNoEvidence);
    expect(await api.db.execute('SELECT COUNT(*) AS n FROM client_mortgages')).toMatchObject({ rows: [{ n: 0 }] });

    const committed = await call('POST', '/api/agent/clients/import', agent.cookie, { csv: CSV, commit: true });
    expect(committed.body).toMatchObject({ imported: 4 });
    expect(committed.body!.rows[0].warnings).toEqual([text.importExpressUnproven]);
    const clients = (await call('GET', '/api/agent/clients', agent.cookie)).body!;
    const reasons = Object.fromEntries(clients.items.map((row: { client_name: string; casl: { reason: string } }) => [row.client_name, row.casl.reason]));
    expect(reasons).toEqual({ 'Eve Express': 'no_evidence', 'Carl Confirmed': 'express', 'Ivy Implied': 'implied', 'Sam Suppressed': 'withdrawn' });
  });
});
