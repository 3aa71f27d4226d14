import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY_LIMIT, CHAT_MESSAGE_MAX_LENGTH } from '../../../../src/lib/chat/suggested-questions';
import { chatRequestSchema } from '../../../../src/lib/schemas/chat';

const valid = { session_id: '7f1c0b8e-2d1a-4c55-9a3e-2f6b1d0c9e11', message: 'Hello', history: [] };

describe('chatRequestSchema', () => {
  it('accepts a widget request and trims the message', () => {
    expect(chatRequestSchema.parse({ ...valid, message: '  Hi there \n' })).toEqual({ ...valid, message: 'Hi there' });
  });

  it('defaults a missing history to none', () => {
    expect(chatRequestSchema.parse({ session_id: 'abc', message: 'x' }).history).toEqual([]);
  });

  it.each([
    ['blank message', { ...valid, message: ' \t ' }],
    ['too long message', { ...valid, message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }],
    ['too much history', { ...valid, history: Array.from({ length: CHAT_HISTORY_LIMIT + 1 }, () => ({ role: 'user', content: 'x' })) }],
    ['long history item', { ...valid, history: [{ role: 'assistant', content: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }] }],
    ['bad role', { ...valid, history: [{ role: 'system', content: 'x' }] }],
    ['empty session', { ...valid, session_id: '' }],
    ['session with spaces', { ...valid, session_id: 'a b' }],
    ['session too long', { ...valid, session_id: 'a'.repeat(101) }],
    ['message not a string', { ...valid, message: 42 }],
  ])('refuses a %s', (_, body) => {
    expect(chatRequestSchema.safeParse(body).success).toBe(false);
  });

  it('accepts exactly the limits', () => {
    const body = {
      ...valid,
      message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH),
      history: Array.from({ length: CHAT_HISTORY_LIMIT }, () => ({ role: 'assistant', content: 'y'.repeat(CHAT_MESSAGE_MAX_LENGTH) })),
    };
    expect(chatRequestSchema.safeParse(body).success).toBe(true);
  });
});
