import { borrowerMessages } from '../../../../lib/messages-borrower';
import { messages } from '../../../../lib/messages-staff';
import { StatusBadge } from '../../kit/StatusBadge';
import { adminColumnHelper, NAME_CELL } from '../../kit/table-features';
import { cn } from '../../ui/cn';
import { formatDateTime } from '../../../../lib/format';
import { leadSourceLabel } from './format';
import { selectClass } from './LeadToolbar';
import { StatusSelect } from './StatusSelect';
import type { AgentOption, DeskLead } from './types';

const m = messages.backOffice.leads;
const column = adminColumnHelper<DeskLead>();

export interface LeadColumnActions {
  onStatus: (lead: DeskLead, status: DeskLead['status']) => void;
  /** The super admin's desk: the agents a lead can be given to. */
  assign?: { agents: AgentOption[]; onAssign: (lead: DeskLead, agentId: string | null) => void };
}

/**
 * The desk's columns, newest first as the API orders them (no header sorts: the API pages 100,000 leads by date).
 * The status cell changes the lead at once; the super admin also assigns it there.
 */
export const leadColumns = ({ onStatus, assign }: LeadColumnActions) =>
  column.columns([
    column.accessor('client_name', {
      header: m.columns.name,
      enableSorting: false,
      meta: { className: cn(NAME_CELL, 'align-top') },
      cell: ({ row: { original: lead } }) => (
        <>
          <span className="block font-medium text-slate-900">{lead.client_name}</span>
          {/* A long address breaks only where it must; a phone number never splits across lines. */}
          <span className="block text-xs text-slate-600">
            <span className="[overflow-wrap:anywhere]">{lead.client_email}</span>
            {lead.client_phone && <span className="whitespace-nowrap">{` · ${lead.client_phone}`}</span>}
          </span>
        </>
      ),
    }),
    column.accessor('created_at', {
      header: m.columns.received,
      enableSorting: false,
      meta: { priority: 2, className: 'whitespace-nowrap align-top text-slate-700' },
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.accessor('source', {
      header: m.columns.source,
      enableSorting: false,
      meta: { className: 'align-top' },
      cell: (info) => <span data-testid="lead-source">{leadSourceLabel(info.getValue())}</span>,
    }),
    column.accessor('status', {
      header: assign ? `${m.columns.status} / ${m.columns.agent}` : m.columns.status,
      enableSorting: false,
      meta: { className: 'align-top' },
      cell: ({ row: { original: lead } }) => (
        <div className="flex flex-col gap-1">
          <StatusSelect lead={lead} onChange={(status) => onStatus(lead, status)} />
          {lead.funded && <StatusBadge tone="success">{messages.backOffice.clients.funded}</StatusBadge>}
          {lead.waiting_on_borrower > 0 && (
            <StatusBadge tone="pending" testId="lead-waiting-on-borrower">
              {borrowerMessages.desk.waiting(lead.waiting_on_borrower)}
            </StatusBadge>
          )}
          {assign ? (
            <select
              aria-label={m.assignOf(lead.client_name)}
              className={`${selectClass} h-8 min-w-36 max-w-44 text-xs`}
              value={lead.agent_id ?? ''}
              onChange={(event) => assign.onAssign(lead, event.target.value || null)}
            >
              <option value="">{m.unassignedAgent}</option>
              {assign.agents.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.name}
                </option>
              ))}
            </select>
          ) : (
            lead.agent_name && <span className="text-xs text-slate-600">{lead.agent_name}</span>
          )}
        </div>
      ),
    }),
  ]);
