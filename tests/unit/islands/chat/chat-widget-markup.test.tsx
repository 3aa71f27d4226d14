import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeChat, openChat } from '../../../../src/browser/chat-open';
import ChatWidget from '../../../../src/islands/chat/ChatWidget';
import { CHAT_GREETING, CHAT_TITLE, SUGGESTED_QUESTIONS } from '../../../../src/lib/chat/suggested-questions';
import { messages } from '../../../../src/lib/messages';

// No DOM library is installed, so the widget's first render is checked as server-rendered HTML.
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('ChatWidget markup', () => {
  // The atom is shared by every module that imports it, in this file and in others the same worker ran before it.
  beforeEach(closeChat);
  afterEach(closeChat);

  it('renders only the launcher and the live region while closed', () => {
    const html = renderToStaticMarkup(<ChatWidget />);
    expect(html).toContain(messages.chat.openButton);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('role="dialog"');
  });

  it('renders an accessible modal dialog with greeting, chips, input, send and clear', () => {
    openChat();
    const html = renderToStaticMarkup(<ChatWidget />);
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toMatch(new RegExp(`<h2 id="${labelledBy}"[^>]*>${CHAT_TITLE}</h2>`));
    expect(html).toContain(escapeHtml(CHAT_GREETING));
    for (const question of SUGGESTED_QUESTIONS) expect(html).toContain(escapeHtml(question));
    expect(html).toContain('aria-label="Send message"');
    expect(html).toContain(messages.chat.clear);
    expect(html).toContain('aria-label="Close chat"');
    expect(html).toMatch(/<textarea[^>]*maxLength="2000"/i);
    expect(html).not.toContain('window.confirm');
  });
});
