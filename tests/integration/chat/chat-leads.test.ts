import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../../db/queries/email-outbox';
import { CHAT_GREETING } from '../../../src/lib/chat/suggested-questions';
import type { ChatMessage } from '../../../src/lib/schemas/chat';
import { startSmtpPeer } from '../../helpers/smtp-peer';
import { startTestApi, type TestApi } from '../../helpers/test-api';

const greeting: ChatMessage = { role: 'assistant', content: CHAT_GREETING };

interface LeadRow {
  id: string;
  client_name: string;
  client_email: string;
  client_phone: string | null;
  message: string;
  notes: string | null;
  type: string;
  source: string;
  status: string;
  agent_id: string | null;
  metadata: string;
}

async function leadsOf(api: TestApi, sessionId?: string): Promise<LeadRow[]> {
  const result = await api.db.execute({
    sql: `SELECT * FROM leads WHERE ?1 IS NULL OR json_extract(metadata, '$.chat_session_id') = ?1 ORDER BY created_at`,
    args: [sessionId ?? null],
  });
  return result.rows.map((row) => ({ ...row }) as unknown as LeadRow);
}

/** Plays a conversation the way the widget does: each request carries the history shown so far. */
function conversation(api: TestApi, sessionId: string) {
  const shown: ChatMessage[] = [greeting];
  return {
    shown,
    async say(message: string) {
      const response = await api.request('/api/chat', { method: 'POST', json: { session_id: sessionId, message, history: shown.slice(-30) } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { reply: string; lead?: { status: string } };
      shown.push({ role: 'user', content: message }, { role: 'assistant', content: body.reply });
      return body;
    },
  };
}

describe('chat leads', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { LEADS_INBOX_EMAIL: 'inbox@brokerage.test' } });
  });
  afterAll(() => api.close());
  afterEach(async () => {
    await api.db.execute('DELETE FROM email_outbox');
    await api.db.execute('DELETE FROM leads');
    await api.db.execute('DELETE FROM rate_limits');
  });

  it('creates no lead while the conversation has no e-mail or phone', async () => {
    const chat = conversation(api, 'no-contact');
    const body = await chat.say('I have $50k down for a $600,000 condo. My name is Jane Doe.');
    expect(body.lead).toBeUndefined();
    expect(await leadsOf(api)).toHaveLength(0);
    expect(await listOutbox(api.db)).toHaveLength(0);
  });

  it('a message with an e-mail creates exactly one lead with the spec payload and the whole conversation', async () => {
    const chat = conversation(api, 'session-a');
    await chat.say('I have $50k down for a $600,000 condo and want a fixed rate.');
    const before = Date.now();
    const body = await chat.say('My name is Jane Doe, email jane.doe@example.com');
    expect(body.lead).toEqual({ status: 'created' });

    const leads = await leadsOf(api);
    expect(leads).toHaveLength(1);
    const lead = leads[0]!;
    expect(lead).toMatchObject({
      client_name: 'Jane Doe',
      client_email: 'jane.doe@example.com',
      client_phone: null,
      type: 'contact',
      source: 'AI Chatbot',
      status: 'new',
      agent_id: null,
      notes: null,
    });
    expect(JSON.parse(lead.metadata)).toEqual({
      property_value: 600000,
      property_type: 'condo',
      down_payment: 50000,
      mortgage_type: 'fixed',
      source_details: 'Website chat assistant',
      chat_session_id: 'session-a',
    });
    const message = JSON.parse(lead.message) as { conversation: ChatMessage[]; last_interaction: string };
    expect(Object.keys(message)).toEqual(['conversation', 'last_interaction']);
    expect(message.conversation).toEqual(chat.shown);
    expect(message.conversation.at(-1)).toEqual({ role: 'assistant', content: body.reply });
    expect(Date.parse(message.last_interaction)).toBeGreaterThanOrEqual(before - 1000);
    expect(message.last_interaction).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('later messages of the session update the same lead: conversation grows, details merge, name and e-mail kept', async () => {
    const chat = conversation(api, 'session-b');
    expect((await chat.say("I'm Sam Lee, call me at (416) 555-0199")).lead).toEqual({ status: 'created' });
    let [lead] = await leadsOf(api, 'session-b');
    expect(lead).toMatchObject({ client_name: 'Sam Lee', client_email: 'no-email@chat.invalid', client_phone: '416-555-0199' });

    expect((await chat.say('We are looking at a townhouse around $750,000 with 10% down')).lead).toEqual({ status: 'updated' });
    expect((await chat.say('Also my email is sam.lee@example.com and we want a variable rate')).lead).toEqual({ status: 'updated' });

    const leads = await leadsOf(api);
    expect(leads).toHaveLength(1);
    lead = leads[0]!;
    expect(lead).toMatchObject({ client_name: 'Sam Lee', client_email: 'sam.lee@example.com', client_phone: '416-555-0199', status: 'new' });
    expect(JSON.parse(lead.metadata)).toMatchObject({
      property_value: 750000,
      property_type: 'townhouse',
      down_payment: '10%',
      mortgage_type: 'variable',
      chat_session_id: 'session-b',
    });
    expect(JSON.parse(lead.message).conversation).toEqual(chat.shown);
    expect(chat.shown).toHaveLength(7);
    // Only the creation notifies the brokerage.
    expect(await listOutbox(api.db)).toHaveLength(1);
  });

  it('keeps what staff changed (status) and what early messages said once they scroll out of the 30-message window', async () => {
    const chat = conversation(api, 'session-long');
    await chat.say('My name is Ann Park, phone 647-555-0123, buying a detached house');
    await api.db.execute("UPDATE leads SET status = 'contacted'");
    for (let i = 0; i < 17; i++) await chat.say(`Question number ${i + 1} about closing costs`);
    const [lead] = await leadsOf(api, 'session-long');
    expect(lead).toMatchObject({ client_name: 'Ann Park', client_phone: '647-555-0123', status: 'contacted' });
    expect(JSON.parse(lead!.metadata).property_type).toBe('detached');
    // 37 messages were shown; each request carried only the last 30, and the lead still holds all of them.
    expect(JSON.parse(lead!.message).conversation).toEqual(chat.shown);
    expect(chat.shown).toHaveLength(37);
  });

  it.each(['I want to apply for a mortgage', "I'd like to apply", 'how do I get pre-approved?', 'start an application'])(
    '"%s" answers with the application path',
    async (wording) => {
      const body = await conversation(api, `apply-${wording.replace(/[^a-z]+/gi, '-')}`).say(wording);
      expect(body.reply).toContain('[Application page](/applications)');
      expect(body.reply).not.toMatch(/renewal/i);
    },
  );

  it('a visitor who asked to apply and leaves an email gets a borrower file and its sign-in link, as from the form (ADR 52)', async () => {
    const chat = conversation(api, 'apply-then-email');
    await chat.say("Hi, I'd like to apply for a mortgage");
    const body = await chat.say('My name is Jane Doe, jane.apply@example.com, 416-555-0100');
    expect(body.lead).toEqual({ status: 'created' });
    expect(body.reply).toContain('emailed a sign-in link to jane.apply@example.com');
    const [lead] = await leadsOf(api, 'apply-then-email');
    const files = await api.db.execute({ sql: 'SELECT id, email FROM borrower_files WHERE lead_id = ?', args: [lead!.id] });
    expect(files.rows).toHaveLength(1);
    const links = (await listOutbox(api.db)).filter((mail) => mail.to_address === 'jane.apply@example.com');
    expect(links).toHaveLength(1);
    expect(links[0]!.text_body).toMatch(/\/api\/my-file\/sign-in\?token=/);
    // A later message of the session opens nothing more and sends no second link.
    await chat.say('Also, my down payment is $80,000');
    expect((await listOutbox(api.db)).filter((mail) => mail.to_address === 'jane.apply@example.com')).toHaveLength(1);
  });

  it('a chat lead that never asked to apply opens no file', async () => {
    const chat = conversation(api, 'no-apply');
    await chat.say('What are closing costs?');
    await chat.say('My email is just.asking@example.com');
    expect((await api.db.execute('SELECT id FROM borrower_files')).rows).toHaveLength(0);
    expect((await listOutbox(api.db)).filter((mail) => mail.to_address === 'just.asking@example.com')).toHaveLength(0);
  });

  it('a different session creates another lead', async () => {
    await conversation(api, 'session-c').say('reach me at one@example.com');
    await conversation(api, 'session-d').say('reach me at two@example.com');
    const leads = await leadsOf(api);
    expect(leads.map((l) => l.client_email).sort()).toEqual(['one@example.com', 'two@example.com']);
  });

  it('concurrent first messages of one session make one lead; one is created, the others update it', async () => {
    const send = (n: number) =>
      api
        .request('/api/chat', {
          method: 'POST',
          json: { session_id: 'session-race', message: `My email is racer${n}@example.com`, history: [greeting] },
        })
        .then((r) => r.json() as Promise<{ lead: { status: string } }>);
    const bodies = await Promise.all([1, 2, 3, 4, 5].map(send));
    expect(bodies.map((b) => b.lead.status).sort()).toEqual(['created', 'updated', 'updated', 'updated', 'updated']);
    const leads = await leadsOf(api);
    expect(leads).toHaveLength(1);
    // Every racer's message is in the transcript: none was lost to another's update.
    const transcript = JSON.parse(leads[0]!.message).conversation as ChatMessage[];
    for (const n of [1, 2, 3, 4, 5]) expect(transcript).toContainEqual({ role: 'user', content: `My email is racer${n}@example.com` });
    expect(transcript.filter((m) => m.content === CHAT_GREETING)).toHaveLength(1);
    expect(await listOutbox(api.db)).toHaveLength(1);
  });

  it('notifies the brokerage through the outbox with the details and the conversation', async () => {
    const chat = conversation(api, 'session-mail');
    await chat.say('What is the minimum down payment?');
    await chat.say('My name is Priya Shah, priya@example.com, 905-555-0147, $900k house');
    const [lead] = await leadsOf(api);
    const [mail] = await listOutbox(api.db);
    expect(mail).toMatchObject({
      to_address: 'inbox@brokerage.test',
      subject: 'New chat lead: Priya Shah',
      status: 'logged',
      lead_id: lead!.id,
    });
    expect(mail!.text_body).toContain('Email: priya@example.com');
    expect(mail!.text_body).toContain('Phone: 905-555-0147');
    expect(mail!.text_body).toContain('Property value: $900,000');
    expect(mail!.text_body).toContain('Visitor: What is the minimum down payment?');
    expect(mail!.text_body).toContain(`Assistant: ${CHAT_GREETING}`);
  });
});

