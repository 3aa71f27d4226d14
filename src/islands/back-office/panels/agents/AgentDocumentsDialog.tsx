import { useRef } from 'react';
import { send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import type { AgentDocumentRow, AgentRow } from '../../../../lib/schemas/agents';
import { DataTable } from '../../kit/DataTable';
import { useList } from '../../kit/use-list';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { documentColumns } from '../agent-documents/columns';

const m = messages.backOffice;

/**
 * An agent's private documents for the super admin (and only to read): the API lets staff list and download any
 * agent's documents (functions/documents/admin-routes.ts) while uploading and deleting stay with the agent who owns them.
 */
export function AgentDocumentsDialog({ agent, onClose }: { agent: AgentRow | null; onClose: () => void }) {
  return (
    <Dialog open={agent !== null} onOpenChange={(open) => !open && onClose()}>
      {agent && <AgentDocuments agent={agent} />}
    </Dialog>
  );
}

/** Mounted while the dialog is open, so each opening reads the list afresh. */
function AgentDocuments({ agent }: { agent: AgentRow }) {
  // The card's button that opened the dialog: focus goes back to it on close (Radix returns focus only to a Trigger).
  const opener = useRef(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  const { rows, loading, error, reload } = useList<AgentDocumentRow, { items: AgentDocumentRow[] }>(
    { key: `agent-documents:${agent.id}`, load: () => send(() => adminApi.agents[':id'].documents.$get({ param: { id: agent.id } })) },
    m.documents.fetchFailed,
  );
  return (
    <DialogContent
      closeLabel={m.panel.close}
      className="sm:max-w-3xl"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>{m.agents.documentsTitle(agent.name)}</DialogTitle>
        <DialogDescription>{m.agents.documentsHint}</DialogDescription>
      </DialogHeader>
      <div className="min-w-0">
        <DataTable
          columns={documentColumns}
          data={rows}
          loading={loading}
          error={error}
          onRetry={() => void reload()}
          emptyText={m.agents.documentsEmpty}
          caption={m.agents.documentsCaption(agent.name)}
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{m.panel.close}</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}
