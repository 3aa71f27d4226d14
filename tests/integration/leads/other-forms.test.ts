import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateAffordability } from '../../../src/lib/calc/affordability';
import { AFFORDABILITY_DEFAULTS } from '../../../src/lib/calc/affordability-options';
import { affordabilityCopyInputs } from '../../../src/lib/schemas/leads';
import { startSmtpPeer } from '../../helpers/smtp-peer';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { agentIdBySlug, countRows, eventually, storedLead } from './lead-helpers';

let api: TestApi;
let mail: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  mail = await startSmtpPeer();
  api = await startTestApi({ seed: true, env: { LEAD_FORM_LIMIT_PER_IP: '1000', SMTP_URL: mail.url, LEADS_INBOX_EMAIL: 'inbox@brokerage.test' } });
});
afterAll(async () => {
  await api.close();
  await mail.close();
});

const post = async (path: string, json: Record<string, unknown>) => {
  const res = await api.request(`/api/leads/${path}`, { method: 'POST', json: { idempotency_key: crypto.randomUUID(), ...json } });
  return { status: res.status, body: await res.json() };
};

describe('POST /api/leads/agent-application', () => {
  it("stores the spec's agent-application lead and notifies the brokerage inbox", async () => {
    const { status, body } = await post('agent-application', {
      full_name: 'Sam Rivers',
      email: 'sam@example.test',
      phone: '(647) 555-0101',
      experience: 'Mortgage Agent Level 1',
      message: 'Licensed since March.',
    });
    expect(status).toBe(201);
    expect(await storedLead(api.db, body.lead_id)).toEqual({
      client_name: 'Sam Rivers',
      client_email: 'sam@example.test',
      client_phone: '(647) 555-0101',
      message: 'Licensed since March.',
      type: 'contact',
      source: 'website',
      status: 'new',
      agent_id: null,
      metadata: { type: 'agent_application', experience: 'Mortgage Agent Level 1' },
    });
    await eventually(async () => mail.messages.some((m) => m.raw.includes('Sam Rivers')));
    expect(mail.messages.find((m) => m.raw.includes('Sam Rivers'))!.to).toEqual(['inbox@brokerage.test']);
  });

  it('requires full name, email, phone and an experience level', async () => {
    const { status, body } = await post('agent-application', { full_name: '', email: 'x', phone: '', experience: 'Astronaut' });
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'experience', 'full_name', 'phone']);
  });
});

describe('POST /api/leads/newsletter', () => {
  it("stores the spec's newsletter lead with the name before the @, and a pending consent with a confirmation link (ADR 39)", async () => {
    const { status, body } = await post('newsletter', { email: 'Reader.One@Example.test' });
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true });
    const leadId = String((await api.db.execute("SELECT id FROM leads WHERE client_email = 'Reader.One@Example.test'")).rows[0]!.id);
    expect(await storedLead(api.db, leadId)).toEqual({
      client_name: 'Reader.One',
      client_email: 'Reader.One@Example.test',
      client_phone: null,
      message: null,
      type: 'contact',
      source: 'newsletter',
      status: 'new',
      agent_id: null,
      metadata: { subscribed_to: 'newsletter' },
    });
    const consent = (
      await api.db.execute({ sql: 'SELECT form, email, confirm_token_hash, confirmed_at FROM consent_records WHERE lead_id = ?', args: [leadId] })
    ).rows[0]!;
    expect(consent).toMatchObject({ form: 'newsletter', email: 'reader.one@example.test', confirmed_at: null });
    expect(String(consent.confirm_token_hash)).toMatch(/^[0-9a-f]{64}$/);
    const toReader = (m: { to: string[] }) => m.to.some((to) => to.toLowerCase() === 'reader.one@example.test');
    await eventually(async () => mail.messages.some(toReader));
    const confirmation = mail.messages.find(toReader)!.raw.replace(/=\r?\n/g, '');
    expect(confirmation).toMatch(/\/api\/leads\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/);
  });

  it('treats a repeated subscription (any case) as a success that creates nothing, answered exactly like a new one', async () => {
    const first = await post('newsletter', { email: 'repeat@example.test' });
    const again = await post('newsletter', { email: 'REPEAT@example.test' });
    // the answer must not tell anyone whether an address is subscribed, nor give out a lead id.
    expect(again).toEqual(first);
    expect(again).toEqual({ status: 201, body: { ok: true } });
    expect(await countRows(api.db, 'leads', "lower(client_email) = 'repeat@example.test'")).toBe(1);
    expect(await countRows(api.db, 'consent_records', "email = 'repeat@example.test'")).toBe(1);
  });

  it('requires a valid email', async () => {
    const { status, body } = await post('newsletter', { email: 'nope' });
    expect(status).toBe(400);
    expect(body.error.fields.email).toBe('Enter a valid email address.');
  });
});

