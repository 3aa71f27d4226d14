import { PlusIcon } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { messages } from '../../../../lib/messages-staff';
import { createAgentSchema } from '../../../../lib/schemas/agents';
import type { AgentRow } from '../../../../lib/schemas/agents';
import { EntityDialog } from '../../kit/EntityDialog';
import { emptyValues } from '../../kit/field-spec';
import { failureText } from '../../kit/use-resource';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { AgentCard } from './AgentCard';
import { AgentDocumentsDialog } from './AgentDocumentsDialog';
import { DeleteAgentDialog } from './DeleteAgentDialog';
import { createAgentFields } from './create-fields';
import { AGENT_DRAFT, EditAgentDialog } from './EditAgentDialog';
import { useReopenWhenListed } from '../../kit/dialog-draft';
import { useAgents } from './use-agents';

const m = messages.backOffice;

/**
 * Super admin 'Agents' tab (docs/product/back-office-agents.md#agent-management: Agent management): agent cards newest first, a create dialog
 * (sign-in, profile and agent row made together by the API), the shared profile editor as an edit dialog,
 * an agent's documents to read and download, activate/deactivate and delete by the policy of docs/decisions/0044-deleting-an-agent-hands-over.md.
 */
export function AgentsPanel() {
  const { rows, loading, error, reload, create, update, replace, setActive, remove } = useAgents();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AgentRow | null>(null);
  const [deleting, setDeleting] = useState<AgentRow | null>(null);
  const [documentsOf, setDocumentsOf] = useState<AgentRow | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const blank = useMemo(() => emptyValues(createAgentFields), []);
  const closeEdit = useCallback((open: boolean) => !open && setEditing(null), []);
  // After signing in again, the Edit Agent dialog that was open when the session ended opens again.
  useReopenWhenListed(AGENT_DRAFT, rows, (agent) => agent && setEditing(agent));

  const toggle = async (agent: AgentRow) => {
    setToggling(agent.id);
    await setActive(agent, !agent.is_active);
    setToggling(null);
  };

  return (
    <div className="space-y-4">
      <Button ref={createButton} onClick={() => setCreating(true)}>
        <PlusIcon aria-hidden="true" />
        {m.agents.create}
      </Button>
      {loading && rows.length === 0 ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          <span className="sr-only">{m.panel.loading}</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-40 w-full rounded-lg" />
          ))}
        </div>
      ) : error ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid="agents-message">
          {error}{' '}
          <Button variant="link" onClick={() => void reload()}>
            {m.table.loadRetry}
          </Button>
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700" data-testid="agents-message">
          {m.agents.empty}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={m.superAdminTabs.agents}>
          {rows.map((agent) => (
            <AgentCard
              key={agent.id}
              agent={agent}
              busy={toggling === agent.id}
              onEdit={() => setEditing(agent)}
              onDocuments={() => setDocumentsOf(agent)}
              onToggleActive={() => void toggle(agent)}
              onDelete={() => setDeleting(agent)}
            />
          ))}
        </ul>
      )}
      <EntityDialog
        open={creating}
        onOpenChange={setCreating}
        mode="add"
        title={m.agents.create}
        description={m.agents.createHint}
        schema={createAgentSchema}
        fields={createAgentFields}
        initialValues={blank}
        onSubmit={create}
        // A taken email names itself (409, under the email field too); anything else is the product's fallback (docs/product/back-office-shell.md#failure-texts).
        failureText={(result) => (result.status === 409 ? result.error.message : failureText(result.error, m.agents.createFailed, false))}
      />
      <AgentDocumentsDialog agent={documentsOf} onClose={() => setDocumentsOf(null)} />
      <EditAgentDialog agent={editing} onOpenChange={closeEdit} save={update} onSaved={replace} onReload={() => void reload()} />
      <DeleteAgentDialog
        agent={deleting}
        onClose={() => setDeleting(null)}
        onDeactivate={(agent) => setActive(agent, false)}
        onDelete={remove}
        focusAfterDelete={() => createButton.current?.focus()}
      />
    </div>
  );
}
