import { deleteAgent } from '../../db/queries/agent-delete';
import { findAgentById } from '../../db/queries/agents-admin';
import { messages } from '../../src/lib/messages-staff';
import { removeFile } from '../documents/document-files';
import { contentChanged } from '../content/on-content-change';
import type { AppDeps } from '../deps';
import { HttpError, notFound } from '../http/errors';

/**
 * DELETE /api/admin/agents/:id by docs/decisions/0011-deleting-an-agent.md: rows in one transaction, then the
 * document files (a failed removal is logged, never undoes the delete), then one rebuild (the agent page, its posts'
 * byline and its testimonials all change). A super admin cannot delete the account they are signed in with.
 */
export async function removeAgent(deps: AppDeps, agentId: string, signedInUserId: string): Promise<void> {
  const agent = await findAgentById(deps.db, agentId);
  if (!agent) throw notFound(messages.backOffice.agents.notFound);
  if (agent.user_id === signedInUserId) throw new HttpError(409, 'own_account', messages.backOffice.agents.cannotDeleteSelf);
  const deleted = await deleteAgent(deps.db, agentId);
  if (!deleted) throw notFound(messages.backOffice.agents.notFound);
  for (const key of deleted.documentKeys) await removeFile(deps, key);
  await contentChanged(deps, 'agents', `agent deleted ${agentId}`);
}
