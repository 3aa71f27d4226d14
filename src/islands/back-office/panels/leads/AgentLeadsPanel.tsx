import { LeadDesk } from './LeadDesk';

/** Agent dashboard Leads tab (spec: own leads, 'No leads found'): the same rows and status changes, own leads only. */
export function AgentLeadsPanel() {
  return <LeadDesk mode="agent" />;
}