describe('POST /api/leads/application', () => {
  it("stores the spec's application lead for a chosen agent, with a numeric amount, and notifies that agent", async () => {
    const agentId = await agentIdBySlug(api.db, 'priyasharma');
    const { status, body } = await post('application', {
      full_name: 'Lee Park',
      email: 'lee@example.test',
      phone: '613 555 0123',
      amount: '$450,000',
      property_address: '12 Elm St, Ottawa',
      agent_id: agentId,
      message: 'Pre-approval please.',
    });
    expect(status).toBe(201);
    expect(await storedLead(api.db, body.lead_id)).toEqual({
      client_name: 'Lee Park',
      client_email: 'lee@example.test',
      client_phone: '613 555 0123',
      message: 'Pre-approval please.',
      type: 'application',
      source: 'website',
      status: 'new',
      agent_id: agentId,
      metadata: { mortgage_amount: 450000, property_address: '12 Elm St, Ottawa' },
    });
    await eventually(async () => mail.messages.some((m) => m.raw.includes('Lee Park')));
    expect(mail.messages.find((m) => m.raw.includes('Lee Park'))!.to).toEqual(['priya.crm@example.com']);
  });

  it('accepts no amount and no agent, and refuses a non-numeric amount', async () => {
    const ok = await post('application', { full_name: 'A B', email: 'ab@example.test', phone: '4165550100' });
    expect(await storedLead(api.db, ok.body.lead_id)).toMatchObject({ agent_id: null, metadata: { mortgage_amount: null, property_address: '' } });
    const bad = await post('application', { full_name: 'A B', email: 'ab@example.test', phone: '4165550100', amount: 'lots' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.amount).toBe('Enter the amount as a number, e.g. 450000.');
  });
});

describe('POST /api/leads/calculator-copy', () => {
  const scenario = {
    calculator: 'affordability',
    inputs: { annual_income: 100000, down_payment: 20000, amortization_years: 25, annual_rate: 4.84 },
    // What the island sends; the server never reads it and emails its own recomputation instead.
    results: { max_price: 999_999_999, violations: ['Call 555-0000 to claim your prize'] },
  };
  const inputs = { ...AFFORDABILITY_DEFAULTS, annualIncome: 100000, downPayment: 20000, amortizationYears: 25, annualRate: 4.84 };
  const expected = calculateAffordability(inputs);
  if (!expected.ok) throw new Error('fixture must be calculable');

  it('stores a website lead holding the scenario and emails the copy to the visitor', async () => {
    const { status, body } = await post('calculator-copy', { email: 'calc@example.test', consent: true, scenario });
    expect(status).toBe(201);
    const lead = await storedLead(api.db, body.lead_id);
    expect(lead).toMatchObject({
      client_email: 'calc@example.test',
      type: 'contact',
      source: 'website',
      metadata: {
        source_details: 'affordability_calculator',
        // Every input under the request's names, the missing ones at the calculator's defaults.
        scenario: { calculator: 'affordability', inputs: affordabilityCopyInputs(inputs), results: { max_price: expected.maxPrice } },
      },
    });
    await eventually(async () => mail.messages.some((m) => m.to.includes('calc@example.test')));
    const copy = mail.messages.find((m) => m.to.includes('calc@example.test'))!.raw.replace(/=\r?\n/g, '');
    expect(copy).toContain(`Max price: $${expected.maxPrice.toLocaleString('en-CA')}`);
    expect(copy).not.toContain('999,999,999');
    expect(copy).not.toContain('prize');
    expect(copy).toContain('unsubscribe?token=');
    expect(await countRows(api.db, 'consent_records', "email = 'calc@example.test' AND form = 'calculator_copy'")).toBe(1);
  });

  it('without consent records no consent and sends no unsubscribe link; a retry sends nothing twice', async () => {
    const json = { email: 'calc2@example.test', consent: false, scenario, idempotency_key: crypto.randomUUID() };
    const first = await api.request('/api/leads/calculator-copy', { method: 'POST', json });
    const second = await api.request('/api/leads/calculator-copy', { method: 'POST', json });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await countRows(api.db, 'leads', "client_email = 'calc2@example.test'")).toBe(1);
    expect(await countRows(api.db, 'email_outbox', "to_address = 'calc2@example.test'")).toBe(1);
    expect(await countRows(api.db, 'consent_records', "email = 'calc2@example.test'")).toBe(0);
  });

  it('answers the error shape for a bad email', async () => {
    const { status, body } = await post('calculator-copy', { email: '', consent: false, scenario });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'invalid_input', fields: { email: 'Email is required.' } });
  });
});
