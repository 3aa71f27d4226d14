import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientMortgage, clientMortgageBody, inDays, insertFiveYearRate } from '../../helpers/client-mortgage';
import { RENEWAL_EMAIL_LIMITS } from '../../../functions/clients/renewal-routes';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller, countRows, type Json, type SignedIn, signIn } from '../agents/support';

/**
 * The renewal email cannot be turned into brokerage-branded email of an agent's own (ADR 39): its inserted fields
 * are one line and link-free, it goes only on consent evidence, only once confirmed, and within its limits.
 */
let now = new Date('2026-11-25T15:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

const client = (overrides: Record<string, unknown> = {}) => clientMortgageBody({ maturity_date: inDays(100), ...overrides });

describe('renewal email guards', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let agent: SignedIn;
  let other: SignedIn;

  const renewalsTo = (email: string) => countRows(api, 'email_outbox', "to_address = ? AND subject LIKE 'Your mortgage renews%'", [email]);
  const send = (id: string, body: unknown = { confirm: true }, cookie = agent.cookie) => call('POST', `/api/agent/renewals/${id}/email`, cookie, body);
  const addClient = (overrides: Record<string, unknown>, cookie = agent.cookie) => addClientMortgage(call, cookie, client(overrides));
  const caslOf = async (id: string) => {
    const radar = (await call('GET', '/api/agent/renewals', agent.cookie)).body;
    return radar.groups.flatMap((g: Json) => g.items).find((i: Json) => i.mortgage.id === id).casl;
  };

  beforeAll(async () => {
    api = await startTestApi({ deps: { now: () => now } });
    call = caller(api);
    agent = await signIn(api, 'agent', 'Ann Agent');
    other = await signIn(api, 'agent', 'Ben Agent');
    await insertFiveYearRate(api.db);
  });
  afterAll(() => api.close());

  it('refuses a multi-line or link-shaped name, lender or phone with a clear message, and saves nothing', async () => {
    const bad = await call(
      'POST',
      '/api/agent/clients',
      agent.cookie,
      client({ client_name: 'Jane,\n\nVerify at https://evil.test/login', lender: 'evil.test', client_phone: '416\r\nBcc: x' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      client_name: 'Client name must be on one line, without tabs or line breaks.',
      lender: 'Lender cannot contain a web address, an email address or a domain name.',
      client_phone: 'Phone must be on one line, without tabs or line breaks.',
    });
    for (const name of ['Visit www.evil.test', 'Jane jane@evil.test', 'See evil.com now', 'Tab\there']) {
      expect((await call('POST', '/api/agent/clients', agent.cookie, client({ client_name: name }))).status).toBe(400);
    }
    expect(await countRows(api, 'client_mortgages')).toBe(0);
    // Real names and lenders still pass.
    await addClient({ client_name: "J.P. O'Brien-Smith", lender: 'St. Lawrence Trust Co.', client_email: 'jp@example.test' });

    // A row saved before the rule (written straight to the database) is refused at send time, and nothing is queued.
    const legacy = await addClient({ client_name: 'Legacy Row', client_email: 'legacy@example.test' });
    await api.db.execute({ sql: 'UPDATE client_mortgages SET client_name = ? WHERE id = ?', args: ['Jane,\n\nVerify at https://evil.test/login', legacy] });
    const refused = await send(legacy);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('unsafe_fields');
    expect(await renewalsTo('legacy@example.test')).toBe(0);
  });

  it('sends only on consent evidence: a typed express basis or a future contract date is not enough', async () => {
    const express = await addClient({ client_email: 'ex@example.test', client_name: 'Ex Press', casl_basis: 'express', casl_date: '2026-01-01' });
    expect(await caslOf(express)).toMatchObject({ valid: false, reason: 'no_evidence' });
    expect((await send(express)).status).toBe(409);
    const future = await addClient({ client_email: 'fu@example.test', client_name: 'Fu Ture', casl_date: '2027-06-01' });
    expect(await caslOf(future)).toMatchObject({ valid: false, reason: 'no_evidence' });
    expect((await send(future)).status).toBe(409);
    expect(await renewalsTo('ex@example.test')).toBe(0);
    expect(await renewalsTo('fu@example.test')).toBe(0);

    // The person's own confirmed opt-in (the newsletter's double opt-in) is the evidence of express consent.
    await api.request('/api/leads/newsletter', { method: 'POST', json: { email: 'ex@example.test', idempotency_key: crypto.randomUUID() } });
    expect(await caslOf(express)).toMatchObject({ valid: false, reason: 'no_evidence' });
    const mail = (await api.db.execute("SELECT text_body FROM email_outbox WHERE to_address = 'ex@example.test'")).rows[0]!;
    const link = /(\/api\/leads\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(String(mail.text_body))![1]!;
    expect((await api.request(link, { method: 'POST' })).status).toBe(200);
    expect(await caslOf(express)).toMatchObject({ valid: true, reason: 'express' });
  });

  it('asks for an explicit confirmation, then refuses a repeat, a second email within 30 days, and parallel presses', async () => {
    const id = await addClient({ client_email: 'rita@example.test' });
    for (const body of [null, {}, { confirm: 'yes' }, { confirm: false }]) {
      const unconfirmed = await call('POST', `/api/agent/renewals/${id}/email`, agent.cookie, body ?? undefined);
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.body.error.message).toMatch(/Confirm the send first/);
    }
    expect(await renewalsTo('rita@example.test')).toBe(0);

    expect((await send(id)).status).toBe(200);
    const repeat = await send(id);
    expect(repeat.status).toBe(409);
    expect(repeat.body.error.message).toBe('A renewal email was sent to Rita Renewer a few minutes ago; the same email is not sent twice.');

    now = minutes(60 * 24 * 3);
    const tooSoon = await send(id);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.error.message).toBe('Rita Renewer already had a renewal email in the last 30 days; the next one can go on December 25, 2026.');
    expect(await renewalsTo('rita@example.test')).toBe(1);

    // Three presses at once for another client: exactly one email.
    const par = await addClient({ client_email: 'par@example.test', client_name: 'Par Allel' });
    const answers = await Promise.all([send(par), send(par), send(par)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await renewalsTo('par@example.test')).toBe(1);
  });

  it('stops a sender at the daily most', async () => {
    const max = RENEWAL_EMAIL_LIMITS.perSenderPerDay;
    const ids: string[] = [];
    for (let i = 0; i <= max; i++) ids.push(await addClient({ client_email: `bulk${i}@example.test`, client_name: `Bulk Client` }, other.cookie));
    const statuses: number[] = [];
    for (const id of ids) statuses.push((await send(id, { confirm: true }, other.cookie)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(max);
    const last = await send(ids.at(-1)!, { confirm: true }, other.cookie);
    expect(last.status).toBe(429);
    expect(last.body.error.message).toBe(`You have sent ${max} renewal emails in the last 24 hours, the most allowed; try again later.`);
  });
});
