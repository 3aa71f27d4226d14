import { describe, expect, it } from 'vitest';
import type { ChatLeadRow } from '../../../../db/queries/chat-leads';
import { conversationJson, PLACEHOLDER_EMAIL } from '../../../../functions/chat/chat-lead-record';
import { chatLeadEmail } from '../../../../functions/chat/notify-chat-lead';

const lead = (over: Partial<ChatLeadRow> = {}): ChatLeadRow => ({
  id: 'lead-9',
  client_name: 'Anonymous Lead',
  client_email: PLACEHOLDER_EMAIL,
  client_phone: '416-555-0100',
  message: conversationJson(
    [
      { role: 'assistant', content: 'Hi! How can I help?' },
      { role: 'user', content: 'Call me at 416-555-0100' },
    ],
    new Date('2026-01-01T00:00:00Z'),
  ),
  type: 'contact',
  source: 'AI Chatbot',
  status: 'new',
  metadata: {
    property_value: 650000,
    property_type: 'townhouse',
    down_payment: 65000,
    mortgage_type: null,
    source_details: 'Website chat assistant',
    chat_session_id: 'sess-1',
  },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

describe('chatLeadEmail', () => {
  it("names the lead in the subject: 'New chat lead: {name}'", () => {
    expect(chatLeadEmail(lead()).subject).toBe('New chat lead: Anonymous Lead');
    expect(chatLeadEmail(lead({ client_name: 'Li Wei' })).subject).toBe('New chat lead: Li Wei');
  });

  it('lists the details (never the placeholder address) and the conversation as text', () => {
    const { text } = chatLeadEmail(lead());
    expect(text).toContain('Email: not given');
    expect(text).not.toContain(PLACEHOLDER_EMAIL);
    expect(text).toContain('Phone: 416-555-0100');
    expect(text).toContain('Property value: $650,000');
    expect(text).toContain('Property type: townhouse');
    expect(text).toContain('Down payment: $65,000');
    expect(text).toContain('Mortgage type: not given');
    expect(text).toContain('Chat session: sess-1');
    expect(text).toContain('Lead id: lead-9');
    expect(text).toContain('Assistant: Hi! How can I help?\n\nVisitor: Call me at 416-555-0100');
  });

  it('shows a percentage down payment as written', () => {
    const { text } = chatLeadEmail(lead({ metadata: { ...lead().metadata, down_payment: '10%' } }));
    expect(text).toContain('Down payment: 10%');
  });
});
