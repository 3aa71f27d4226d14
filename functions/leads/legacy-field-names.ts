/**
 * The public forms' field names before they became snake_case (ADR 33). A page loaded before that deploy (a tab
 * left open, a cached page) still sends the old names; without this its lead would be refused with "Please try
 * again." on every try until the visitor reloads, and a lead would be lost. Accepted for a transition only: remove
 * this file once every page in visitors' browsers is of the new build (ADR 33 says when).
 */
const LEGACY_TO_CURRENT: Record<string, string> = {
  agentId: 'agent_id',
  idempotencyKey: 'idempotency_key',
  propertyAddress: 'property_address',
  alertOn: 'alert_on',
  fullName: 'full_name',
};

/** The body with each old top-level name moved to its current one, unless the current one was sent too. */
export function acceptLegacyFieldNames(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const renamed: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [legacy, current] of Object.entries(LEGACY_TO_CURRENT)) {
    if (!(legacy in renamed)) continue;
    if (!(current in renamed)) renamed[current] = renamed[legacy];
    delete renamed[legacy];
  }
  return renamed;
}
