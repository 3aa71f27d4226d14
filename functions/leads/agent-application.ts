import type { Context } from 'hono';
import { newId } from '../../db/client';
import type { NewLead } from '../../db/queries/leads';
import { agentApplicationSchema } from '../../src/lib/schemas/leads';
import type { AppDeps } from '../deps';
import { notifyLead } from './notify';
import { readLeadBody } from './read-lead-body';
import { NOTIFY_WAIT_MS, neverRejects, settleWithin } from './settle';
import { scopedKey, storeLead } from './store-lead';

/** docs/product/lead-forms.md#agent-application-lead: a contact lead from the website carrying the experience level. */
export async function submitAgentApplication(deps: AppDeps, c: Context) {
  const body = await readLeadBody(c, agentApplicationSchema, deps.log, 'agent-application');
  if (body.trap) return c.json({ lead_id: newId() }, 201);
  const input = body.input;
  const lead: NewLead = {
    id: newId(),
    client_name: input.full_name,
    client_email: input.email,
    client_phone: input.phone,
    message: input.message,
    type: 'contact',
    source: 'website',
    agent_id: null,
    metadata: { type: 'agent_application', experience: input.experience },
    idempotency_key: scopedKey('agent-application', input.idempotency_key),
  };
  const stored = await storeLead(deps.db, lead, []);
  if (!stored.created) return c.json({ lead_id: stored.existing?.id ?? lead.id }, 201);
  const notification = notifyLead(deps, lead, 'agent-application', null, deps.now().toISOString());
  await settleWithin(
    neverRejects(notification, (e) => deps.log.error('agent application notification failed', { leadId: lead.id, error: String(e) }), 'failed'),
    NOTIFY_WAIT_MS,
  );
  return c.json({ lead_id: lead.id }, 201);
}
