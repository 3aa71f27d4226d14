import { useCallback } from 'react';
import { type ApiResult, apiRequest } from '../../../../browser/api-client';
import { messages } from '../../../../lib/messages-staff';
import type { AgentRow } from '../../../../lib/schemas/agents';
import { toast } from '../../../../browser/toast';
import { useRebuildStatus } from '../../kit/rebuild-status';
import { useList } from '../../kit/use-list';
import type { ProfileValues } from '../agent-profile/profile-values';

const m = messages.backOffice.agents;
const PATH = '/api/admin/agents';
const itemPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

/**
 * The super admin's agents (newest first, as the API orders them): create, edit, activate/deactivate and delete,
 * each with the product's failure text and the public rebuild followed afterwards (docs/product/back-office-agents.md#profile-messages).
 */
export function useAgents() {
  const { rows, setRows, loading, error, reload } = useList<AgentRow>(PATH, m.fetchFailed);
  const { watch } = useRebuildStatus();

  const replace = useCallback((row: AgentRow) => setRows((current) => current.map((item) => (item.id === row.id ? row : item))), [setRows]);

  /** POST {fullName, email, password}; the dialog shows failures (EntityDialog), the list gets the new agent first. */
  const create = useCallback(
    async (values: Record<string, unknown>): Promise<ApiResult<{ item: AgentRow }>> => {
      const result = await apiRequest<{ item: AgentRow }>(PATH, { method: 'POST', body: values });
      if (result.ok) {
        setRows((current) => [result.data.item, ...current]);
        toast(m.created, 'success');
        watch();
      } else {
        toast(result.status === 409 ? result.error.message : m.createFailed, 'error');
      }
      return result;
    },
    [watch, setRows],
  );

  /** The edit dialog's PATCH (toasts and field errors are the shared profile form's). */
  const update = useCallback((id: string, body: ProfileValues) => apiRequest<{ item: AgentRow }>(itemPath(id), { method: 'PATCH', body }), []);

  const setActive = useCallback(
    async (row: AgentRow, active: boolean): Promise<void> => {
      const result = await apiRequest<{ item: AgentRow }>(itemPath(row.id), { method: 'PATCH', body: { is_active: active } });
      if (!result.ok) {
        toast(m.updateFailed, 'error');
        return;
      }
      replace(result.data.item);
      toast(active ? m.activated(row.name) : m.deactivated(row.name), 'success');
      watch();
    },
    [replace, watch],
  );

  /** DELETE with the person who takes the agent's leads and clients (ADR 44); null once deleted, else the message to show. */
  const remove = useCallback(
    async (row: AgentRow, reassignTo: string | null): Promise<string | null> => {
      const result = await apiRequest<{ ok: true }>(itemPath(row.id), { method: 'DELETE', body: { reassign_to: reassignTo } });
      if (!result.ok) {
        // 'You cannot delete your own account from the agent list.' or a refused target says more than the fallback.
        const message = result.status === 409 || result.status === 400 ? result.error.message : m.deleteFailed;
        toast(message, 'error');
        return message;
      }
      setRows((current) => current.filter((item) => item.id !== row.id));
      toast(m.deleted, 'success');
      watch();
      return null;
    },
    [watch, setRows],
  );

  return { rows, loading, error, reload, create, update, replace, setActive, remove };
}
