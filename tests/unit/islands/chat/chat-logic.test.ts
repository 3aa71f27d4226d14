import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../src/islands/chat/chat-history';
import { apologyMessage, canSend, historyForRequest, isSendKey, shouldShowSuggestions } from '../../../../src/islands/chat/chat-logic';
import { nextTrapTarget } from '../../../../src/islands/chat/focus-trap';

const msg = (content: string, role: ChatMessage['role'] = 'user'): ChatMessage => ({ role, content });

describe('canSend', () => {
  it('ignores blank input and sends while a reply is pending', () => {
    expect(canSend('hello', false)).toBe(true);
    expect(canSend('  hello  ', false)).toBe(true);
    expect(canSend('', false)).toBe(false);
    expect(canSend(' \n\t ', false)).toBe(false);
    expect(canSend('hello', true)).toBe(false);
  });
});

describe('shouldShowSuggestions', () => {
  it('shows the chips only while there is at most one message', () => {
    expect(shouldShowSuggestions([])).toBe(true);
    expect(shouldShowSuggestions([msg('Hi!', 'assistant')])).toBe(true);
    expect(shouldShowSuggestions([msg('Hi!', 'assistant'), msg('rates?')])).toBe(false);
  });
});

describe('historyForRequest', () => {
  it('sends at most the last 30 messages', () => {
    const many = Array.from({ length: 45 }, (_, i) => msg(`m${i}`));
    const history = historyForRequest(many);
    expect(history).toHaveLength(30);
    expect(history[0].content).toBe('m15');
    expect(history.at(-1)?.content).toBe('m44');
    expect(historyForRequest(many.slice(0, 3))).toHaveLength(3);
  });
});

describe('apologyMessage', () => {
  it('is an assistant message offering an agent', () => {
    expect(apologyMessage()).toMatchObject({ role: 'assistant' });
    expect(apologyMessage().content).toMatch(/mortgage agent/);
  });
});

describe('isSendKey', () => {
  it('Enter sends; Shift+Enter and IME composition do not', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('nextTrapTarget', () => {
  const items = ['clear', 'close', 'input', 'send'];

  it('wraps Tab from the last element to the first', () => {
    expect(nextTrapTarget(items, 'send', false)).toBe('clear');
  });

  it('wraps Shift+Tab from the first element to the last', () => {
    expect(nextTrapTarget(items, 'clear', true)).toBe('send');
  });

  it('lets the browser move focus inside the list', () => {
    expect(nextTrapTarget(items, 'close', false)).toBeUndefined();
    expect(nextTrapTarget(items, 'input', true)).toBeUndefined();
  });

  it('pulls focus back in when it is outside the dialog', () => {
    expect(nextTrapTarget(items, 'page-link', false)).toBe('clear');
    expect(nextTrapTarget(items, null, true)).toBe('send');
  });

  it('has nowhere to go with no focusable element', () => {
    expect(nextTrapTarget([], 'x', false)).toBeUndefined();
  });
});
