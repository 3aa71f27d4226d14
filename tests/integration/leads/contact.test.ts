import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/lib/messages';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { agentIdBySlug, contactBody, countRows, storedLead } from './lead-helpers';

describe('POST /api/leads/contact', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: true, env: { LEAD_FORM_LIMIT_PER_IP: '1000' } });
  });
  afterAll(() => api.close());

  const post = (body: unknown, headers: Record<string, string> = {}) => api.request('/api/leads/contact', { method: 'POST', json: body, headers });

  it("stores the spec's exact payload for a chosen agent, with the consent evidence", async () => {
    const agentId = await agentIdBySlug(api.db, 'davidchen');
    const res = await post(contactBody({ agent_id: agentId }), { 'user-agent': 'TestBrowser/1.0' });
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer).toEqual({ lead_id: expect.any(String), alliance: 'skipped' });
    expect(await storedLead(api.db, answer.lead_id)).toEqual({
      client_name: 'Jane Doe',
      client_email: 'jane.doe@example.test',
      client_phone: '416-555-0199',
      message: 'Looking to renew in the spring.',
      type: 'contact',
      source: 'contact_form',
      status: 'new',
      agent_id: agentId,
      metadata: { phoneType: 'Work', postalCode: 'M5V 2T6' },
    });
    const consent = (await api.db.execute({ sql: 'SELECT * FROM consent_records WHERE lead_id = ?', args: [answer.lead_id] })).rows;
    expect(consent).toHaveLength(1);
    expect(consent[0]).toMatchObject({
      email: 'jane.doe@example.test',
      form: 'contact',
      wording: messages.contact.consentLabel,
      ip: '127.0.0.1',
      user_agent: 'TestBrowser/1.0',
      withdrawn_at: null,
    });
    expect(Date.parse(String(consent[0]!.consented_at))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a page loaded before the snake_case rename (agentId, idempotencyKey) still gets its lead stored, for the agent it chose', async () => {
    const agentId = await agentIdBySlug(api.db, 'davidchen');
    const { agent_id: _agent, idempotency_key: key, ...rest } = contactBody({ agent_id: agentId }) as Record<string, unknown>;
    const res = await post({ ...rest, agentId, idempotencyKey: key });
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(await storedLead(api.db, answer.lead_id)).toMatchObject({ client_email: 'jane.doe@example.test', agent_id: agentId });
  });

  it('defaults the phone type to Mobile and keeps an empty postal code; no agent means no agent_id', async () => {
    const body = contactBody({ postalCode: '' });
    delete (body as Record<string, unknown>).phoneType;
    const answer = await (await post(body)).json();
    expect(await storedLead(api.db, answer.lead_id)).toMatchObject({ agent_id: null, metadata: { phoneType: 'Mobile', postalCode: '' } });
  });

  it("refuses a submission without consent with the spec's message and stores nothing", async () => {
    const before = await countRows(api.db, 'leads');
    for (const consent of [false, undefined]) {
      const res = await post(contactBody({ consent }));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.message).toBe('Please consent to receiving communications');
      expect(body.error.fields.consent).toBe('Please consent to receiving communications');
    }
    expect(await countRows(api.db, 'leads')).toBe(before);
  });

  it('names each invalid field and stores nothing', async () => {
    const before = await countRows(api.db, 'leads');
    const res = await post(contactBody({ firstName: ' ', email: 'not-an-email', phone: 'call me', message: 'x'.repeat(5001) }));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields).toMatchObject({
      firstName: 'First name is required.',
      email: 'Enter a valid email address.',
      phone: 'Enter a valid phone number.',
      message: 'Comments must be 5000 characters or fewer.',
    });
    expect(await countRows(api.db, 'leads')).toBe(before);
  });

  it('stores text as plain text: markup is kept as typed, control characters dropped', async () => {
    const answer = await (await post(contactBody({ message: '<script>alert(1)</script>\u0000 hi', firstName: '<b>Jo</b>' }))).json();
    const lead = await storedLead(api.db, answer.lead_id);
    expect(lead!.message).toBe('<script>alert(1)</script> hi');
    expect(lead!.client_name).toBe('<b>Jo</b> Doe');
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const res = await post(contactBody({ message: 'x'.repeat(40_000) }));
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('answers a filled honeypot as if accepted but stores nothing', async () => {
    const before = await countRows(api.db, 'leads');
    const res = await post(contactBody({ website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ lead_id: expect.any(String), alliance: 'skipped' });
    expect(await countRows(api.db, 'leads')).toBe(before);
    expect(await countRows(api.db, 'consent_records')).toBeGreaterThan(0);
  });

  it('makes one lead for a double click or a retry with the same idempotency key, answering the same', async () => {
    const body = contactBody({ email: 'twice@example.test' });
    const [first, second] = await Promise.all([post(body), post(body)]);
    const third = await post(body);
    const answers = await Promise.all([first.json(), second.json(), third.json()]);
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.lead_id)).size).toBe(1);
    expect(await countRows(api.db, 'leads', "client_email = 'twice@example.test'")).toBe(1);
    expect(await countRows(api.db, 'consent_records', "email = 'twice@example.test'")).toBe(1);
    expect(await countRows(api.db, 'email_outbox', 'lead_id = ?', [answers[0].lead_id])).toBe(1);
  });

  it('sends an unknown or inactive agent id to the brokerage instead of refusing the lead', async () => {
    const answer = await (await post(contactBody({ agent_id: 'no-such-agent' }))).json();
    expect(await storedLead(api.db, answer.lead_id)).toMatchObject({ agent_id: null });
    const outbox = await api.db.execute({ sql: 'SELECT to_address FROM email_outbox WHERE lead_id = ?', args: [answer.lead_id] });
    expect(outbox.rows[0]!.to_address).toBe('leads@example.com');
  });
});

describe('per-IP limit on the contact form', () => {
  it(`answers 429 with a clear message after ${10} submissions from one IP in 10 minutes`, async () => {
    const api = await startTestApi();
    try {
      for (let i = 0; i < 10; i++) {
        expect((await api.request('/api/leads/contact', { method: 'POST', json: contactBody() })).status).toBe(201);
      }
      const res = await api.request('/api/leads/contact', { method: 'POST', json: contactBody() });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await res.json()).error.message).toBe('Too many submissions from your connection. Please wait a few minutes and try again.');
      expect(await countRows(api.db, 'leads')).toBe(10);
      // Another form has its own counter.
      const newsletter = await api.request('/api/leads/newsletter', {
        method: 'POST',
        json: { email: 'a@example.test', idempotency_key: crypto.randomUUID() },
      });
      expect(newsletter.status).toBe(201);
    } finally {
      await api.close();
    }
  });
});
