import type { Context } from 'hono';
import { newId } from '../../db/client';
import { allianceRowWithNewLead, findAllianceOutcome, recordAllianceOutcome, type AllianceOutcome } from '../../db/queries/alliance-submissions';
import { consentWithNewLead } from '../../db/queries/consents';
import { findActiveLeadAgent } from '../../db/queries/lead-agents';
import type { NewLead } from '../../db/queries/leads';
import { messages } from '../../src/lib/messages';
import { contactSchema, type ContactLead } from '../../src/lib/schemas/leads';
import type { AppDeps } from '../deps';
import { createOutsideFetch } from '../http/outside-fetch';
import { ALLIANCE_TIMEOUT_MS, allianceFields, postToAlliance, resolveAllianceCredentials } from './alliance';
import { consentEvidence } from './consent';
import { notifyLead } from './notify';
import { readLeadBody } from './read-lead-body';
import { NOTIFY_WAIT_MS, neverRejects, settleWithin } from './settle';
import { scopedKey, storeLead } from './store-lead';

export interface ContactAnswer {
  lead_id: string;
  alliance: AllianceOutcome;
}

/** docs/product/lead-forms.md#contact-lead: (a) store the lead, then (b) notify and (c) the alliance, neither undoing (a). */
export async function submitContact(deps: AppDeps, c: Context) {
  const body = await readLeadBody(c, contactSchema, deps.log, 'contact');
  if (body.trap) return c.json<ContactAnswer>({ lead_id: newId(), alliance: 'skipped' }, 201);
  const input = body.input;

  const agent = input.agent_id ? await findActiveLeadAgent(deps.db, input.agent_id) : null;
  // A page built before an agent left still posts their id: the lead goes to the brokerage rather than being refused.
  if (input.agent_id && !agent) deps.log.warn('contact lead for an unknown or inactive agent; sent to the inbox', { agentId: input.agent_id });
  const credentials = resolveAllianceCredentials(agent, deps.env);
  const allianceUrl = credentials ? deps.env.ALLIANCE_FORM_URL : undefined;

  const lead = contactLead(input, agent?.id ?? null);
  const at = deps.now().toISOString();
  const consent = consentEvidence(c, {
    leadId: lead.id,
    email: lead.client_email,
    form: 'contact',
    wording: messages.contact.consentLabel,
    at,
    proxy: deps.env,
    withToken: false,
  });
  const stored = await storeLead(deps.db, lead, [consentWithNewLead(consent.record), allianceRowWithNewLead(lead.id, allianceUrl ? 'pending' : 'skipped')]);
  if (!stored.created) {
    const leadId = stored.existing?.id ?? lead.id;
    return c.json<ContactAnswer>({ lead_id: leadId, alliance: await waitForAllianceOutcome(deps, leadId) }, 201);
  }
  if (credentials && !allianceUrl) deps.log.warn('ALLIANCE_FORM_URL is not set; skipped external submission', { leadId: lead.id });

  const notification = neverRejects(notifyLead(deps, lead, 'contact', agent, at), (e) => logStepError(deps, 'notification', lead.id, e), 'failed');
  const alliance: Promise<AllianceOutcome> =
    credentials && allianceUrl
      ? neverRejects(
          postAndRecord(deps, lead.id, allianceUrl, allianceFields(input, credentials, deps.env.ALLIANCE_FORM_ACTION)),
          (e) => logStepError(deps, 'alliance', lead.id, e),
          'failed',
        )
      : Promise.resolve('skipped');
  const [, outcome] = await Promise.all([settleWithin(notification, NOTIFY_WAIT_MS), alliance]);
  return c.json<ContactAnswer>({ lead_id: lead.id, alliance: outcome }, 201);
}

/** Exactly the product's insert payload (docs/product/lead-forms.md#contact-lead). */
export function contactLead(input: ContactLead, agentId: string | null): NewLead {
  return {
    id: newId(),
    client_name: `${input.firstName} ${input.lastName}`,
    client_email: input.email,
    client_phone: input.phone,
    message: input.message,
    type: 'contact',
    source: 'contact_form',
    agent_id: agentId,
    metadata: { phoneType: input.phoneType, postalCode: input.postalCode },
    idempotency_key: scopedKey('contact', input.idempotency_key),
  };
}

async function postAndRecord(deps: AppDeps, leadId: string, url: string, fields: URLSearchParams): Promise<AllianceOutcome> {
  // Only the configured form's own origin may be a private address (a test's local peer); never a redirect target.
  const fetch = createOutsideFetch({ trustedUrls: [url], resolveHost: deps.resolveHost });
  const result = await postToAlliance({ fetch, log: deps.log }, url, fields);
  await recordAllianceOutcome(deps.db, leadId, result);
  return result.outcome;
}

/** A retried submission answers what the first one did; while the first is still posting, it waits for it. */
async function waitForAllianceOutcome(deps: AppDeps, leadId: string): Promise<AllianceOutcome> {
  const deadline = Date.now() + ALLIANCE_TIMEOUT_MS + 2000;
  for (;;) {
    const outcome = (await findAllianceOutcome(deps.db, leadId)) ?? 'skipped';
    if (outcome !== 'pending' || Date.now() > deadline) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

function logStepError(deps: AppDeps, step: string, leadId: string, error: unknown) {
  deps.log.error(`contact ${step} step failed; the lead is stored`, { leadId, error: error instanceof Error ? error.message : String(error) });
}
