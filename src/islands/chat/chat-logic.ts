import { CHAT_HISTORY_LIMIT } from '../../lib/chat/suggested-questions';
import type { ChatMessage } from './chat-history';

/** Widget wording that is not in the product's catalogue (the product's strings come from messages.ts) (docs/product/chat.md#chat-failures). */
export const chatCopy = {
  dialogDescription: 'Ask about rates, down payments, pre-approval and more. A licensed mortgage agent can follow up.',
  close: 'Close chat',
  send: 'Send message',
  inputLabel: 'Your message',
  inputPlaceholder: 'Type your question…',
  inputHint: 'Press Enter to send, Shift+Enter for a new line.',
  typing: 'Assistant is typing…',
  suggestionsLabel: 'Suggested questions',
  conversationLabel: 'Conversation',
  confirmClearQuestion: 'Clear this conversation? This cannot be undone.',
  confirmClear: 'Clear',
  cancelClear: 'Cancel',
  you: 'You',
  assistant: 'Assistant',
  apology: "I'm sorry, I couldn't answer that just now. You can try again, call us, or use the Contact page to reach a mortgage agent.",
} as const;

/** docs/product/chat.md#pending-reply: a blank message, or any send while a reply is pending, is ignored. */
export function canSend(input: string, pending: boolean): boolean {
  return !pending && input.trim().length > 0;
}

/** docs/product/chat.md#suggested-questions: the chips show only while the conversation holds at most one message (the greeting). */
export function shouldShowSuggestions(messages: readonly ChatMessage[]): boolean {
  return messages.length <= 1;
}

/** The conversation before the new message, trimmed to what the server accepts. */
export function historyForRequest(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.slice(-CHAT_HISTORY_LIMIT);
}

export function apologyMessage(): ChatMessage {
  return { role: 'assistant', content: chatCopy.apology };
}

/** Enter sends; Shift+Enter (and Enter while an IME is composing a character) keeps typing. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
