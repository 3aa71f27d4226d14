import { Hono } from 'hono';
import { messages } from '../../src/lib/messages-staff';
import { agentProfileUpdateSchema } from '../../src/lib/schemas/agent-profile';
import type { AppDeps, AppEnv } from '../deps';
import { specFailure } from '../http/spec-failure';
import { editedVersion, versionedSave } from '../http/record-version';
import { staffOnly } from '../auth/staff';
import { jsonInput } from '../http/typed-input';
import { readJson } from '../http/validate';
import { ownAgent } from './own-agent';
import { saveAgentProfile } from './save-profile';

const text = messages.backOffice;

/**
 * The agent dashboard's My Profile (docs/product/back-office-agents.md#profile-tab): the signed-in account's own agents row, read and saved through
 * the same save as the super admin's edit dialog (./save-profile.ts). No agent id is taken from the request, and an
 * `id`/`agent_id` in the body is dropped by the schema.
 */
export function agentProfileRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', staffOnly('agent', 'admin'))
    .get('/', specFailure(text.agents.fetchOneFailed), async (c) => c.json({ item: await ownAgent(deps, c) }))
    .patch('/', specFailure(text.profile.updateFailed), jsonInput(agentProfileUpdateSchema), async (c) => {
      const values = await readJson(c, agentProfileUpdateSchema);
      const agent = await ownAgent(deps, c);
      // The audit log shows what changed, as for the super admin's edit (ADR 26): the row as it was before this save.
      c.set('auditBefore', agent);
      // A stale profile form is refused with who saved since, checked by the save's own UPDATE
      // (docs/decisions/0043-nothing-lost-in-the-back-office.md).
      const edit = { version: await editedVersion(c), by: c.get('user')!.id };
      const item = await versionedSave(deps.db, 'agents', agent.id, 'profile', () => saveAgentProfile(deps, agent.id, values, edit));
      return c.json({ item });
    });
}
