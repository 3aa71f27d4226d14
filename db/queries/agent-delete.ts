import type { Db } from '../client';

export interface DeletedAgent {
  /** Keys in agent-documents of the files to remove once the rows are gone. */
  documentKeys: string[];
  /** Whether the agent's sign-in account (and with it its profile and sessions) was deleted. */
  accountDeleted: boolean;
  /** What went and what was handed over, as the dialog listed it (the audit entry records this). */
  counts: AgentDeletionCounts;
}

/** What deleting an agent touches (ADR 44): the dialog lists it before, the audit log records it after. */
export interface AgentDeletionCounts {
  documents: number;
  testimonials: number;
  leads: number;
  clients: number;
  posts: number;
}

/** The preview the delete dialog shows: the counts, whether a login goes, and the public page that leaves. */
export interface AgentDeletionPreview {
  counts: AgentDeletionCounts;
  /** The agent's sign-in account is deleted (role agent); another role's account is deactivated instead. */
  login: 'deleted' | 'deactivated' | 'none';
  profile_slug: string | null;
}

/** A person leads and clients can be handed to: an active agents row whose sign-in account is active staff. */
export interface ReassignTarget {
  id: string;
  name: string;
}

const STAFF_ROLE_LIST = ['agent', 'admin', 'super_admin'];
const STAFF_ROLES = `(${STAFF_ROLE_LIST.map((role) => `'${role}'`).join(', ')})`;

async function countOf(db: Pick<Db, 'execute'>, agentId: string): Promise<AgentDeletionCounts> {
  const result = await db.execute({
    sql: `SELECT
            (SELECT COUNT(*) FROM agent_documents WHERE agent_id = ?1) AS documents,
            (SELECT COUNT(*) FROM testimonials WHERE agent_id = ?1) AS testimonials,
            (SELECT COUNT(*) FROM leads WHERE agent_id = ?1) AS leads,
            (SELECT COUNT(*) FROM client_mortgages WHERE agent_id = ?1) AS clients,
            (SELECT COUNT(*) FROM blog_posts WHERE agent_id = ?1) AS posts`,
    args: [agentId],
  });
  const row = result.rows[0]!;
  return {
    documents: Number(row.documents),
    testimonials: Number(row.testimonials),
    leads: Number(row.leads),
    clients: Number(row.clients),
    posts: Number(row.posts),
  };
}

/** What deleting the agent would do, or null when there is no such agent. */
export async function previewAgentDeletion(db: Db, agentId: string): Promise<AgentDeletionPreview | null> {
  const found = await db.execute({
    sql: 'SELECT a.user_id, a.profile_slug, p.role FROM agents a LEFT JOIN profiles p ON p.id = a.user_id WHERE a.id = ?',
    args: [agentId],
  });
  const agent = found.rows[0];
  if (!agent) return null;
  const login = agent.user_id == null ? 'none' : agent.role === 'agent' ? 'deleted' : 'deactivated';
  return { counts: await countOf(db, agentId), login, profile_slug: agent.profile_slug == null ? null : String(agent.profile_slug) };
}

/**
 * The people an agent's leads and clients can go to: every other agents row that is active and whose sign-in
 * account is active staff (a row without a login, or a deactivated account, would receive leads nobody reads).
 */
export async function listReassignTargets(db: Pick<Db, 'execute'>, exceptAgentId: string): Promise<ReassignTarget[]> {
  const result = await db.execute({
    sql: `SELECT a.id, a.name FROM agents a JOIN profiles p ON p.id = a.user_id
          WHERE a.id != ? AND a.is_active = 1 AND p.deactivated_at IS NULL AND p.role IN ${STAFF_ROLES}
          ORDER BY a.name COLLATE NOCASE`,
    args: [exceptAgentId],
  });
  return result.rows.map((row) => ({ id: String(row.id), name: String(row.name) }));
}

/** Why an agent the Leads tab lists is not a handover target (ADR 44), for the delete dialog to say. */
export type NotOfferedReason = 'no_login' | 'login_deactivated' | 'inactive';

/**
 * Every other agents row that listReassignTargets leaves out, with the reason: the lead assignment list offers every
 * agents row, so the delete dialog names the people it does not offer rather than leave them silently missing.
 */
