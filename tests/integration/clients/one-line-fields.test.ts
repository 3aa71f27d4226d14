import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMortgageBody } from '../../helpers/client-mortgage';
import { CLIENT_CSV_COLUMNS } from '../../../src/lib/schemas/client-mortgages';
import type { TestApi } from '../../helpers/test-api';
import { type Caller, countRows, type SignedIn, startSignedIn } from '../agents/support';

/**
 * Inserted email fields over HTTP (ADR 39): a huge field is refused by its length before any pattern runs (a slow
 * pattern on it would stall the whole server), and the agent's display name follows the client name's rule.
 */
const client = clientMortgageBody;

describe('one-line fields over HTTP', () => {
  let api: TestApi, call: Caller, agent: SignedIn;
  beforeAll(async () => ({ api, call, user: agent } = await startSignedIn('agent', 'Agnes Two')));
  afterAll(() => api.close());

  it('refuses a client name or lender as long as the body allows, at once, on create, update and import', async () => {
    // 120,000 characters each: the most the 256 KB body limit lets through (the old pattern took about 15 s on one).
    const huge = 'A'.repeat(120_000);
    const started = performance.now();
    const made = await call('POST', '/api/agent/clients', agent.cookie, client({ client_name: huge, lender: huge }));
    expect(made.status).toBe(400);
    expect(made.body.error.fields).toMatchObject({ client_name: 'Client name must be 200 characters or fewer.' });

    const kept = await call('POST', '/api/agent/clients', agent.cookie, client());
    expect(kept.status).toBe(201);
    const patched = await call('PATCH', `/api/agent/clients/${kept.body.item.id}`, agent.cookie, { lender: huge });
    expect(patched.status).toBe(400);

    const csv = `${CLIENT_CSV_COLUMNS.join(',')}\n${'A'.repeat(1_990_000)}`;
    const preview = await call('POST', '/api/agent/clients/import', agent.cookie, { csv, commit: false });
    expect(preview.status).toBe(200);
    expect(preview.body.valid).toBe(0);
    expect(preview.body.rows[0].errors).toContain('Client name must be 200 characters or fewer.');
    // The preview does not echo the whole field back.
    expect(String(preview.body.rows[0].client_name).length).toBeLessThanOrEqual(200);
    // Seconds with the quadratic pattern for the first call alone; minutes for the import. Generous for a loaded machine.
    expect(performance.now() - started).toBeLessThan(8000);
    expect(await countRows(api, 'client_mortgages')).toBe(1);
  }, 60_000);

  it('refuses IP-address links, full-width dots and phone numbers in a client name', async () => {
    for (const name of ['Jane 93.184.216.34/login', 'Jane evil\uff0etest/login', 'Jane call 1-900-555-0000']) {
      const answer = await call('POST', '/api/agent/clients', agent.cookie, client({ client_name: name }));
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
    }
  });

  it("refuses a link or a phone number in the agent's own display name, and keeps the name", async () => {
    for (const name of ['Agnes Two - URGENT: verify your mortgage at https://evil.test/login', 'Agnes evil\uff0etest', 'Agnes 1-900-555-0000', 'Agnes\nTwo']) {
      const answer = await call('PATCH', '/api/agent/profile', agent.cookie, { name });
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
    }
    expect((await call('GET', '/api/agent/profile', agent.cookie)).body.item.name).toBe('Agnes Two');
  });
});
