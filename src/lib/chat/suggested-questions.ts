/**
 * Chat copy and limits shared by the widget (src/islands/chat) and the /api/chat handler, so the greeting the
 * widget shows and the history the server accepts can never disagree.
 */

export const CHAT_TITLE = 'Mortgage Assistant';

export const CHAT_GREETING =
  "Hi! I'm your Mortgage Assistant. I can share today's rates and answer questions about down payments, " +
  'pre-approval, closing costs, renewals and more. How can I help you today?';

/** Shown as chips while the conversation holds at most one message (the greeting); each sends itself. */
export const SUGGESTED_QUESTIONS = [
  "What are today's mortgage rates?",
  'How much down payment do I need?',
  "I'm a first-time buyer. Where do I start?",
  'How do I get pre-approved?',
  'What closing costs should I budget for?',
  'Can I speak with a mortgage agent?',
] as const;

/** The widget sends at most this many earlier messages with each question (the server may refuse more). */
export const CHAT_HISTORY_LIMIT = 30;

/** Longest message the widget lets a visitor type. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