export async function listNotOffered(db: Pick<Db, 'execute'>, exceptAgentId: string): Promise<(ReassignTarget & { reason: NotOfferedReason })[]> {
  const result = await db.execute({
    sql: `SELECT a.id, a.name, a.is_active, p.id AS profile_id, p.role, p.deactivated_at FROM agents a LEFT JOIN profiles p ON p.id = a.user_id
          WHERE a.id != ? AND NOT (a.is_active = 1 AND p.id IS NOT NULL AND p.deactivated_at IS NULL AND coalesce(p.role, '') IN ${STAFF_ROLES})
          ORDER BY a.name COLLATE NOCASE`,
    args: [exceptAgentId],
  });
  return result.rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    reason: row.profile_id == null || !STAFF_ROLE_LIST.includes(String(row.role)) ? 'no_login' : row.deactivated_at != null ? 'login_deactivated' : 'inactive',
  }));
}

/** The target when it is one of listReassignTargets, else null. */
export async function findReassignTarget(db: Pick<Db, 'execute'>, exceptAgentId: string, targetId: string): Promise<ReassignTarget | null> {
  const result = await db.execute({
    sql: `SELECT a.id, a.name FROM agents a JOIN profiles p ON p.id = a.user_id
          WHERE a.id = ? AND a.id != ? AND a.is_active = 1 AND p.deactivated_at IS NULL AND p.role IN ${STAFF_ROLES}`,
    args: [targetId, exceptAgentId],
  });
  const row = result.rows[0];
  return row ? { id: String(row.id), name: String(row.name) } : null;
}

/**
 * The delete policy of docs/decisions/0044-deleting-an-agent-hands-over.md (amending ADR 11), in one write
 * transaction: the agent's leads and clients (and their renewal reminders) go to `reassignTo`, each lead recording
 * the agent it had before; blog posts stay as the brokerage's (agent_id NULL); testimonials, analytics events,
 * document rows and old-slug redirects go with the agent (ON DELETE CASCADE); an agent-role sign-in account is
 * deleted with its profile and sessions. A staff account of another role linked to the agent is deactivated (ADR
 * 40). The target is checked again inside the transaction, so a target deactivated meanwhile refuses the delete
 * ('target_gone') rather than leave leads with nobody. Files are removed by the caller after commit.
 */
export async function deleteAgent(
  db: Db,
  agentId: string,
  options: { reassignTo: string | null; at: string },
): Promise<DeletedAgent | 'target_gone' | 'target_needed' | null> {
  const tx = await db.transaction('write');
  try {
    const found = await tx.execute({
      sql: 'SELECT a.user_id, a.name, p.role FROM agents a LEFT JOIN profiles p ON p.id = a.user_id WHERE a.id = ?',
      args: [agentId],
    });
    const agent = found.rows[0];
    if (!agent) return null;
    const counts = await countOf(tx, agentId);
    const target = options.reassignTo ? await findReassignTarget(tx, agentId, options.reassignTo) : null;
    if (options.reassignTo && !target) return 'target_gone';
    if (!target && counts.leads + counts.clients > 0) return 'target_needed';
    if (target) {
      await tx.execute({
        sql: `UPDATE leads SET previous_agent_id = ?1, previous_agent_name = ?2, reassigned_at = ?3, agent_id = ?4, updated_at = ?3
              WHERE agent_id = ?1`,
        args: [agentId, String(agent.name), options.at, target.id],
      });
      await tx.execute({ sql: 'UPDATE client_mortgages SET agent_id = ?, updated_at = ? WHERE agent_id = ?', args: [target.id, options.at, agentId] });
      await tx.execute({ sql: 'UPDATE renewal_reminders SET agent_id = ? WHERE agent_id = ?', args: [target.id, agentId] });
    }
    const documents = await tx.execute({ sql: 'SELECT file_url FROM agent_documents WHERE agent_id = ?', args: [agentId] });
    await tx.execute({ sql: 'DELETE FROM agents WHERE id = ?', args: [agentId] });
    const userId = agent.user_id == null ? null : String(agent.user_id);
    const accountDeleted = userId !== null && agent.role === 'agent';
    if (accountDeleted) await tx.execute({ sql: 'DELETE FROM users WHERE id = ?', args: [userId] });
    else if (userId !== null) {
      // ADR 40: an admin's or super admin's page is its account's active flag; with the row gone the account is
      // deactivated for good (sessions end), never read as active again for want of a row.
      await tx.execute({ sql: `UPDATE profiles SET deactivated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`, args: [userId] });
      await tx.execute({ sql: 'DELETE FROM sessions WHERE user_id = ?', args: [userId] });
    }
    await tx.commit();
    return { documentKeys: documents.rows.map((row) => String(row.file_url)), accountDeleted, counts };
  } finally {
    tx.close();
  }
}
