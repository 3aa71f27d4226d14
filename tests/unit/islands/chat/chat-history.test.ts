import { describe, expect, it } from 'vitest';
import {
  clearHistory,
  getOrCreateSessionId,
  greetingMessages,
  historyKey,
  loadHistory,
  MAX_STORED_MESSAGES,
  randomSessionId,
  saveHistory,
  SESSION_ID_KEY,
  startNewSession,
  type ChatMessage,
  type KeyValueStorage,
} from '../../../../src/islands/chat/chat-history';
import { CHAT_GREETING } from '../../../../src/lib/chat/suggested-questions';

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return { storage, data };
}

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const conversation: ChatMessage[] = [
  { role: 'assistant', content: CHAT_GREETING },
  { role: 'user', content: 'rates?' },
  { role: 'assistant', content: 'Here are our best current rates…' },
];

describe('session id', () => {
  it('creates one under chat-session-id and reuses it', () => {
    const { storage, data } = fakeStorage();
    const id = getOrCreateSessionId(storage, () => 'id-1');
    expect(id).toBe('id-1');
    expect(data.get(SESSION_ID_KEY)).toBe('id-1');
    expect(getOrCreateSessionId(storage, () => 'id-2')).toBe('id-1');
  });

  it('starts a new session on demand (after Clear Chat)', () => {
    const { storage, data } = fakeStorage({ [SESSION_ID_KEY]: 'old' });
    expect(startNewSession(storage, () => 'new')).toBe('new');
    expect(data.get(SESSION_ID_KEY)).toBe('new');
  });

  it('still works when storage is blocked or missing', () => {
    expect(getOrCreateSessionId(throwing, () => 'mem')).toBe('mem');
    expect(getOrCreateSessionId(undefined, () => 'mem')).toBe('mem');
  });

  it('makes RFC 4122 version 4 ids', () => {
    expect(randomSessionId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('history', () => {
  it('saves under chat-history:{sessionId} and restores', () => {
    const { storage, data } = fakeStorage();
    saveHistory(storage, 's1', conversation);
    expect(JSON.parse(data.get('chat-history:s1')!)).toEqual(conversation);
    expect(loadHistory(storage, 's1')).toEqual(conversation);
    expect(historyKey('s1')).toBe('chat-history:s1');
  });

  it('keeps histories of different sessions apart', () => {
    const { storage } = fakeStorage();
    saveHistory(storage, 's1', conversation);
    expect(loadHistory(storage, 's2')).toEqual(greetingMessages());
  });

  it.each([
    ['nothing saved', undefined],
    ['corrupt JSON', '{not json'],
    ['not an array', '{"role":"user"}'],
    ['an empty array', '[]'],
    ['a wrong role', '[{"role":"system","content":"x"}]'],
    ['a missing content', '[{"role":"user"}]'],
  ])('falls back to the greeting with %s', (_label, raw) => {
    const { storage } = fakeStorage(raw === undefined ? {} : { 'chat-history:s1': raw });
    expect(loadHistory(storage, 's1')).toEqual([{ role: 'assistant', content: CHAT_GREETING }]);
  });

  it('drops unknown fields when restoring', () => {
    const { storage } = fakeStorage({ 'chat-history:s1': '[{"role":"user","content":"hi","html":"<b>"}]' });
    expect(loadHistory(storage, 's1')).toEqual([{ role: 'user', content: 'hi' }]);
  });

  it('stores at most the latest messages', () => {
    const { storage, data } = fakeStorage();
    const many = Array.from({ length: MAX_STORED_MESSAGES + 5 }, (_, i): ChatMessage => ({ role: 'user', content: `m${i}` }));
    saveHistory(storage, 's1', many);
    const saved = JSON.parse(data.get('chat-history:s1')!) as ChatMessage[];
    expect(saved).toHaveLength(MAX_STORED_MESSAGES);
    expect(saved.at(-1)?.content).toBe(`m${MAX_STORED_MESSAGES + 4}`);
  });

  it('clears one session', () => {
    const { storage, data } = fakeStorage();
    saveHistory(storage, 's1', conversation);
    clearHistory(storage, 's1');
    expect(data.has('chat-history:s1')).toBe(false);
  });

  it('never throws when storage is blocked or full', () => {
    expect(() => saveHistory(throwing, 's1', conversation)).not.toThrow();
    expect(() => clearHistory(throwing, 's1')).not.toThrow();
    expect(loadHistory(throwing, 's1')).toEqual(greetingMessages());
  });
});
