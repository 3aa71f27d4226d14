import type { Context } from 'hono';
import { newId } from '../../db/client';
import { findActiveLeadAgent } from '../../db/queries/lead-agents';
import type { NewLead } from '../../db/queries/leads';
import { applicationSchema } from '../../src/lib/schemas/leads';
import type { AppDeps } from '../deps';
import { notifyLead } from './notify';
import { openFileAndSendLink } from '../borrower/open-file';
import { readLeadBody } from './read-lead-body';
import { NOTIFY_WAIT_MS, neverRejects, settleWithin } from './settle';
import { scopedKey, storeLead } from './store-lead';

/** docs/product/lead-forms.md#application-form: an application lead, optionally for a chosen agent, who is notified. */
export async function submitApplication(deps: AppDeps, c: Context) {
  const body = await readLeadBody(c, applicationSchema, deps.log, 'application');
  if (body.trap) return c.json({ lead_id: newId() }, 201);
  const input = body.input;
  const agent = input.agent_id ? await findActiveLeadAgent(deps.db, input.agent_id) : null;
  if (input.agent_id && !agent) deps.log.warn('application for an unknown or inactive agent; sent to the inbox', { agentId: input.agent_id });
  const lead: NewLead = {
    id: newId(),
    client_name: input.full_name,
    client_email: input.email,
    client_phone: input.phone,
    agent_id: agent?.id ?? null,
    type: 'application',
    source: 'website',
    metadata: { mortgage_amount: input.amount, property_address: input.property_address },
    message: input.message,
    idempotency_key: scopedKey('application', input.idempotency_key),
  };
  const stored = await storeLead(deps.db, lead, []);
  if (!stored.created) return c.json({ lead_id: stored.existing?.id ?? lead.id }, 201);
  const notification = notifyLead(deps, lead, 'application', agent, deps.now().toISOString());
  // The borrower's file and its sign-in link (ADR 52): the lead is already stored, so a failure here loses nothing.
  const portal = openFileAndSendLink(deps, { leadId: lead.id, email: lead.client_email });
  await settleWithin(
    Promise.all([
      neverRejects(notification, (e) => deps.log.error('application notification failed', { leadId: lead.id, error: String(e) }), 'failed'),
      neverRejects(portal, (e) => deps.log.error('borrower file link not sent', { leadId: lead.id, error: String(e) }), undefined),
    ]),
    NOTIFY_WAIT_MS,
  );
  return c.json({ lead_id: lead.id }, 201);
}
