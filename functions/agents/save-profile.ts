import { SlugTakenError, updateAgentProfile } from '../../db/queries/agent-profile-update';
import { isUniqueViolation, type VersionedEdit } from '../../db/rows';
import { messages } from '../../src/lib/messages-staff';
import type { AgentProfileUpdate } from '../../src/lib/schemas/agent-profile';
import type { AgentRow } from '../../src/lib/schemas/agents';
import { contentChanged } from '../content/on-content-change';
import type { AppDeps } from '../deps';
import { HttpError, notFound } from '../http/errors';

/** Fields the public agent page never shows: a change to only these needs no rebuild. */
const PRIVATE_FIELDS = new Set<keyof AgentRow>(['crm_email', 'user_id', 'user_email', 'created_at', 'updated_at', 'version']);

const publicView = (agent: AgentRow) => JSON.stringify(Object.entries(agent).filter(([key]) => !PRIVATE_FIELDS.has(key as keyof AgentRow)));

/**
 * The one save of both panels (the agent's own profile and the super admin's edit dialog): a taken slug is the product's (docs/product/back-office-agents.md#profile-slug)
 * 409 'This profile URL is already taken' on the slug field (another agent's former slug too), and a change the public page shows (name, bio, images,
 * links, SEO, slug, active state...) requests the rebuild. The caller has already decided which agent this is.
 */
export async function saveAgentProfile(deps: AppDeps, agentId: string, values: AgentProfileUpdate, edit?: VersionedEdit): Promise<AgentRow> {
  let saved: Awaited<ReturnType<typeof updateAgentProfile>>;
  try {
    saved = await updateAgentProfile(deps.db, agentId, values, edit);
  } catch (error) {
    if (error instanceof SlugTakenError || (isUniqueViolation(error) && /profile_slug/.test(String((error as Error).message)))) {
      const slugTaken = messages.backOffice.profile.slugTaken;
      throw new HttpError(409, 'conflict', slugTaken, { profile_slug: slugTaken });
    }
    throw error;
  }
  if (!saved) throw notFound(messages.backOffice.agents.notFound);
  if (publicView(saved.before) !== publicView(saved.after)) await contentChanged(deps, 'agents', `agent updated ${agentId}`);
  return saved.after;
}
