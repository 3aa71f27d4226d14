import type { InferResponseType } from 'hono/client';
import { useEffect, useId, useRef, useState } from 'react';
import type { adminApi } from '../../../../browser/api-routes';
import { handoverMessages } from '../../../../lib/messages-handover';
import { messages } from '../../../../lib/messages-staff';
import type { AgentRow } from '../../../../lib/schemas/agents';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../ui/alert-dialog';
import { Button } from '../../ui/button';
import { selectClass } from '../leads/LeadToolbar';
import type { RowKit } from '../../kit/ResourcePanel';
import { deleteAgent, deletionPreview, setAgentActive } from './agent-actions';

const m = handoverMessages.agentDelete;

/** GET /api/admin/agents/:id/deletion (functions/agents/delete-agent.ts): counts, targets and who is not offered, with why. */
type DeletionPreview = InferResponseType<(typeof adminApi.agents)[':id']['deletion']['$get'], 200>['item'];

/** The Agents tab's delete dialog (ResourcePanel's `deleteDialog`). */
export const agentDeleteDialog = (agent: AgentRow | null, close: () => void, kit: RowKit<AgentRow>) => (
  <DeleteAgentDialog agent={agent} onClose={close} kit={kit} />
);

/**
 * The agent delete dialog (ADR 44): Deactivate offered first, then what deleting removes with its counts, what is
 * kept, and who takes the agent's leads and clients, a choice the server checks again. Nothing goes unlisted.
 */
function DeleteAgentDialog({ agent, onClose, kit }: { agent: AgentRow | null; onClose: () => void; kit: RowKit<AgentRow> }) {
  const [preview, setPreview] = useState<DeletionPreview | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const deleted = useRef(false);
  const selectId = useId();

  useEffect(() => {
    setPreview(null);
    setLoadFailed(false);
    setTarget('');
    setError(null);
    if (!agent) return;
    let alive = true;
    void deletionPreview(agent).then((result) => {
      if (!alive) return;
      if (result.ok) setPreview(result.data.item);
      else setLoadFailed(true);
    });
    return () => {
      alive = false;
    };
  }, [agent]);

  const handover = preview ? preview.counts.leads + preview.counts.clients > 0 : false;
  const blocked = !preview || (handover && (preview.reassign_targets.length === 0 || target === ''));

  const confirm = async () => {
    if (!agent) return;
    if (handover && target === '') {
      setError(m.targetRequired);
      return;
    }
    setBusy(true);
    const failure = await deleteAgent(agent, target || null);
    setBusy(false);
    if (failure) {
      setError(failure);
      return;
    }
    deleted.current = true;
    onClose();
    kit.changed();
  };

  const deactivate = async () => {
    if (!agent) return;
    setBusy(true);
    const done = await setAgentActive(agent, false);
    setBusy(false);
    onClose();
    if (done) kit.changed();
  };

  return (
    <AlertDialog open={agent !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent
        data-testid="delete-agent-dialog"
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          // The card's own button is gone: focus goes to Create Agent.
          kit.focusAway();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{agent ? m.title(agent.name) : ''}</AlertDialogTitle>
          <AlertDialogDescription>{m.deactivateFirst}</AlertDialogDescription>
        </AlertDialogHeader>
        {loadFailed ? (
          <p role="alert" className="text-sm text-red-800">
            {m.loadFailed}
          </p>
        ) : !preview ? (
          <p className="text-sm text-slate-600" aria-busy="true">
            {m.loading}
          </p>
        ) : (
          <div className="space-y-3 text-sm text-slate-800">
            <div>
              <p className="font-semibold text-slate-900">{m.removes}</p>
              <ul className="list-disc space-y-0.5 pl-5" data-testid="delete-agent-removes">
                <li>{m.documents(preview.counts.documents)}</li>
                <li>{m.testimonials(preview.counts.testimonials)}</li>
                <li>{preview.login === 'deleted' ? m.loginDeleted : preview.login === 'deactivated' ? m.loginDeactivated : m.noLogin}</li>
                <li>{m.publicPage(preview.profile_slug)}</li>
              </ul>
            </div>
            <div>
              <p className="font-semibold text-slate-900">{m.keeps}</p>
              <ul className="list-disc space-y-0.5 pl-5" data-testid="delete-agent-keeps">
                <li>{handover ? m.handover(preview.counts.leads, preview.counts.clients) : m.nothingToHand}</li>
                <li>{m.posts(preview.counts.posts)}</li>
              </ul>
            </div>
            {handover &&
              (preview.reassign_targets.length === 0 ? (
                <p className="rounded-md border border-amber-200 bg-amber-50 p-2 text-amber-900">{m.noTargets}</p>
              ) : (
                <div className="space-y-1">
                  <label htmlFor={selectId} className="block font-medium text-slate-900">
                    {m.reassignTo}
                  </label>
                  <select
                    id={selectId}
                    className={`${selectClass} w-full`}
                    value={target}
                    aria-describedby={
                      [error ? `${selectId}-error` : '', preview.not_offered.length > 0 ? `${selectId}-not-offered` : ''].join(' ').trim() || undefined
                    }
                    aria-invalid={error ? true : undefined}
                    onChange={(event) => {
                      setTarget(event.target.value);
                      setError(null);
                    }}
                  >
                    <option value="">{m.choose}</option>
                    {preview.reassign_targets.map((person) => (
                      <option key={person.id} value={person.id}>
                        {person.name}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            {handover && preview.not_offered.length > 0 && (
              <p id={`${selectId}-not-offered`} className="text-slate-700" data-testid="delete-agent-not-offered">
                {m.notOffered(preview.not_offered.map((person) => `${person.name} (${m.notOfferedReason[person.reason]})`).join(', '))}
              </p>
            )}
            {error && (
              <p id={`${selectId}-error`} role="alert" className="text-red-800">
                {error}
              </p>
            )}
          </div>
        )}
        <AlertDialogFooter>
          {/* Deactivate is the suggested way: last in a row, first in the stacked phone layout (footer reversed). */}
          <AlertDialogCancel disabled={busy}>{messages.backOffice.confirm.cancel}</AlertDialogCancel>
          <Button variant="destructive" disabled={busy || blocked} onClick={() => void confirm()}>
            {m.confirm}
          </Button>
          {agent?.is_active && (
            <Button disabled={busy} onClick={() => void deactivate()}>
              {m.deactivateInstead}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
