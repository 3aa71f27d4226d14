import { describe, expect, it } from 'vitest';
import type { ChatLeadRow } from '../../../../db/queries/chat-leads';
import {
  ANONYMOUS_LEAD_NAME,
  CHAT_SOURCE_DETAILS,
  conversationJson,
  newChatLeadFields,
  PLACEHOLDER_EMAIL,
  readStoredConversation,
  updatedChatLeadFields,
  type ChatLeadInput,
} from '../../../../functions/chat/chat-lead-record';
import type { ChatMessage } from '../../../../functions/chat/types';

const now = new Date('2026-02-03T04:05:06.789Z');
const talk: ChatMessage[] = [
  { role: 'assistant', content: 'Hi' },
  { role: 'user', content: 'call 416-555-0100' },
  { role: 'assistant', content: 'Thanks!' },
];
const input = (over: Partial<ChatLeadInput> = {}): ChatLeadInput => ({
  sessionId: 'sess',
  conversation: talk,
  details: { phone: '416-555-0100' },
  now,
  ...over,
});

function existingLead(over: Partial<ChatLeadRow> = {}): ChatLeadRow {
  return {
    id: 'lead-1',
    client_name: 'Jo Park',
    client_email: 'jo@example.com',
    client_phone: null,
    message: conversationJson(talk, new Date('2026-02-03T04:00:00.000Z')),
    type: 'contact',
    source: 'AI Chatbot',
    status: 'contacted',
    metadata: {
      property_value: 500000,
      property_type: 'condo',
      down_payment: null,
      mortgage_type: null,
      source_details: CHAT_SOURCE_DETAILS,
      chat_session_id: 'sess',
      staff_tag: 'hot',
    },
    created_at: '2026-02-03T04:00:00.000Z',
    updated_at: '2026-02-03T04:00:00.000Z',
    ...over,
  };
}

describe('chat lead record', () => {
  it('writes the message as {"conversation":[...],"last_interaction":ISO} in that key order', () => {
    expect(conversationJson(talk, now)).toBe(JSON.stringify({ conversation: talk, last_interaction: '2026-02-03T04:05:06.789Z' }));
  });

  it('reads the stored conversation back, or none from anything unexpected', () => {
    expect(readStoredConversation(conversationJson(talk, now))).toEqual(talk);
    expect(readStoredConversation(null)).toEqual([]);
    expect(readStoredConversation('plain text from a contact form')).toEqual([]);
    expect(readStoredConversation('{"conversation":[{"role":"robot","content":"x"}]}')).toEqual([]);
  });

  it('a new lead defaults the name and uses the placeholder e-mail when only a phone was given', () => {
    expect(newChatLeadFields(input())).toEqual({
      client_name: ANONYMOUS_LEAD_NAME,
      client_email: PLACEHOLDER_EMAIL,
      client_phone: '416-555-0100',
      message: conversationJson(talk, now),
      metadata: {
        property_value: null,
        property_type: null,
        down_payment: null,
        mortgage_type: null,
        source_details: CHAT_SOURCE_DETAILS,
        chat_session_id: 'sess',
      },
    });
    expect(ANONYMOUS_LEAD_NAME).toBe('Anonymous Lead');
  });

  it('a new lead carries every detail found', () => {
    const fields = newChatLeadFields(
      input({
        details: { name: 'Ana Ruiz', email: 'ana@example.com', propertyValue: 800000, propertyType: 'house', downPayment: '20%', mortgageType: 'renewal' },
      }),
    );
    expect(fields).toMatchObject({ client_name: 'Ana Ruiz', client_email: 'ana@example.com', client_phone: null });
    expect(fields.metadata).toMatchObject({ property_value: 800000, property_type: 'house', down_payment: '20%', mortgage_type: 'renewal' });
  });

  it('an update keeps what is known, takes what is new, and keeps keys staff added', () => {
    const fields = updatedChatLeadFields(existingLead(), input({ details: { phone: '416-555-0100', downPayment: 40000 } }));
    expect(fields).toMatchObject({ client_name: 'Jo Park', client_email: 'jo@example.com', client_phone: '416-555-0100' });
    expect(fields.metadata).toEqual({
      property_value: 500000,
      property_type: 'condo',
      down_payment: 40000,
      mortgage_type: null,
      source_details: CHAT_SOURCE_DETAILS,
      chat_session_id: 'sess',
      staff_tag: 'hot',
    });
  });

  it('an update replaces the placeholder e-mail and the default name once the visitor gives them', () => {
    const lead = existingLead({ client_name: ANONYMOUS_LEAD_NAME, client_email: PLACEHOLDER_EMAIL, client_phone: '416-555-0100' });
    const fields = updatedChatLeadFields(lead, input({ details: { name: 'Kim Lee', email: 'kim@example.com' } }));
    expect(fields).toMatchObject({ client_name: 'Kim Lee', client_email: 'kim@example.com', client_phone: '416-555-0100' });
  });

  it('an update merges the stored and incoming conversations and stamps last_interaction', () => {
    const more: ChatMessage[] = [...talk, { role: 'user', content: 'And rates?' }, { role: 'assistant', content: 'Here.' }];
    const fields = updatedChatLeadFields(existingLead(), input({ conversation: more.slice(2) }));
    expect(JSON.parse(fields.message)).toEqual({ conversation: more, last_interaction: now.toISOString() });
  });
});
