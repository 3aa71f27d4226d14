import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/lib/messages';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { agentIdBySlug, countRows, storedLead } from './lead-helpers';

// the five page forms work as plain HTML forms (JavaScript off), answered with a 303 back to the page.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: true, env: { LEAD_FORM_LIMIT_PER_IP: '1000' } });
});
afterAll(() => api.close());

function post(path: string, fields: Record<string, string>, referer?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (referer) headers.referer = `${api.baseUrl}${referer}`;
  return api.request(path, { method: 'POST', headers, body: new URLSearchParams(fields).toString(), redirect: 'manual' });
}

const contactFields = {
  firstName: 'Nora',
  lastName: 'Script',
  email: 'nora.noscript@example.test',
  phone: '416-555-0111',
  phoneType: 'Work',
  postalCode: 'M4C 1B5',
  message: 'No JavaScript here.',
  consent: 'on',
  agent_id: '',
  website: '',
};

async function leadIdByEmail(email: string): Promise<string> {
  return String((await api.db.execute({ sql: 'SELECT id FROM leads WHERE client_email = ?', args: [email] })).rows[0]!.id);
}

describe('plain form posts to /api/leads/*', () => {
  it('contact: stores the same lead and consent record as the JSON post (agent from the page address), then 303s back', async () => {
    const res = await post('/api/leads/contact', contactFields, '/contact?agent=davidchen');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?agent=davidchen&sent=contact#contact-result-sent');
    const id = await leadIdByEmail('nora.noscript@example.test');
    expect(await storedLead(api.db, id)).toMatchObject({
      client_name: 'Nora Script',
      client_phone: '416-555-0111',
      message: 'No JavaScript here.',
      type: 'contact',
      source: 'contact_form',
      agent_id: await agentIdBySlug(api.db, 'davidchen'),
      metadata: { phoneType: 'Work', postalCode: 'M4C 1B5' },
    });
    const consent = (await api.db.execute({ sql: 'SELECT form, wording FROM consent_records WHERE lead_id = ?', args: [id] })).rows[0]!;
    expect(consent).toMatchObject({ form: 'contact', wording: messages.contact.consentLabel });
    const key = (await api.db.execute({ sql: 'SELECT idempotency_key FROM leads WHERE id = ?', args: [id] })).rows[0]!.idempotency_key;
    expect(String(key)).toMatch(/^contact:form-/); // the server gave the keyless form post its own key
  });

  it('contact: two identical form posts without a key are two submissions, never merged', async () => {
    const fields = { ...contactFields, email: 'twice@example.test' };
    await post('/api/leads/contact', fields);
    await post('/api/leads/contact', fields);
    expect(await countRows(api.db, 'leads', "client_email = 'twice@example.test'")).toBe(2);
  });

  it('contact: an unticked consent box stores nothing and comes back as the form naming the consent (ADR 54)', async () => {
    const { consent: _unticked, ...fields } = { ...contactFields, email: 'no-consent@example.test' };
    const res = await post('/api/leads/contact', fields, '/contact');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(messages.contact.consentRequired);
    expect(await countRows(api.db, 'leads', "client_email = 'no-consent@example.test'")).toBe(0);
  });

  it('an invalid field answers the invalid outcome on the usual page when no Referer is sent', async () => {
    const res = await post('/api/leads/agent-application', { full_name: 'A', email: 'not-an-email', phone: '4165550100', experience: 'Mortgage Broker' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/become-broker?error=invalid#agent-application-result-invalid');
  });

  it('become an agent and application: stored with the same payload as the island sends', async () => {
    await post(
      '/api/leads/agent-application',
      { full_name: 'Ari Agent', email: 'ari@example.test', phone: '4165550122', experience: 'Mortgage Agent Level 1', message: '' },
      '/become-broker',
    );
    expect(await storedLead(api.db, await leadIdByEmail('ari@example.test'))).toMatchObject({
      client_name: 'Ari Agent',
      type: 'contact',
      source: 'website',
      metadata: { type: 'agent_application', experience: 'Mortgage Agent Level 1' },
    });
    const sarah = await agentIdBySlug(api.db, 'sarahmitchell');
    const res = await post(
      '/api/leads/application',
      {
        full_name: 'Pat Plain',
        email: 'pat@example.test',
        phone: '4165550133',
        amount: '450,000',
        agent_id: sarah,
        property_address: '1 Main St',
        message: '',
      },
      '/applications',
    );
    expect(res.headers.get('location')).toBe('/applications?sent=application#application-result-sent');
    expect(await storedLead(api.db, await leadIdByEmail('pat@example.test'))).toMatchObject({
      type: 'application',
      agent_id: sarah,
      metadata: { mortgage_amount: 450000, property_address: '1 Main St' },
    });
  });

  it('newsletter then unsubscribe: the token comes from the page address (the Referer) when the form has none', async () => {
    const res = await post('/api/leads/newsletter', { email: 'plain-reader@example.test', website: '' }, '/newsletter');
    expect(res.headers.get('location')).toBe('/newsletter?sent=newsletter#newsletter-result-sent');
    expect(await countRows(api.db, 'consent_records', "email = 'plain-reader@example.test' AND form = 'newsletter'")).toBe(1);
    // Double opt-in (ADR 39): the confirmation's link, then the welcome email's unsubscribe link.
    const lastMail = async () =>
      String(
        (await api.db.execute("SELECT text_body FROM email_outbox WHERE to_address = 'plain-reader@example.test' ORDER BY created_at DESC, rowid DESC LIMIT 1"))
          .rows[0]!.text_body,
      );
    const confirm = /(\/api\/leads\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(await lastMail())![1]!;
    expect((await api.request(confirm, { method: 'POST' })).status).toBe(200);
    const token = /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(await lastMail())![1]!;
    const out = await post('/api/leads/unsubscribe', { token: '' }, `/newsletter/unsubscribe?token=${token}`);
    expect(out.headers.get('location')).toBe('/newsletter/unsubscribe?sent=unsubscribe#unsubscribe-result-sent');
    expect(await countRows(api.db, 'consent_records', "email = 'plain-reader@example.test' AND withdrawn_at IS NOT NULL")).toBe(1);
    const bad = await post('/api/leads/unsubscribe', { token: '' }, `/newsletter/unsubscribe?token=${'b'.repeat(43)}`);
    expect(bad.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${'b'.repeat(43)}&error=invalid#unsubscribe-result-invalid`);
  });

  it('a filled honeypot looks like success and stores nothing', async () => {
    const res = await post('/api/leads/newsletter', { email: 'bot@example.test', website: 'http://spam.example' });
    expect(res.headers.get('location')).toBe('/newsletter?sent=newsletter#newsletter-result-sent');
    expect(await countRows(api.db, 'leads', "client_email = 'bot@example.test'")).toBe(0);
  });

  it('never redirects off the site, whatever the Referer path', async () => {
    const res = await api.request('/api/leads/newsletter', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://127.0.0.1//evil.example/x' },
      body: 'email=r%40example.test',
    });
    expect(res.headers.get('location')).toBe('/newsletter?sent=newsletter#newsletter-result-sent');
  });

  it('JSON posts are answered as before (no redirect)', async () => {
    const res = await api.request('/api/leads/newsletter', { method: 'POST', json: { email: 'json@example.test', idempotency_key: crypto.randomUUID() } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe('the per-IP limit answers a form post with the limited outcome', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ seed: true, env: { LEAD_FORM_LIMIT_PER_IP: '1' } });
  });
  afterAll(() => limited.close());

  it('second post within the window', async () => {
    const send = () =>
      limited.request('/api/leads/newsletter', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=l%40example.test',
      });
    expect((await send()).headers.get('location')).toBe('/newsletter?sent=newsletter#newsletter-result-sent');
    const second = await send();
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe('/newsletter?error=limited#newsletter-result-limited');
    expect(second.headers.get('retry-after')).toBeNull();
  });
});
