import type { ChatLeadRow } from '../../db/queries/chat-leads';
import { formatCurrencyWhole } from '../../src/lib/format';
import { oneLine, textBlock } from '../email/one-line';
import { sendThroughOutbox, type DeliveryResult, type OutboxDeps } from '../email/outbox';
import { PLACEHOLDER_EMAIL, readStoredConversation } from './chat-lead-record';

/** The brokerage's e-mail about a new chat lead: the details first, then the conversation as plain text. */
export function chatLeadEmail(lead: ChatLeadRow): { subject: string; text: string } {
  const m = lead.metadata;
  const downPayment = typeof m.down_payment === 'number' ? formatCurrencyWhole(m.down_payment) : (m.down_payment ?? undefined);
  const lines: [string, string | undefined][] = [
    ['Name', lead.client_name],
    ['Email', lead.client_email === PLACEHOLDER_EMAIL ? undefined : lead.client_email],
    ['Phone', lead.client_phone ?? undefined],
    ['Property value', typeof m.property_value === 'number' ? formatCurrencyWhole(m.property_value) : undefined],
    ['Property type', m.property_type ?? undefined],
    ['Down payment', downPayment],
    ['Mortgage type', m.mortgage_type ?? undefined],
    ['Chat session', m.chat_session_id],
    ['Lead id', lead.id],
  ];
  const conversation = readStoredConversation(lead.message)
    .map((message) => `${message.role === 'user' ? 'Visitor' : 'Assistant'}: ${textBlock(message.content)}`)
    .join('\n\n');
  const text = [
    'A visitor left their contact details in the website chat assistant.',
    '',
    ...lines.map(([label, value]) => `${label}: ${value === undefined || value === null ? 'not given' : oneLine(value)}`),
    '',
    'Conversation',
    '------------',
    conversation,
  ].join('\n');
  return { subject: `New chat lead: ${oneLine(lead.client_name)}`, text };
}

/** Through the outbox like contact leads: stored first, then up to 3 attempts; it never throws. */
export function notifyChatLead(deps: OutboxDeps, to: string, lead: ChatLeadRow): Promise<DeliveryResult> {
  return sendThroughOutbox(deps, { to, ...chatLeadEmail(lead), leadId: lead.id });
}
