import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPIES_PER_RECIPIENT } from '../../../functions/leads/calculator-copy';
import { startTestApi, type TestApi } from '../../helpers/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { LEAD_FORM_LIMIT_PER_IP: '1000', TRUST_PROXY: 'true' } });
});
afterAll(() => api.close());

const inputs = { annual_income: 100000, down_payment: 20000, amortization_years: 25, annual_rate: 4.84 };
const copy = (body: Record<string, unknown>, ip = '198.51.100.1') =>
  api.request('/api/leads/calculator-copy', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: { email: 'copy@example.test', consent: false, idempotency_key: crypto.randomUUID(), ...body },
  });
const outboxTexts = async () => (await api.db.execute('SELECT text_body FROM email_outbox')).rows.map((r) => String(r.text_body)).join('\n');

describe('calculator copy refuses free text', () => {
  it.each([
    ['an unknown input key', { ...inputs, 'Click here to claim': 1 }],
    ['a text value', { ...inputs, annual_income: 'Your account is suspended, call 1-800-555-0199' }],
    ['a thousands-character value', { ...inputs, annual_rate: '9'.repeat(5000) }],
    ['a nested object', { ...inputs, down_payment: { note: 'hello' } }],
    ['an out-of-range number', { ...inputs, annual_income: 1e300 }],
    ['an amortization the calculator does not offer', { ...inputs, amortization_years: 26 }],
  ])('refuses %s with 400 and mails nothing', async (_, badInputs) => {
    const response = await copy({ email: 'victim@example.test', scenario: { calculator: 'affordability', inputs: badInputs } });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_input');
    expect(await outboxTexts()).not.toContain('victim@example.test');
    expect((await api.db.execute("SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = 'victim@example.test'")).rows[0]!.n).toBe(0);
  });

  it('answers deeply nested JSON with 400, not 500', async () => {
    // Built as text: JSON.stringify itself overflows the stack at this depth, which is what gave the 500.
    const raw = `{"email":"deep@example.test","idempotency_key":"${crypto.randomUUID()}","scenario":{"calculator":"affordability","inputs":${JSON.stringify(inputs)},"results":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}}`;
    const response = await api.request('/api/leads/calculator-copy', { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
    expect(response.status).toBe(400);
  });

  it('emails only the server-computed figures, never the results the request claimed', async () => {
    const response = await copy({
      email: 'figures@example.test',
      scenario: { calculator: 'affordability', inputs, results: { max_price: 'FREE HOUSE, reply with your bank details' } },
    });
    expect(response.status).toBe(201);
    const text = await outboxTexts();
    expect(text).toContain('Max price: $');
    expect(text).not.toContain('FREE HOUSE');
  });

  it(`sends at most ${COPIES_PER_RECIPIENT.limit} copies a day to one address, whatever the IP`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= COPIES_PER_RECIPIENT.limit; i++) {
      statuses.push((await copy({ email: 'flooded@example.test', scenario: { calculator: 'affordability', inputs } }, `203.0.113.${i + 1}`)).status);
    }
    expect(statuses).toEqual([...Array(COPIES_PER_RECIPIENT.limit).fill(201), 429]);
  });
});

describe('newsletter answers alike whether or not the address is subscribed (finding 4)', () => {
  const subscribe = async (email: string, extra: Record<string, unknown> = {}) => {
    const response = await api.request('/api/leads/newsletter', { method: 'POST', json: { email, idempotency_key: crypto.randomUUID(), ...extra } });
    return { status: response.status, body: await response.json() };
  };

  it('gives a new address, a subscribed address and a trapped bot the same answer, with no lead id', async () => {
    const fresh = await subscribe('new-reader@example.test');
    const again = await subscribe('new-reader@example.test');
    const bot = await subscribe('bot@example.test', { website: 'http://spam.example' });
    expect(fresh).toEqual({ status: 201, body: { ok: true } });
    expect(again).toEqual(fresh);
    expect(bot).toEqual(fresh);
  });
});
