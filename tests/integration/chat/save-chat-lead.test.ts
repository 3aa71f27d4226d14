import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { findChatLeadBySession, insertChatLead, type SqlExecutor } from '../../../db/queries/chat-leads';
import { newChatLeadFields, type ChatLeadInput } from '../../../functions/chat/chat-lead-record';
import { saveChatLead, upsertChatLead } from '../../../functions/chat/save-chat-lead';
import type { ChatMessage } from '../../../src/lib/schemas/chat';
import { migratedTempDb } from '../../helpers/temp-db';

const greeting: ChatMessage = { role: 'assistant', content: 'Hi!' };
const input = (over: Partial<ChatLeadInput> = {}): ChatLeadInput => ({
  sessionId: 'session-1',
  conversation: [greeting, { role: 'user', content: 'me@example.com' }, { role: 'assistant', content: 'Thanks!' }],
  details: { email: 'me@example.com' },
  now: new Date('2026-03-01T12:00:00.000Z'),
  ...over,
});

describe('saveChatLead on a migrated database', () => {
  let db: Db;
  let removeDb: () => void;
  beforeEach(async () => {
    ({ db, remove: removeDb } = await migratedTempDb('chat-lead'));
  });
  afterEach(() => removeDb());

  const count = async () => Number((await db.execute('SELECT COUNT(*) AS n FROM leads')).rows[0]!.n);

  it('creates, then updates the same row', async () => {
    const first = await saveChatLead(db, input());
    expect(first.status).toBe('created');
    expect(first.lead).toMatchObject({ source: 'AI Chatbot', type: 'contact', status: 'new', client_email: 'me@example.com' });
    expect(first.lead.created_at).toBe('2026-03-01T12:00:00.000Z');
    const later = new Date('2026-03-01T12:05:00.000Z');
    const second = await saveChatLead(
      db,
      input({
        conversation: [...input().conversation, { role: 'user', content: 'I am Bo Li' }, { role: 'assistant', content: 'Hi Bo' }],
        details: { name: 'Bo Li' },
        now: later,
      }),
    );
    expect(second.status).toBe('updated');
    expect(second.lead.id).toBe(first.lead.id);
    expect(second.lead).toMatchObject({ client_name: 'Bo Li', client_email: 'me@example.com', updated_at: later.toISOString() });
    expect(JSON.parse(second.lead.message!).last_interaction).toBe(later.toISOString());
    expect(await count()).toBe(1);
  });

  it('an insert that loses the race to another request updates the winner instead (unique index)', async () => {
    // Between this request's lookup and its insert, another request of the session inserts its lead.
    let lookups = 0;
    const racing: SqlExecutor = {
      async execute(statement) {
        const result = await db.execute(statement);
        if (lookups++ === 0) {
          await insertChatLead(db, {
            ...newChatLeadFields(input({ details: { phone: '416-555-0100' } })),
            id: 'winner',
            createdAt: '2026-03-01T11:59:59.000Z',
          });
        }
        return result;
      },
    };
    const saved = await upsertChatLead(racing, input());
    expect(saved.status).toBe('updated');
    expect(saved.lead).toMatchObject({ id: 'winner', client_email: 'me@example.com', client_phone: '416-555-0100' });
    expect(await count()).toBe(1);
  });

  it('the index refuses a second chatbot lead of one session but ignores other sources and sessions', async () => {
    const insert = (id: string, source: string, session: string) =>
      db.execute({
        sql: `INSERT INTO leads (id, client_name, client_email, source, metadata) VALUES (?, 'X', 'x@example.com', ?, json_object('chat_session_id', ?))`,
        args: [id, source, session],
      });
    await insert('a', 'AI Chatbot', 's');
    await expect(insert('b', 'AI Chatbot', 's')).rejects.toThrow(/UNIQUE/);
    await insert('c', 'website', 's');
    await insert('d', 'AI Chatbot', 't');
    await db.execute(`INSERT INTO leads (id, client_name, client_email, source) VALUES ('e', 'X', 'x@example.com', 'AI Chatbot')`);
    await db.execute(`INSERT INTO leads (id, client_name, client_email, source) VALUES ('f', 'X', 'x@example.com', 'AI Chatbot')`);
    expect(await count()).toBe(5);
  });

  it('finds a session lead through the index, not a table scan', async () => {
    const plan = await db.execute({
      sql: `EXPLAIN QUERY PLAN SELECT id FROM leads WHERE source = 'AI Chatbot' AND json_extract(metadata, '$.chat_session_id') = ?`,
      args: ['s'],
    });
    expect(plan.rows.map((r) => String(r.detail)).join(' ')).toContain('leads_chat_session');
    expect(await findChatLeadBySession(db, 'missing')).toBeNull();
  });

  it('a failed write leaves nothing behind (the transaction rolls back)', async () => {
    await db.execute(`CREATE TRIGGER refuse BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'no'); END`);
    await expect(saveChatLead(db, input())).rejects.toThrow(/no/);
    await db.execute('DROP TRIGGER refuse');
    expect((await saveChatLead(db, input())).status).toBe('created');
  });
});
