import type { Env } from '../../config/env';
import type { OutsideFetch } from '../http/outside-fetch';
import type { Logger } from '../http/logger';
import type { ContactLead, PhoneType } from '../../src/lib/schemas/leads';

/** docs/product/lead-forms.md#alliance-submission: phone type codes of the alliance's form; anything else is Mobile. */
export const PHONE_TYPE_CODES: Record<PhoneType, string> = { Mobile: '1', Work: '2', Residential: '3' };
export const ALLIANCE_TIMEOUT_MS = 8000;

export interface AllianceCredentials {
  brokerCode: string;
  wpnonce: string;
}

/** The agent's own broker code and wpnonce take precedence over the site's; both are needed, else null (skip). */
export function resolveAllianceCredentials(
  agent: { broker_code: string | null; wpnonce: string | null } | null,
  env: Pick<Env, 'ALLIANCE_BROKER_CODE' | 'ALLIANCE_WPNONCE'>,
): AllianceCredentials | null {
  const pair = agent?.broker_code && agent.wpnonce ? { brokerCode: agent.broker_code, wpnonce: agent.wpnonce } : null;
  const site = env.ALLIANCE_BROKER_CODE && env.ALLIANCE_WPNONCE ? { brokerCode: env.ALLIANCE_BROKER_CODE, wpnonce: env.ALLIANCE_WPNONCE } : null;
  return pair ?? site;
}

/** Exactly the product's fields, in its order, form-encoded (docs/product/lead-forms.md#alliance-submission). */
export function allianceFields(lead: ContactLead, credentials: AllianceCredentials, action: string): URLSearchParams {
  return new URLSearchParams([
    ['firstName', lead.firstName],
    ['lastName', lead.lastName],
    ['email', lead.email],
    ['phone', lead.phone],
    ['phoneType', PHONE_TYPE_CODES[lead.phoneType] ?? '1'],
    ['city', ''],
    ['postalCode', lead.postalCode],
    ['comments', lead.message],
    ['casl', 'true'],
    ['action', action],
    ['brokerCode', credentials.brokerCode],
    ['wpnonce', credentials.wpnonce],
  ]);
}

export interface AllianceResult {
  outcome: 'submitted' | 'failed';
  httpStatus: number | null;
  detail: string | null;
}

/**
 * POSTs to the alliance's admin-ajax endpoint and reads the answer as JSON, falling back to text. WordPress
 * answers 200 with `{success:false}`, `0` or `-1` when it refuses, so those count as failures too. Never throws.
 * `fetch` is the checked outside fetch (ADR 21): a redirect is never followed with the visitor's details, so a
 * 3xx is a failure like any other refusal.
 */
export async function postToAlliance(
  deps: { fetch: OutsideFetch; log: Logger },
  url: string,
  body: URLSearchParams,
  timeoutMs = ALLIANCE_TIMEOUT_MS,
): Promise<AllianceResult> {
  try {
    const response = await deps.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json, text/plain, */*' },
      body: body.toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const raw = await response.text();
    let parsed: unknown = raw;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // not JSON: keep the text
    }
    const refused =
      (typeof parsed === 'object' && parsed !== null && (parsed as { success?: unknown }).success === false) ||
      (typeof parsed === 'string' && ['0', '-1'].includes(parsed.trim())) ||
      parsed === 0 ||
      parsed === -1;
    const outcome = response.ok && !refused ? 'submitted' : 'failed';
    if (outcome === 'failed') deps.log.warn('alliance submission refused', { status: response.status, body: raw.slice(0, 300) });
    return { outcome, httpStatus: response.status, detail: raw.slice(0, 1000) };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    deps.log.warn('alliance submission failed', { error: reason });
    return { outcome: 'failed', httpStatus: null, detail: reason };
  }
}
