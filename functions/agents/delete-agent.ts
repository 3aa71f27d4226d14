import type { Context } from 'hono';
import { deleteAgent, listNotOffered, listReassignTargets, previewAgentDeletion } from '../../db/queries/agent-delete';
import { findAgentById } from '../../db/queries/agents-admin';
import { handoverMessages } from '../../src/lib/messages-handover';
import { messages } from '../../src/lib/messages-staff';
import { z } from '../../src/lib/schemas/zod';
import { removeFile } from '../documents/document-files';
import { contentChanged } from '../content/on-content-change';
import type { AppDeps, AppEnv } from '../deps';
import { badRequest, HttpError, notFound } from '../http/errors';
import { notifyHandover } from '../lead-desk/notify-assignment';

const text = handoverMessages.agentDelete;

/** DELETE's body: who takes the agent's leads and clients (required when there are any). */
export const agentDeletionBody = z.object({ reassign_to: z.string().max(64).nullable().optional() });

/** GET /api/admin/agents/:id/deletion: what the delete dialog lists before anything happens (ADR 44). */
export async function describeDeletion(deps: AppDeps, agentId: string) {
  const preview = await previewAgentDeletion(deps.db, agentId);
  if (!preview) throw notFound(messages.backOffice.agents.notFound);
  const [targets, notOffered] = await Promise.all([listReassignTargets(deps.db, agentId), listNotOffered(deps.db, agentId)]);
  return { ...preview, reassign_targets: targets, not_offered: notOffered };
}

/** The body of a DELETE is optional (an agent with no leads and no clients needs no target). */
async function readTarget(c: Context<AppEnv>): Promise<string | null> {
  if (!c.req.header('content-type')?.includes('application/json')) return null;
  const parsed = agentDeletionBody.safeParse(await c.req.json().catch(() => ({})));
  if (!parsed.success) throw badRequest(messages.generic.invalidInput, { reassign_to: text.targetInvalid });
  return parsed.data.reassign_to || null;
}

/**
 * DELETE /api/admin/agents/:id by docs/decisions/0044-deleting-an-agent-hands-over.md: leads and clients go to the
 * chosen active staff member (each lead keeps its previous agent), rows in one transaction, then the document files
 * (a failed removal is logged, never undoes the delete), then one rebuild. The audit entry records the agent as it
 * was and what went where. A super admin cannot delete the account they are signed in with.
 */
export async function removeAgent(deps: AppDeps, c: Context<AppEnv>, agentId: string, signedInUserId: string) {
  const reassignTo = await readTarget(c);
  const agent = await findAgentById(deps.db, agentId);
  if (!agent) throw notFound(messages.backOffice.agents.notFound);
  if (agent.user_id === signedInUserId) throw new HttpError(409, 'own_account', messages.backOffice.agents.cannotDeleteSelf);
  const deleted = await deleteAgent(deps.db, agentId, { reassignTo, at: deps.now().toISOString() });
  if (!deleted) throw notFound(messages.backOffice.agents.notFound);
  if (deleted === 'target_needed') throw badRequest(text.targetRequired, { reassign_to: text.targetRequired });
  if (deleted === 'target_gone') throw badRequest(text.targetInvalid, { reassign_to: text.targetInvalid });
  c.set('auditBefore', agent);
  c.set('auditSubject', {
    id: agentId,
    details: { reassigned_to: reassignTo, ...deleted.counts, login: deleted.accountDeleted ? 'deleted' : agent.user_id ? 'deactivated' : 'none' },
  });
  if (reassignTo) await notifyHandover(deps, reassignTo, { name: agent.name, leads: deleted.counts.leads, clients: deleted.counts.clients }, signedInUserId);
  for (const key of deleted.documentKeys) await removeFile(deps, key);
  await contentChanged(deps, 'agents', `agent deleted ${agentId}`);
  return { reassigned_to: reassignTo, counts: deleted.counts };
}
