import type { AppDeps } from '../deps';
import { leadDeskRoutes } from './lead-routes';
import { ownAgentIdOrNull } from '../agents/own-agent';

/** The agent dashboard's Leads (docs/product/back-office-leads.md#agent-leads: own leads only): the desk scoped to the signed-in account's agents row. */
export function agentLeadRoutes(deps: AppDeps) {
  return leadDeskRoutes(deps, {
    roles: ['agent', 'admin'],
    scope: async (c) => {
      const agentId = await ownAgentIdOrNull(deps, c);
      return agentId ? { agentId } : null;
    },
    manage: false,
  });
}
