import { z } from 'zod';
import type { ChatLeadFields, ChatLeadMetadata, ChatLeadRow } from '../../db/queries/chat-leads';
import { chatMessageSchema } from '../../src/lib/schemas/chat';
import { mergeConversation } from './merge-conversation';
import type { ChatMessage, LeadDetails } from './types';

/** docs/product/chat.md#lead-record: client_name defaults to 'Anonymous Lead'. */
export const ANONYMOUS_LEAD_NAME = 'Anonymous Lead';
/**
 * leads.client_email is NOT NULL; a visitor who gave only a phone gets this placeholder. The .invalid top-level
 * domain (RFC 2606) can never receive mail, so nothing is ever sent to it by mistake.
 */
export const PLACEHOLDER_EMAIL = 'no-email@chat.invalid';
export const CHAT_SOURCE_DETAILS = 'Website chat assistant';

export interface ChatLeadInput {
  sessionId: string;
  /** The whole conversation as the visitor sees it, the assistant's latest reply included. */
  conversation: readonly ChatMessage[];
  /** Details read from the visitor's messages (composeReply's `details`). */
  details: LeadDetails;
  now: Date;
}

/** leads.message: JSON text of the conversation plus last_interaction, in the product's key order (docs/product/chat.md#lead-record). */
export function conversationJson(conversation: readonly ChatMessage[], lastInteraction: Date): string {
  return JSON.stringify({
    conversation: conversation.map(({ role, content }) => ({ role, content })),
    last_interaction: lastInteraction.toISOString(),
  });
}

const storedMessageSchema = z.object({ conversation: z.array(chatMessageSchema) });

/** The stored transcript, or none when the column holds something else (e.g. edited by hand). */
export function readStoredConversation(message: string | null): ChatMessage[] {
  if (!message) return [];
  try {
    const parsed = storedMessageSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data.conversation : [];
  } catch {
    return [];
  }
}

/** The row for a session's first message with an e-mail or phone. */
export function newChatLeadFields(input: ChatLeadInput): ChatLeadFields {
  const { details } = input;
  return {
    client_name: details.name ?? ANONYMOUS_LEAD_NAME,
    client_email: details.email ?? PLACEHOLDER_EMAIL,
    client_phone: details.phone ?? null,
    message: conversationJson(input.conversation, input.now),
    metadata: {
      property_value: details.propertyValue ?? null,
      property_type: details.propertyType ?? null,
      down_payment: details.downPayment ?? null,
      mortgage_type: details.mortgageType ?? null,
      source_details: CHAT_SOURCE_DETAILS,
      chat_session_id: input.sessionId,
    },
  };
}

/**
 * A later message of the same session: new details win, but what is known is kept when this message's window
 * of the conversation no longer mentions it (the widget sends only the last 30 messages).
 */
export function updatedChatLeadFields(existing: ChatLeadRow, input: ChatLeadInput): ChatLeadFields {
  const { details } = input;
  const known = existing.metadata;
  const conversation = mergeConversation(readStoredConversation(existing.message), input.conversation);
  const metadata: ChatLeadMetadata = {
    ...known,
    property_value: details.propertyValue ?? known.property_value ?? null,
    property_type: details.propertyType ?? known.property_type ?? null,
    down_payment: details.downPayment ?? known.down_payment ?? null,
    mortgage_type: details.mortgageType ?? known.mortgage_type ?? null,
    source_details: known.source_details ?? CHAT_SOURCE_DETAILS,
    chat_session_id: input.sessionId,
  };
  return {
    client_name: details.name ?? existing.client_name,
    client_email: details.email ?? existing.client_email,
    client_phone: details.phone ?? existing.client_phone,
    message: conversationJson(conversation, input.now),
    metadata,
  };
}
