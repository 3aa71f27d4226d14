import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_BODY_MAX_BYTES, CHAT_RATE_LIMIT } from '../../../functions/chat/routes';
import { CHAT_GREETING, CHAT_HISTORY_LIMIT, CHAT_MESSAGE_MAX_LENGTH } from '../../../src/lib/chat/suggested-questions';
import { messages } from '../../../src/lib/messages';
import type { ChatMessage } from '../../../src/lib/schemas/chat';
import { startTestApi, type TestApi } from '../../helpers/test-api';

const greeting: ChatMessage[] = [{ role: 'assistant', content: CHAT_GREETING }];
const countLeads = async (api: TestApi) => Number((await api.db.execute('SELECT COUNT(*) AS n FROM leads')).rows[0]!.n);

describe('POST /api/chat replies', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: true });
  });
  afterAll(() => api.close());

  const chat = (json: unknown) => api.request('/api/chat', { method: 'POST', json });

  it('answers a down-payment question from the knowledge base, without a lead', async () => {
    const response = await chat({ session_id: 'session-dp', message: 'How much down payment do I need?', history: greeting });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['reply']);
    expect(body.reply).toMatch(/5%/);
    expect(body.reply).toMatch(/500,000/);
    expect(body.reply).toMatch(/20%/);
    expect(await countLeads(api)).toBe(0);
  });

  it('answers a rates question from the seeded active rates: lowest first, fixed and variable, date and OAC', async () => {
    const response = await chat({ session_id: 'session-rates', message: "What are today's mortgage rates?", history: greeting });
    const { reply } = (await response.json()) as { reply: string };
    // Seeded Ontario lows (db/seed/rates.ts): fixed 5-year 3.89%, variable 5-year 3.70%, both High-Ratio.
    expect(reply).toContain('Ontario');
    expect(reply).toMatch(/\(as of [A-Z][a-z]{2} \d{1,2}, \d{4}\)/);
    const fixed = reply.slice(reply.indexOf('Fixed'), reply.indexOf('Variable'));
    const variable = reply.slice(reply.indexOf('Variable'));
    expect(fixed.split('\n').slice(1, 5)).toEqual([
      '• 5-year High-Ratio: 3.89%',
      '• 3-year High-Ratio: 3.94%',
      '• 7-year High-Ratio: 4.34%',
      '• 1-year High-Ratio: 4.69%',
    ]);
    expect(variable).toContain('• 5-year High-Ratio: 3.70%');
    expect(reply).toContain(messages.rates.footer);
  });

  it('reads rates only when the message asks about rates, interest or mortgage cost', async () => {
    await api.db.execute('UPDATE mortgage_rates SET is_active = 0');
    try {
      const rates = await (await chat({ session_id: 's-none', message: 'What interest would I pay?', history: [] })).json();
      expect(rates.reply).toContain(messages.rates.emptyText);
    } finally {
      await api.db.execute('UPDATE mortgage_rates SET is_active = 1');
    }
  });

  it('trims the message and accepts a request without history', async () => {
    const response = await chat({ session_id: 'session-trim', message: '   hello   ' });
    expect(response.status).toBe(200);
    expect((await response.json()).reply).toMatch(/Hello!/);
  });
});

describe('POST /api/chat input limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const chat = (json: unknown) => api.request('/api/chat', { method: 'POST', json });
  const longText = 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1);
  const history = (n: number): ChatMessage[] => Array.from({ length: n }, (_, i) => ({ role: i % 2 ? 'user' : 'assistant', content: `message ${i}` }));

  it.each([
    ['a blank message', { session_id: 's1', message: '   \n ', history: [] }, 'message'],
    ['a missing message', { session_id: 's1', history: [] }, 'message'],
    ['an oversized message', { session_id: 's1', message: longText, history: [] }, 'message'],
    ['too much history', { session_id: 's1', message: 'hi', history: history(CHAT_HISTORY_LIMIT + 1) }, 'history'],
    ['an oversized history message', { session_id: 's1', message: 'hi', history: [{ role: 'user', content: longText }] }, 'history.0.content'],
    ['an unknown role', { session_id: 's1', message: 'hi', history: [{ role: 'system', content: 'x' }] }, 'history.0.role'],
    ['a missing session id', { message: 'hi', history: [] }, 'session_id'],
    ['a session id with odd characters', { session_id: 'a b"c', message: 'hi', history: [] }, 'session_id'],
    ['an overlong session id', { session_id: 'x'.repeat(101), message: 'hi', history: [] }, 'session_id'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const response = await chat(body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('invalid_input');
    expect(Object.keys(error.fields)).toContain(field);
  });

  it('accepts exactly the limits: 30 history messages and 2,000 characters', async () => {
    const response = await chat({
      session_id: 's-limits',
      message: 'b'.repeat(CHAT_MESSAGE_MAX_LENGTH),
      history: [...history(CHAT_HISTORY_LIMIT - 1), { role: 'user', content: 'c'.repeat(CHAT_MESSAGE_MAX_LENGTH) }],
    });
    expect(response.status).toBe(200);
  });

  it('refuses a body that is not JSON, and a huge body unread with 413', async () => {
    const notJson = await api.request('/api/chat', { method: 'POST', body: 'hello', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const huge = await api.request('/api/chat', {
      method: 'POST',
      json: { session_id: 's1', message: 'hi', padding: 'x'.repeat(CHAT_BODY_MAX_BYTES) },
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.code).toBe('payload_too_large');
  });

  it('refuses a cross-site POST (CSRF guard)', async () => {
    const response = await api.request('/api/chat', {
      method: 'POST',
      json: { session_id: 's1', message: 'hi', history: [] },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/chat per-IP limit', () => {
  it(`answers 429 with the chat message after ${CHAT_RATE_LIMIT.limit} messages a minute from one IP`, async () => {
    const api = await startTestApi();
    try {
      const send = () => api.request('/api/chat', { method: 'POST', json: { session_id: 'flood', message: 'hi', history: [] } });
      const statuses = [];
      for (let i = 0; i < CHAT_RATE_LIMIT.limit; i++) statuses.push((await send()).status);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).error).toEqual({ code: 'rate_limited', message: messages.chat.rateLimited });
      expect(await countLeads(api)).toBe(0);
    } finally {
      await api.close();
    }
  });
});
