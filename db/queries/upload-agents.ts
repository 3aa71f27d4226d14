import type { Db } from '../client';

/** The agents row a staff account owns (agents.user_id), or null: uploads into agent folders are scoped by it. */
export async function findOwnAgentId(db: Db, userId: string): Promise<string | null> {
  const result = await db.execute({ sql: 'SELECT id FROM agents WHERE user_id = ?', args: [userId] });
  return result.rows[0] ? String(result.rows[0].id) : null;
}

export async function agentExists(db: Db, agentId: string): Promise<boolean> {
  const result = await db.execute({ sql: 'SELECT 1 FROM agents WHERE id = ?', args: [agentId] });
  return result.rows.length > 0;
}
