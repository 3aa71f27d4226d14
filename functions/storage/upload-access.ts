import type { Db } from '../../db/client';
import { agentExists, findOwnAgentId } from '../../db/queries/upload-agents';
import { messages } from '../../src/lib/messages-staff';
import type { AuthUser } from '../deps';
import { badRequest, forbidden } from '../http/errors';
import type { Bucket } from './storage';

const AGENT_BUCKETS: readonly Bucket[] = ['agent-headshots', 'agent-banners', 'agent-documents'];
const SUPER_ADMIN_ONLY: readonly Bucket[] = ['product-images', 'service-images'];
const text = messages.backOffice.uploads;

/**
 * Who may upload where, enforced in the API (ADR 3). The super admin uploads anywhere and
 * names the agent for agent folders; admins and agents upload blog images, and into agent folders only for the
 * agents row they own. Returns the agent folder for the key (null where the bucket has none).
 */
export async function resolveUploadAgent(db: Db, user: AuthUser, bucket: Bucket, requested: string | undefined): Promise<string | null> {
  const agentBucket = AGENT_BUCKETS.includes(bucket);
  if (user.role === 'super_admin') {
    if (!requested) {
      if (agentBucket) throw badRequest(text.agentRequired, { agentId: text.agentRequired });
      return null;
    }
    if (!(await agentExists(db, requested))) throw badRequest(text.agentNotFound, { agentId: text.agentNotFound });
    return agentBucket || bucket === 'blog-images' ? requested : null;
  }
  if (SUPER_ADMIN_ONLY.includes(bucket)) throw forbidden();
  const own = await findOwnAgentId(db, user.id);
  if (requested && requested !== own) throw forbidden(text.ownAgentOnly);
  if (agentBucket && !own) throw forbidden(text.ownAgentOnly);
  return own;
}
