import { CHAT_GREETING } from '../../lib/chat/suggested-questions';
import type { ChatMessage } from '../../lib/schemas/chat';

/** docs/product/chat.md#chat-message, the shape the /api/chat schema validates. */
export type { ChatMessage };

/** The part of Storage the history needs, so tests pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SESSION_ID_KEY = 'chat-session-id';
export const historyKey = (sessionId: string) => `chat-history:${sessionId}`;
/** Keeps localStorage bounded for a chatty visitor; the server only ever sees the last 30 anyway. */
export const MAX_STORED_MESSAGES = 200;

export function greetingMessages(): ChatMessage[] {
  return [{ role: 'assistant', content: CHAT_GREETING }];
}

/** localStorage, or undefined where it is blocked (private modes, disabled cookies, SSR): the chat still works. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** crypto.randomUUID needs a secure context; plain-http previews fall back to getRandomValues. */
export function randomSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function getOrCreateSessionId(storage: KeyValueStorage | undefined, makeId: () => string = randomSessionId): string {
  const existing = safeGet(storage, SESSION_ID_KEY);
  if (existing) return existing;
  return startNewSession(storage, makeId);
}

/** A cleared chat starts a new session, so the next lead never overwrites the transcript of the previous one. */
export function startNewSession(storage: KeyValueStorage | undefined, makeId: () => string = randomSessionId): string {
  const id = makeId();
  safeSet(storage, SESSION_ID_KEY, id);
  return id;
}

/** The saved conversation, or the greeting when there is none or it cannot be read. */
export function loadHistory(storage: KeyValueStorage | undefined, sessionId: string): ChatMessage[] {
  const raw = safeGet(storage, historyKey(sessionId));
  if (!raw) return greetingMessages();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.length > 0 && parsed.every(isChatMessage)) {
      return parsed.map(({ role, content }) => ({ role, content }));
    }
  } catch {
    // Corrupt JSON (another tab mid-write, a manual edit): start again from the greeting.
  }
  return greetingMessages();
}

export function saveHistory(storage: KeyValueStorage | undefined, sessionId: string, messages: readonly ChatMessage[]): void {
  safeSet(storage, historyKey(sessionId), JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)));
}

export function clearHistory(storage: KeyValueStorage | undefined, sessionId: string): void {
  try {
    storage?.removeItem(historyKey(sessionId));
  } catch {
    // Storage blocked: nothing was saved either.
  }
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { role, content } = value as Record<string, unknown>;
  return (role === 'assistant' || role === 'user') && typeof content === 'string';
}

function safeGet(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A full or blocked storage only costs persistence, never the conversation in front of the visitor. */
function safeSet(storage: KeyValueStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // QuotaExceededError or SecurityError: keep chatting without saving.
  }
}
