import { Hono } from 'hono';
import { findAgentById, listAgents } from '../../db/queries/agents-admin';
import { deleteSessionsOfUser } from '../../db/queries/sessions';
import { countOtherActiveSuperAdmins, findUserById } from '../../db/queries/users';
import { messages } from '../../src/lib/messages-staff';
import { adminAgentUpdateSchema } from '../../src/lib/schemas/agent-profile';
import type { AppDeps, AppEnv } from '../deps';
import { HttpError, notFound } from '../http/errors';
import { editedVersion, versionedSave } from '../http/record-version';
import { staffOnly } from '../auth/staff';
import { readJson } from '../http/validate';
import { saveAgentProfile } from './save-profile';
import { specFailure } from '../http/spec-failure';
import { createAgent } from './create-agent';
import { agentDeletionBody, describeDeletion, removeAgent } from './delete-agent';
import { jsonInput } from '../http/typed-input';
import { createAgentSchema } from '../../src/lib/schemas/agents';

const text = messages.backOffice.agents;

/**
 * Agent management (super admin): list newest first, create (sign-in + profile + agent row in one
 * transaction), edit through the same profile schema the agent dashboard uses plus is_active, and delete by the
 * policy of docs/decisions/0044-deleting-an-agent-hands-over.md. Their documents are beside the other document routes
 * (functions/documents/admin-routes.ts).
 */
export function adminAgentRoutes(deps: AppDeps) {
  const agentOr404 = async (id: string) => {
    const agent = await findAgentById(deps.db, id);
    if (!agent) throw notFound(text.notFound);
    return agent;
  };

  // Chained, so the typed client (src/browser/api-routes.ts, ADR 56) knows each route's body and answer.
  return (
    new Hono<AppEnv>()
      .use('*', staffOnly('super_admin'))
      .get('/', specFailure(text.fetchFailed), async (c) => c.json({ items: await listAgents(deps.db) }))
      .post('/', specFailure(text.createFailed), jsonInput(createAgentSchema), async (c) => c.json({ item: await createAgent(deps, c) }, 201))
      .get('/:id', specFailure(text.fetchOneFailed), async (c) => c.json({ item: await agentOr404(c.req.param('id')) }))
      .patch('/:id', specFailure(text.updateFailed), jsonInput(adminAgentUpdateSchema), async (c) => {
        const values = await readJson(c, adminAgentUpdateSchema);
        if (values.is_active === false) await assertMayDeactivate(deps, c.req.param('id'), c.get('user')!.id);
        // A stale edit dialog is refused with who saved since, checked by the save's own UPDATE
        // (docs/decisions/0043-nothing-lost-in-the-back-office.md).
        const edit = { version: await editedVersion(c), by: c.get('user')!.id };
        const item = await versionedSave(deps.db, 'agents', c.req.param('id'), 'agent', () => saveAgentProfile(deps, c.req.param('id'), values, edit));
        // Deactivation suspends the sign-in of any staff role: every open session ends now (functions/auth/guard.ts
        // refuses new ones and db/queries/users.ts reads the agents row's is_active for agents and admins alike).
        if (!item.is_active && item.user_id) await deleteSessionsOfUser(deps.db, item.user_id);
        return c.json({ item });
      })
      // What deleting would remove and hand over, for the delete dialog (ADR 44).
      .get('/:id/deletion', specFailure(text.fetchOneFailed), async (c) => c.json({ item: await describeDeletion(deps, c.req.param('id')) }))
      .delete('/:id', specFailure(text.deleteFailed), jsonInput(agentDeletionBody), async (c) => {
        const result = await removeAgent(deps, c, c.req.param('id'), c.get('user')!.id);
        return c.json({ ok: true as const, ...result });
      })
  );
}

/**
 * The super admin never locks the panel: not their own account (it would end their session mid-edit), and never
 * the last active super admin, who alone could reactivate anyone.
 */
async function assertMayDeactivate(deps: AppDeps, agentId: string, signedInUserId: string): Promise<void> {
  const agent = await findAgentById(deps.db, agentId);
  if (!agent?.user_id) return;
  if (agent.user_id === signedInUserId) throw new HttpError(409, 'own_account', text.cannotDeactivateSelf, { is_active: text.cannotDeactivateSelf });
  const user = await findUserById(deps.db, agent.user_id);
  if (user?.role === 'super_admin' && user.active && (await countOtherActiveSuperAdmins(deps.db, user.id)) === 0) {
    throw new HttpError(409, 'last_super_admin', text.lastSuperAdmin, { is_active: text.lastSuperAdmin });
  }
}
