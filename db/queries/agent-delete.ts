import type { Db } from '../client';

export interface DeletedAgent {
  /** Keys in agent-documents of the files to remove once the rows are gone. */
  documentKeys: string[];
  /** Whether the agent's sign-in account (and with it its profile and sessions) was deleted. */
  accountDeleted: boolean;
}

/**
 * The delete policy of docs/decisions/0011-deleting-an-agent.md, in one write transaction: leads and blog posts stay
 * (their agent_id becomes NULL: unassigned leads, posts by the brokerage), testimonials, analytics events, document
 * rows and old-slug redirects go with the agent (ON DELETE CASCADE), and an agent-role sign-in account is deleted
 * with its profile and sessions so no login is left pointing at nothing. A staff account of another role linked to
 * the agent is deactivated (ADR 40): it keeps its history but can no longer sign in, and no later request can bring its
 * page back. Files are removed by the caller after commit.
 */
export async function deleteAgent(db: Db, agentId: string): Promise<DeletedAgent | null> {
  const tx = await db.transaction('write');
  try {
    const found = await tx.execute({
      sql: 'SELECT a.user_id, p.role FROM agents a LEFT JOIN profiles p ON p.id = a.user_id WHERE a.id = ?',
      args: [agentId],
    });
    const agent = found.rows[0];
    if (!agent) return null;
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
    return { documentKeys: documents.rows.map((row) => String(row.file_url)), accountDeleted };
  } finally {
    tx.close();
  }
}
