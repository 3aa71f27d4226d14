import { LeadDesk } from './LeadDesk';

/** Agent dashboard Leads tab (docs/product/back-office-leads.md#agent-leads: own leads, 'No leads found'): the same rows and status changes, own leads only. */
export function AgentLeadsPanel() {
  return <LeadDesk mode="agent" />;
}
