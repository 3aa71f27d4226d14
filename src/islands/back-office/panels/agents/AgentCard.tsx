import { ExternalLinkIcon, FileTextIcon, MailIcon, PencilIcon, PhoneIcon, PowerIcon, Trash2Icon } from 'lucide-react';
import { agentInitials, agentPath } from '../../../../lib/agent-links';
import { messages } from '../../../../lib/messages-staff';
import type { AgentRow } from '../../../../lib/schemas/agents';
import { useState } from 'react';
import type { RowKit } from '../../kit/ResourcePanel';
import { StatusBadge } from '../../kit/StatusBadge';
import { Button } from '../../ui/button';
import { setAgentActive } from './agent-actions';
import { AgentDocumentsDialog } from './AgentDocumentsDialog';

const m = messages.backOffice.agents;

/** The Agents tab's card of one agent (ResourcePanel's `cards`). */
export const agentCard = (agent: AgentRow, kit: RowKit<AgentRow>) => <AgentCard key={agent.id} agent={agent} kit={kit} />;

/**
 * One agent: headshot, name, contact, active state, the public page (new tab), edit, documents (a dialog of its own),
 * activate/deactivate, delete (the tab's delete dialog).
 */
function AgentCard({ agent, kit }: { agent: AgentRow; kit: RowKit<AgentRow> }) {
  const [busy, setBusy] = useState(false);
  const [documentsOpen, setDocumentsOpen] = useState(false);
  const email = agent.email ?? agent.user_email;
  const toggleActive = async () => {
    setBusy(true);
    const done = await setAgentActive(agent, !agent.is_active);
    setBusy(false);
    if (done) kit.changed();
  };
  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-white p-4" data-testid="agent-card">
      <div className="flex min-w-0 items-start gap-3">
        {agent.headshot_url ? (
          <img src={agent.headshot_url} alt={m.headshotOf(agent.name)} className="size-16 shrink-0 rounded-full border border-border object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-900">
            {agentInitials(agent.name)}
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{agent.name}</h3>
          {agent.is_active ? <StatusBadge tone="success">{m.active}</StatusBadge> : <StatusBadge tone="neutral">{m.inactive}</StatusBadge>}
          <ul className="space-y-0.5 text-sm text-slate-700">
            {email && (
              <li className="flex min-w-0 items-center gap-1.5">
                <MailIcon aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
                <a href={`mailto:${email}`} className="[overflow-wrap:anywhere] underline-offset-4 hover:underline">
                  {email}
                </a>
              </li>
            )}
            {agent.phone && (
              <li className="flex items-center gap-1.5">
                <PhoneIcon aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
                <a href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`} className="underline-offset-4 hover:underline">
                  {agent.phone}
                </a>
              </li>
            )}
            {!email && !agent.phone && <li className="text-muted-foreground">{m.noContact}</li>}
          </ul>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        {/* Visible words first, the agent's name after them for screen readers (the name matches what is seen). */}
        <Button variant="outline" size="sm" asChild>
          <a href={agentPath(agent)} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden="true" />
            {m.viewPage}
            <span className="sr-only">
              {m.ofAgent(agent.name)} {messages.backOffice.panel.opensInNewTab}
            </span>
          </a>
        </Button>
        <Button variant="outline" size="sm" onClick={() => kit.edit(agent)}>
          <PencilIcon aria-hidden="true" />
          {m.edit}
          <SrName name={agent.name} />
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDocumentsOpen(true)}>
          <FileTextIcon aria-hidden="true" />
          {m.documents}
          <SrName name={agent.name} />
        </Button>
        <Button variant="outline" size="sm" onClick={() => void toggleActive()} disabled={busy}>
          <PowerIcon aria-hidden="true" />
          {agent.is_active ? m.deactivate : m.activate}
          <SrName name={agent.name} />
        </Button>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={() => kit.confirmDelete(agent)}>
          <Trash2Icon aria-hidden="true" />
          {messages.backOffice.confirm.delete}
          <SrName name={agent.name} />
        </Button>
      </div>
      <AgentDocumentsDialog agent={documentsOpen ? agent : null} onClose={() => setDocumentsOpen(false)} />
    </li>
  );
}

/** ' Alex Agent' after a button's word: 'Edit Alex Agent', 'Delete Alex Agent'. */
function SrName({ name }: { name: string }) {
  return <span className="sr-only"> {name}</span>;
}
