import { afterEach, describe, expect, it } from 'vitest';
import { startHttpPeer, type PeerHandler } from '../../helpers/http-peer';
import { startSmtpPeer } from '../../helpers/smtp-peer';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { agentIdBySlug, contactBody, countRows, eventually, storedLead } from './lead-helpers';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function apiWith(env: Record<string, string>): Promise<TestApi> {
  const api = await startTestApi({ seed: true, env: { LEAD_FORM_LIMIT_PER_IP: '1000', ...env } });
  closers.push(() => api.close());
  return api;
}

async function smtp(options: { failFirst?: number } = {}) {
  const peer = await startSmtpPeer(options);
  closers.push(peer.close);
  return peer;
}

async function alliancePeer(handler?: PeerHandler) {
  const peer = await startHttpPeer(handler);
  closers.push(peer.close);
  return peer;
}

const submit = async (api: TestApi, overrides: Record<string, unknown> = {}) => {
  const res = await api.request('/api/leads/contact', { method: 'POST', json: contactBody(overrides) });
  expect(res.status).toBe(201);
  return (await res.json()) as { lead_id: string; alliance: string };
};

describe('contact notification (b) through the outbox to a real SMTP server', () => {
  it("emails the agent's CRM address, else the agent's email, else the brokerage inbox", async () => {
    const mail = await smtp();
    const api = await apiWith({ SMTP_URL: mail.url, LEADS_INBOX_EMAIL: 'inbox@brokerage.test' });
    await submit(api, { agent_id: await agentIdBySlug(api.db, 'sarahmitchell') });
    await submit(api, { agent_id: await agentIdBySlug(api.db, 'davidchen') });
    const { lead_id: leadId } = await submit(api, { firstName: 'No', lastName: 'Agent' });
    await eventually(async () => mail.messages.length === 3);
    expect(mail.messages.map((m) => m.to)).toEqual([['sarah.leads@example.com'], ['david.chen@example.com'], ['inbox@brokerage.test']]);

    const last = mail.messages[2]!.raw;
    expect(last).toContain('Subject: New website lead: No Agent');
    for (const detail of ['jane.doe@example.test', '416-555-0199', 'Phone type: Work', 'Postal code: M5V 2T6', 'Looking to renew in the spring.', leadId]) {
      expect(last).toContain(detail);
    }
    const outbox = await api.db.execute({ sql: 'SELECT status, attempts FROM email_outbox WHERE lead_id = ?', args: [leadId] });
    expect(outbox.rows[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it("keeps the lead when SMTP fails: the outbox row is 'failed' after 3 attempts and the visitor still succeeds", async () => {
    const mail = await smtp({ failFirst: 3 });
    const api = await apiWith({ SMTP_URL: mail.url });
    const { lead_id: leadId } = await submit(api);
    expect(await storedLead(api.db, leadId)).toMatchObject({ source: 'contact_form' });
    await eventually(
      async () => (await api.db.execute({ sql: "SELECT 1 FROM email_outbox WHERE lead_id = ? AND status = 'failed'", args: [leadId] })).rows.length === 1,
    );
    const row = (await api.db.execute({ sql: 'SELECT attempts, last_error FROM email_outbox WHERE lead_id = ?', args: [leadId] })).rows[0]!;
    expect(row.attempts).toBe(3);
    expect(String(row.last_error)).toMatch(/451/);
    expect(mail.messages).toHaveLength(0);
  });

  it('without SMTP the notification stays in the outbox as logged', async () => {
    const api = await apiWith({});
    const { lead_id: leadId } = await submit(api);
    const row = (await api.db.execute({ sql: 'SELECT status, to_address FROM email_outbox WHERE lead_id = ?', args: [leadId] })).rows[0]!;
    expect(row).toMatchObject({ status: 'logged', to_address: 'leads@example.com' });
  });
});

describe('contact alliance submission (c) against a local HTTP server', () => {
  it("posts exactly the spec's fields, form-encoded, with the site's broker code and wpnonce", async () => {
    const peer = await alliancePeer(() => ({ body: JSON.stringify({ success: true }) }));
    const api = await apiWith({
      ALLIANCE_FORM_URL: `${peer.url}/wp-admin/admin-ajax.php`,
      ALLIANCE_BROKER_CODE: 'SITE-1',
      ALLIANCE_WPNONCE: 'nonce-site',
      ALLIANCE_FORM_ACTION: 'submit_contact',
    });
    const answer = await submit(api, { phoneType: 'Residential' });
    expect(answer.alliance).toBe('submitted');
    expect(peer.requests).toHaveLength(1);
    const request = peer.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/wp-admin/admin-ajax.php');
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect([...new URLSearchParams(request.body)]).toEqual([
      ['firstName', 'Jane'],
      ['lastName', 'Doe'],
      ['email', 'jane.doe@example.test'],
      ['phone', '416-555-0199'],
      ['phoneType', '3'],
      ['city', ''],
      ['postalCode', 'M5V 2T6'],
      ['comments', 'Looking to renew in the spring.'],
      ['casl', 'true'],
      ['action', 'submit_contact'],
      ['brokerCode', 'SITE-1'],
      ['wpnonce', 'nonce-site'],
    ]);
    const row = (await api.db.execute({ sql: 'SELECT outcome, http_status FROM alliance_submissions WHERE lead_id = ?', args: [answer.lead_id] })).rows[0]!;
    expect(row).toMatchObject({ outcome: 'submitted', http_status: 200 });
  });

  it("prefers the chosen agent's broker code and wpnonce over the site's", async () => {
    const peer = await alliancePeer();
    const api = await apiWith({ ALLIANCE_FORM_URL: peer.url, ALLIANCE_BROKER_CODE: 'SITE-1', ALLIANCE_WPNONCE: 'nonce-site' });
    const agentId = await agentIdBySlug(api.db, 'priyasharma');
    await api.db.execute({ sql: "UPDATE agents SET broker_code = 'PRIYA-9', wpnonce = 'nonce-priya' WHERE id = ?", args: [agentId] });
    expect((await submit(api, { agent_id: agentId })).alliance).toBe('submitted');
    const fields = new URLSearchParams(peer.requests[0]!.body);
    expect([fields.get('brokerCode'), fields.get('wpnonce'), fields.get('phoneType')]).toEqual(['PRIYA-9', 'nonce-priya', '2']);
  });

  it('reports a failure (HTTP error, or a WordPress refusal read as text or JSON) and keeps the lead', async () => {
    const answers = [
      { status: 500, body: 'Internal error' },
      { status: 200, body: '0', headers: { 'content-type': 'text/html' } },
      { status: 200, body: JSON.stringify({ success: false, data: 'bad nonce' }) },
    ];
    let call = 0;
    const peer = await alliancePeer(() => answers[call++]!);
    const api = await apiWith({ ALLIANCE_FORM_URL: peer.url, ALLIANCE_BROKER_CODE: 'B', ALLIANCE_WPNONCE: 'N' });
    for (let i = 0; i < answers.length; i++) {
      const answer = await submit(api);
      expect(answer.alliance).toBe('failed');
      expect(await storedLead(api.db, answer.lead_id)).toMatchObject({ source: 'contact_form' });
      expect((await api.db.execute({ sql: 'SELECT outcome FROM alliance_submissions WHERE lead_id = ?', args: [answer.lead_id] })).rows[0]!.outcome).toBe(
        'failed',
      );
    }
  });

  it('reports a failure when the alliance cannot be reached', async () => {
    const peer = await startHttpPeer();
    const url = peer.url;
    await peer.close();
    const api = await apiWith({ ALLIANCE_FORM_URL: url, ALLIANCE_BROKER_CODE: 'B', ALLIANCE_WPNONCE: 'N' });
    const answer = await submit(api);
    expect(answer.alliance).toBe('failed');
    expect(await countRows(api.db, 'leads', 'id = ?', [answer.lead_id])).toBe(1);
  });

  it('skips the external submission when the broker code or the wpnonce is missing', async () => {
    const peer = await alliancePeer();
    const api = await apiWith({ ALLIANCE_FORM_URL: peer.url, ALLIANCE_BROKER_CODE: 'ONLY-CODE' });
    const answer = await submit(api);
    expect(answer.alliance).toBe('skipped');
    expect(peer.requests).toHaveLength(0);
    expect((await api.db.execute({ sql: 'SELECT outcome FROM alliance_submissions WHERE lead_id = ?', args: [answer.lead_id] })).rows[0]!.outcome).toBe(
      'skipped',
    );
  });

  it('a retried submission answers the first outcome and posts only once', async () => {
    const peer = await alliancePeer(() => ({ body: '{"success":true}' }));
    const api = await apiWith({ ALLIANCE_FORM_URL: peer.url, ALLIANCE_BROKER_CODE: 'B', ALLIANCE_WPNONCE: 'N' });
    const body = contactBody();
    const [a, b] = await Promise.all([
      api.request('/api/leads/contact', { method: 'POST', json: body }).then((r) => r.json()),
      api.request('/api/leads/contact', { method: 'POST', json: body }).then((r) => r.json()),
    ]);
    expect(a).toEqual(b);
    expect(a.alliance).toBe('submitted');
    expect(peer.requests).toHaveLength(1);
  });
});
