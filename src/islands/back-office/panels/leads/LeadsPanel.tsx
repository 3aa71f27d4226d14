import { LeadDesk } from './LeadDesk';
import { OutboxSection } from './OutboxSection';

/** Super admin Leads tab (docs/product/back-office-leads.md#leads-management: Leads management): the lead desk and notification delivery. */
export function LeadsPanel() {
  return (
    <div className="space-y-8">
      <LeadDesk mode="admin" />
      <OutboxSection />
    </div>
  );
}
