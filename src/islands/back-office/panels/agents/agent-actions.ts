import { isSessionEnded, send } from '../../../../browser/api-client';
import { adminApi } from '../../../../browser/api-routes';
import { toast } from '../../../../browser/toast';
import { messages } from '../../../../lib/messages-staff';
import type { AgentRow } from '../../../../lib/schemas/agents';
import type { ProfileValues } from '../agent-profile/profile-values';

const m = messages.backOffice.agents;
const ONE = adminApi.agents[':id'];

/**
 * The super admin's writes on one agent beyond the kit's list and create (ResourcePanel), each through the typed
 * client (ADR 56) with the product's failure text (docs/product/back-office-agents.md#profile-messages). The caller
 * reads the list again and follows the public rebuild (the kit's `changed`).
 */

/** The edit dialog's PATCH (toasts and field errors are the shared profile form's). */
export const saveAgent = (id: string, body: ProfileValues) => send(() => ONE.$patch({ param: { id }, json: body }));

/** Activate or deactivate; true once done. */
export async function setAgentActive(row: AgentRow, active: boolean): Promise<boolean> {
  const result = await send(() => ONE.$patch({ param: { id: row.id }, json: { is_active: active } }));
  if (!result.ok) {
    if (!isSessionEnded(result)) toast(m.updateFailed, 'error');
    return false;
  }
  toast(active ? m.activated(row.name) : m.deactivated(row.name), 'success');
  return true;
}

/** What deleting would remove and hand over (ADR 44), for the delete dialog. */
export const deletionPreview = (row: AgentRow) => send(() => ONE.deletion.$get({ param: { id: row.id } }));

/** DELETE with the person who takes the agent's leads and clients (ADR 44); null once deleted, else the message to show. */
export async function deleteAgent(row: AgentRow, reassignTo: string | null): Promise<string | null> {
  const result = await send(() => ONE.$delete({ param: { id: row.id }, json: { reassign_to: reassignTo } }));
  if (!result.ok) {
    // 'You cannot delete your own account from the agent list.' or a refused target says more than the fallback.
    const message = result.status === 409 || result.status === 400 ? result.error.message : m.deleteFailed;
    if (!isSessionEnded(result)) toast(message, 'error');
    return message;
  }
  toast(m.deleted, 'success');
  return null;
}
