import { type AgentSeoSettings, type ApplicationLinks, type PublicAgent, publicAgentSchema, type SocialLinks } from '../../src/lib/schemas/agent-rows';
import type { Db } from '../client';
import { columnList, rowReader } from '../schema-rows';

export type { AgentSeoSettings, ApplicationLinks, PublicAgent, SocialLinks };

const COLUMNS = columnList(publicAgentSchema);
const toAgent = rowReader(publicAgentSchema);

/** docs/product/agents-directory.md#active-agents: only active agents, ordered by name. */
export async function listActiveAgents(db: Db): Promise<PublicAgent[]> {
  const result = await db.execute(`SELECT ${COLUMNS} FROM agents WHERE is_active = 1 ORDER BY name COLLATE NOCASE ASC, id ASC`);
  return result.rows.map((row) => toAgent(row));
}

/**
 * The profile route's parameter may be a profile slug or an id (docs/product/agents-directory.md#agent-route). A slug match wins over an id
 * match, so an agent whose slug happens to equal another agent's id still gets its own page.
 */
export async function findActiveAgent(db: Db, identifier: string): Promise<PublicAgent | null> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM agents WHERE is_active = 1 AND (profile_slug = ?1 OR id = ?1)
          ORDER BY CASE WHEN profile_slug = ?1 THEN 0 ELSE 1 END LIMIT 1`,
    args: [identifier],
  });
  const row = result.rows[0];
  return row ? toAgent(row) : null;
}

export async function isActiveAgentId(db: Db, id: string): Promise<boolean> {
  const result = await db.execute({ sql: 'SELECT 1 FROM agents WHERE id = ? AND is_active = 1', args: [id] });
  return result.rows.length > 0;
}