describe('chat lead notification over SMTP', () => {
  it('is delivered to the SMTP peer when SMTP_URL is set', async () => {
    const smtp = await startSmtpPeer();
    const api = await startTestApi({ env: { SMTP_URL: smtp.url, LEADS_INBOX_EMAIL: 'inbox@brokerage.test' } });
    try {
      const response = await api.request('/api/chat', {
        method: 'POST',
        json: { session_id: 'smtp-session', message: 'I am Omar Haddad, omar@example.com', history: [greeting] },
      });
      expect((await response.json()).lead).toEqual({ status: 'created' });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.to).toEqual(['inbox@brokerage.test']);
      expect(smtp.messages[0]!.raw).toContain('Subject: New chat lead: Omar Haddad');
      expect((await listOutbox(api.db))[0]!.status).toBe('sent');
    } finally {
      await api.close();
      await smtp.close();
    }
  });

  it('a failing SMTP server never fails the chat: the reply and the lead stand, the outbox records the failure', async () => {
    const smtp = await startSmtpPeer({ failFirst: 10 });
    const api = await startTestApi({ env: { SMTP_URL: smtp.url } });
    try {
      const response = await api.request('/api/chat', {
        method: 'POST',
        json: { session_id: 'smtp-fail', message: 'Text me at 613-555-0101', history: [greeting] },
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.reply).toContain('613-555-0101');
      expect(body.lead).toEqual({ status: 'created' });
      expect((await listOutbox(api.db))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    } finally {
      await api.close();
      await smtp.close();
    }
  });
});

describe('chat lead save failure', () => {
  it('still answers, with lead status failed, when the lead cannot be saved', async () => {
    const api = await startTestApi();
    try {
      // A trigger makes every lead insert fail, as a full disk or a lost connection would.
      await api.db.execute(`CREATE TRIGGER refuse_leads BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
      const response = await api.request('/api/chat', {
        method: 'POST',
        json: { session_id: 'broken', message: 'My email is broken@example.com', history: [greeting] },
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.reply).toContain('broken@example.com');
      expect(body.lead).toEqual({ status: 'failed' });
      expect(await listOutbox(api.db)).toHaveLength(0);
    } finally {
      await api.close();
    }
  });
});
