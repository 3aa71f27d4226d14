import type { InStatement, ResultSet } from '@libsql/client';
import { type AgentRow, agentRowSchema } from '../../src/lib/schemas/agent-rows';
import { newId, type Db } from '../client';
import { columnList, rowReader } from '../schema-rows';

/** A client or an open transaction: the agent queries run inside the transactions of create, update and delete. */
export interface Executor {
  execute(statement: InStatement): Promise<ResultSet>;
}

/**
 * Finds a free profile slug: "janedoe", then "janedoe2", "janedoe3"... Another agent's former slug is not free: its
 * address still redirects to that agent (agent_slug_history), and a new page there would take it over.
 */
export async function uniqueProfileSlug(db: Executor, base: string): Promise<string> {
  const stem = base || 'agent';
  const result = await db.execute({
    sql: `SELECT profile_slug FROM agents WHERE profile_slug = ?1 OR profile_slug GLOB ?1 || '[0-9]*'
          UNION SELECT old_slug FROM agent_slug_history WHERE old_slug = ?1 OR old_slug GLOB ?1 || '[0-9]*'`,
    args: [stem],
  });
  const taken = new Set(result.rows.map((row) => String(row.profile_slug)));
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}${n}`)) return `${stem}${n}`;
}

export async function insertAgentForUser(db: Executor, agent: { userId: string | null; name: string; email: string; slug: string }): Promise<string> {
  const id = newId();
  await db.execute({
    sql: 'INSERT INTO agents (id, user_id, name, email, profile_slug, is_active) VALUES (?, ?, ?, ?, ?, 1)',
    args: [id, agent.userId, agent.name, agent.email, agent.slug],
  });
  return id;
}

/**
 * The agents row of an account that has none yet (an admin made before admins got their own page): made in one write
 * transaction that looks again first, so two first requests at once make one row. Returns the row's id and whether
 * this call made it.
 */
export async function insertAgentRowIfMissing(
  db: Db,
  account: { userId: string; name: string; email: string; slugBase: string },
): Promise<{ id: string; created: boolean } | null> {
  const tx = await db.transaction('write');
  try {
    const existing = await tx.execute({ sql: 'SELECT id FROM agents WHERE user_id = ?', args: [account.userId] });
    if (existing.rows[0]) {
      await tx.commit();
      return { id: String(existing.rows[0].id), created: false };
    }
    // A deactivated account (its page deleted by a super admin, ADR 40) never gets a page back: null.
    const locked = await tx.execute({ sql: 'SELECT 1 FROM profiles WHERE id = ? AND deactivated_at IS NOT NULL', args: [account.userId] });
    if (locked.rows[0]) {
      await tx.commit();
      return null;
    }
    const slug = await uniqueProfileSlug(tx, account.slugBase);
    const id = await insertAgentForUser(tx, { userId: account.userId, name: account.name, email: account.email, slug });
    await tx.commit();
    return { id, created: true };
  } finally {
    tx.close();
  }
}

const SELECT_AGENT = `SELECT ${columnList(agentRowSchema.omit({ user_email: true }), 'a')}, u.email AS user_email
  FROM agents a LEFT JOIN users u ON u.id = a.user_id`;

export const toAgentRow: (row: Record<string, unknown>) => AgentRow = rowReader(agentRowSchema);

/** docs/product/back-office-agents.md#agent-management: agents, newest first (the id breaks ties so the order is stable). */
export async function listAgents(db: Executor): Promise<AgentRow[]> {
  const result = await db.execute(`${SELECT_AGENT} ORDER BY a.created_at DESC, a.id DESC`);
  return result.rows.map((row) => toAgentRow(row));
}

export async function findAgentById(db: Executor, id: string): Promise<AgentRow | null> {
  const result = await db.execute({ sql: `${SELECT_AGENT} WHERE a.id = ?`, args: [id] });
  return result.rows[0] ? toAgentRow(result.rows[0]) : null;
}

/** docs/product/sign-in-and-roles.md#own-records: the agent dashboard reads its agent by user_id; an agent never names its own id. */
export async function findAgentByUserId(db: Executor, userId: string): Promise<AgentRow | null> {
  const result = await db.execute({ sql: `${SELECT_AGENT} WHERE a.user_id = ?`, args: [userId] });
  return result.rows[0] ? toAgentRow(result.rows[0]) : null;
}
