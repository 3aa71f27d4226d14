import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IMPORT_MAX_ROWS } from '../../src/lib/schemas/client-mortgages';
import { startTestApi, type TestApi } from '../helpers/test-api';
import { caller, signIn, type SignedIn } from '../integration/agents/support';
import { sendRaw } from './support/api-surface';

/**
 * A client CSV import as large as its schema allows (2,000 rows, up to 2 MB) reaches the import: the API's body
 * limit for that route matches the schema instead of the 256 KB default. Past the schema it is still refused.
 */
describe('client CSV import size', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let agent: SignedIn;
  let owner: SignedIn;

  const HEADER = 'Client Name,Client Email,Lender,Balance,Rate,Rate Type,Term Years,Maturity Date,CASL Basis,CASL Date,Notes';
  /** 2,000 valid rows with a long ignored column: about 1.3 MB, five times the default body limit. */
  const bigCsv = () =>
    [
      HEADER,
      ...Array.from(
        { length: CLIENT_IMPORT_MAX_ROWS },
        (_, i) => `Client ${i},client${i}@example.test,First Lender,310000,4.89,fixed,5,2027-01-10,express,2026-01-10,"${'n'.repeat(520)}"`,
      ),
    ].join('\r\n');

  beforeAll(async () => {
    api = await startTestApi();
    call = caller(api);
    agent = await signIn(api, 'agent', 'Ivy Importer');
    owner = await signIn(api, 'super_admin', 'Ollie Owner');
  });
  afterAll(() => api.close());

  it.each(['agent', 'super_admin'] as const)('a 2,000-row CSV of about 1.3 MB is previewed, not refused with 413 (%s)', async (role) => {
    const csv = bigCsv();
    expect(csv.length).toBeGreaterThan(1_000_000);
    const path = role === 'agent' ? '/api/agent/clients/import' : '/api/admin/clients/import';
    const preview = await call('POST', path, role === 'agent' ? agent.cookie : owner.cookie, { csv });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ valid: CLIENT_IMPORT_MAX_ROWS, invalid: 0, imported: 0 });
  });

  it('a CSV over the schema is a clear 400; a body far past it is still refused with 413', async () => {
    const over = await call('POST', '/api/agent/clients/import', agent.cookie, { csv: `${HEADER}\r\n${'x'.repeat(2_000_001)}` });
    expect(over.status).toBe(400);
    expect(over.body.error.fields.csv).toBe('The CSV file is too large (2 MB at most).');
    const huge = JSON.stringify({ csv: 'x'.repeat(5_000_000) });
    const headers = { cookie: agent.cookie, origin: api.baseUrl, 'content-type': 'application/json' };
    expect(await sendRaw(`${api.baseUrl}/api/agent/clients/import`, 'POST', headers, huge)).toBe(413);
  });
});
