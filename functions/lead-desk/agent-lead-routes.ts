import type { AppDeps } from '../deps';
import { leadDeskRoutes } from './lead-routes';
import { ownAgentId } from './own-agent';

/** The agent dashboard's Leads (spec: own leads only): the desk scoped to the signed-in account's agents row. */
export function agentLeadRoutes(deps: AppDeps) {
  return leadDeskRoutes(deps, {
    roles: ['agent', 'admin'],
    scope: async (c) => {
      const agentId = await ownAgentId(deps, c);
      return agentId ? { agentId } : null;
    },
    manage: false,
  });
}
