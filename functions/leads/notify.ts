import type { LeadAgent } from '../../db/queries/lead-agents';
import type { NewLead } from '../../db/queries/leads';
import { formatEmailDateTime } from '../../src/lib/format';
import { siteSettings } from '../../src/lib/site-settings';
import type { AppDeps } from '../deps';
import { oneLine, textBlock } from '../email/one-line';
import { sendThroughOutbox, type DeliveryResult } from '../email/outbox';
import { fieldLabel as labelOf } from '../../src/lib/field-label';

/** docs/product/lead-forms.md#notification: the chosen agent's CRM address, else the agent's email, else the brokerage inbox. */
export function chooseRecipient(agent: Pick<LeadAgent, 'crm_email' | 'email'> | null, inbox: string): string {
  return agent?.crm_email || agent?.email || inbox;
}

const FORM_NAMES: Record<string, string> = {
  contact: 'Contact form',
  'agent-application': 'Become an Agent application',
  application: 'Mortgage application',
};

/** A plain-text email with every detail of the lead: staff must be able to act on it without opening the site. */
export function composeLeadEmail(lead: NewLead, form: string, agent: LeadAgent | null, receivedAt: string) {
  const lines = [
    `A new lead arrived through the website (${FORM_NAMES[form] ?? form}).`,
    '',
    `Name: ${oneLine(lead.client_name)}`,
    `Email: ${oneLine(lead.client_email)}`,
    `Phone: ${oneLine(lead.client_phone ?? '(none)')}`,
    ...Object.entries(lead.metadata).map(([key, value]) => `${oneLine(labelOf(key))}: ${value === null || value === '' ? '(none)' : oneLine(value)}`),
    `Agent: ${agent ? oneLine(agent.name) : '(none chosen)'}`,
    `Source: ${oneLine(lead.source)}`,
    `Type: ${oneLine(lead.type)}`,
    `Received: ${formatEmailDateTime(receivedAt)}`,
    `Lead id: ${lead.id}`,
    '',
    'Message:',
    textBlock(lead.message) || '(none)',
    '',
    `-- ${siteSettings.brokerageName}`,
  ];
  return { subject: `New website lead: ${oneLine(lead.client_name)}`, text: lines.join('\n') };
}

/** Step (b): through the outbox (stored first, 3 attempts 1 s apart, never throws). */
export function notifyLead(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'log' | 'sleep' | 'env'>,
  lead: NewLead,
  form: string,
  agent: LeadAgent | null,
  receivedAt: string,
): Promise<DeliveryResult> {
  const email = composeLeadEmail(lead, form, agent, receivedAt);
  return sendThroughOutbox(deps, { to: chooseRecipient(agent, deps.env.LEADS_INBOX_EMAIL), ...email, leadId: lead.id });
}
