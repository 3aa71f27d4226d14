import { messages } from '../../../../lib/messages-staff';
import { LEAD_STATUSES } from '../../../../lib/schemas/lead-desk';
import { cn } from '../../ui/cn';
import type { DeskLead } from './types';

const m = messages.backOffice.leads;

// docs/product/back-office-leads.md#lead-statuses: the default badge colour is blue (new); each status also reads as its word, never colour alone.
const LOOK: Record<DeskLead['status'], string> = {
  new: 'bg-blue-100 text-blue-900 border-blue-200',
  contacted: 'bg-amber-100 text-amber-900 border-amber-200',
  qualified: 'bg-green-100 text-green-900 border-green-200',
  closed: 'bg-slate-100 text-slate-800 border-slate-300',
};

/** The status dropdown, shown as the status badge (any value in any order, docs/product/back-office-leads.md#lead-statuses). */
export function StatusSelect({ lead, onChange }: { lead: DeskLead; onChange: (status: DeskLead['status']) => void }) {
  return (
    <select
      aria-label={m.statusOf(lead.client_name)}
      data-status={lead.status}
      className={cn(
        'h-8 rounded-md border px-2 text-xs font-semibold focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        LOOK[lead.status],
      )}
      value={lead.status}
      onChange={(event) => onChange(event.target.value as DeskLead['status'])}
    >
      {LEAD_STATUSES.map((status) => (
        <option key={status} value={status}>
          {m.statuses[status]}
        </option>
      ))}
    </select>
  );
}
