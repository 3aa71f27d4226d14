import { ChevronDownIcon, ChevronRightIcon, Trash2Icon } from 'lucide-react';
import { Fragment, useState } from 'react';
import { messages } from '../../../../lib/messages-staff';
import { StatusBadge } from '../../kit/StatusBadge';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table';
import { formatDateTime, leadSourceLabel } from './format';
import { LeadDetails } from './LeadDetails';
import { selectClass } from './LeadToolbar';
import { StatusSelect } from './StatusSelect';
import type { AgentOption, DeskLead } from './types';

const m = messages.backOffice.leads;

interface Props {
  base: string;
  leads: DeskLead[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onStatus: (lead: DeskLead, status: DeskLead['status']) => void;
  /** The super admin's desk: assign and delete. */
  agents?: AgentOption[];
  onAssign?: (lead: DeskLead, agentId: string | null) => void;
  onDelete?: (lead: DeskLead) => void;
  /** Opens the client form filled from this lead (ADR 29). */
  onFund?: (lead: DeskLead) => void;
}

/** Leads newest first; a row opens to every detail (one at a time keeps the page short on a phone). */
export function LeadTable({ base, leads, loading, error, onRetry, onStatus, agents, onAssign, onDelete, onFund }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const columns = 5 + (onDelete ? 1 : 0);
  const message = (content: React.ReactNode) => (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={columns} className="h-20 text-center text-muted-foreground" data-testid="table-message">
        {content}
      </TableCell>
    </TableRow>
  );

  const body = () => {
    if (loading && leads.length === 0) {
      return [0, 1, 2].map((row) => (
        <TableRow key={row} className="hover:bg-transparent">
          <TableCell colSpan={columns}>
            <Skeleton className="h-5 w-full" />
            {row === 0 && <span className="sr-only">{messages.backOffice.table.loading}</span>}
          </TableCell>
        </TableRow>
      ));
    }
    if (error)
      return message(
        <>
          <span className="text-destructive">{error}</span>{' '}
          <Button variant="link" onClick={onRetry}>
            {messages.backOffice.table.loadRetry}
          </Button>
        </>,
      );
    if (leads.length === 0) return message(m.empty);
    return leads.map((lead) => {
      const expanded = open === lead.id;
      const detailsId = `lead-details-${lead.id}`;
      return (
        <Fragment key={lead.id}>
          <TableRow data-testid="data-row" data-lead-id={lead.id} data-state={expanded ? 'open' : undefined}>
            <TableCell className="w-px align-top">
              <Button
                variant="ghost"
                size="icon"
                aria-expanded={expanded}
                aria-controls={expanded ? detailsId : undefined}
                aria-label={expanded ? m.hideDetails(lead.client_name) : m.showDetails(lead.client_name)}
                onClick={() => setOpen(expanded ? null : lead.id)}
              >
                {expanded ? <ChevronDownIcon aria-hidden="true" /> : <ChevronRightIcon aria-hidden="true" />}
              </Button>
            </TableCell>
            <TableCell className="align-top">
              <span className="block font-medium text-slate-900">{lead.client_name}</span>
              <span className="block break-all text-xs text-slate-600">
                {lead.client_email}
                {lead.client_phone ? ` · ${lead.client_phone}` : ''}
              </span>
              <span className="block text-xs text-slate-600 md:hidden">
                {formatDateTime(lead.created_at)} · {leadSourceLabel(lead.source)}
              </span>
            </TableCell>
            <TableCell className="hidden whitespace-nowrap align-top text-slate-700 md:table-cell">{formatDateTime(lead.created_at)}</TableCell>
            <TableCell className="hidden align-top md:table-cell" data-testid="lead-source">
              {leadSourceLabel(lead.source)}
            </TableCell>
            <TableCell className="align-top">
              <div className="flex flex-col gap-1">
                <StatusSelect lead={lead} onChange={(status) => onStatus(lead, status)} />
                {lead.funded && <StatusBadge tone="success">{messages.backOffice.clients.funded}</StatusBadge>}
                {agents && onAssign ? (
                  <select
                    aria-label={m.assignOf(lead.client_name)}
                    className={`${selectClass} h-8 max-w-44 text-xs`}
                    value={lead.agent_id ?? ''}
                    onChange={(event) => onAssign(lead, event.target.value || null)}
                  >
                    <option value="">{m.unassignedAgent}</option>
                    {agents.map((agent) => (
                      <option key={agent.id} value={agent.id}>
                        {agent.name}
                      </option>
                    ))}
                  </select>
                ) : (
                  lead.agent_name && <span className="text-xs text-slate-600">{lead.agent_name}</span>
                )}
              </div>
            </TableCell>
            {onDelete && (
              <TableCell className="w-px text-right align-top">
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:text-destructive"
                  aria-label={messages.backOffice.panel.deleteItem(lead.client_name)}
                  onClick={() => onDelete(lead)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </TableCell>
            )}
          </TableRow>
          {expanded && (
            <TableRow className="bg-slate-50 hover:bg-slate-50">
              <TableCell colSpan={columns} id={detailsId} className="whitespace-normal p-4">
                <LeadDetails lead={lead} base={base} onFund={onFund} />
              </TableCell>
            </TableRow>
          )}
        </Fragment>
      );
    });
  };

  return (
    <div className="rounded-lg border border-border bg-white">
      <Table aria-busy={loading || undefined}>
        <caption className="sr-only">{m.caption}</caption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-px">
              <span className="sr-only">{m.details.title}</span>
            </TableHead>
            <TableHead>{m.columns.name}</TableHead>
            <TableHead className="hidden md:table-cell">{m.columns.received}</TableHead>
            <TableHead className="hidden md:table-cell">{m.columns.source}</TableHead>
            <TableHead>{agents ? `${m.columns.status} / ${m.columns.agent}` : m.columns.status}</TableHead>
            {onDelete && <TableHead className="text-right">{messages.backOffice.panel.actions}</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>{body()}</TableBody>
      </Table>
    </div>
  );
}
