import { z } from './zod';
import { CHAT_HISTORY_LIMIT, CHAT_MESSAGE_MAX_LENGTH } from '../chat/suggested-questions';

/** Longest chat session id accepted: the widget makes UUIDs (36 characters). */
export const CHAT_SESSION_ID_MAX_LENGTH = 100;

/** docs/product/chat.md#chat-message: role (assistant or user), content. */
export const chatMessageSchema = z.object({
  role: z.enum(['assistant', 'user']),
  content: z.string().max(CHAT_MESSAGE_MAX_LENGTH, `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * POST /api/chat. The history is the conversation before `message` as the visitor sees it (greeting included),
 * at most the last CHAT_HISTORY_LIMIT messages; the server answers from it and saves it with a lead.
 */
export const chatRequestSchema = z.object({
  // UUID-ish: letters, digits, '-' and '_' only, so it is safe as a JSON value and a log field.
  session_id: z
    .string()
    .trim()
    .min(1, 'A chat session id is required.')
    .max(CHAT_SESSION_ID_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/, 'The chat session id is not valid.'),
  message: z.string().trim().min(1, 'Please type a message.').max(CHAT_MESSAGE_MAX_LENGTH, `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
  history: z.array(chatMessageSchema).max(CHAT_HISTORY_LIMIT, `At most ${CHAT_HISTORY_LIMIT} earlier messages can be sent.`).default([]),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;

export type ChatLeadStatus = 'created' | 'updated' | 'failed';

/** The 200 answer: the reply always; `lead` only when the conversation holds an e-mail or phone. */
export interface ChatResponse {
  reply: string;
  lead?: { status: ChatLeadStatus };
}
