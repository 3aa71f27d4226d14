import type { Db } from '../client';
import { newId } from '../client';

/** Finds a free profile slug: "janedoe", then "janedoe2", "janedoe3"... */
export async function uniqueProfileSlug(db: Db, base: string): Promise<string> {
  const stem = base || 'agent';
  const result = await db.execute({
    sql: "SELECT profile_slug FROM agents WHERE profile_slug = ?1 OR profile_slug GLOB ?1 || '[0-9]*'",
    args: [stem],
  });
  const taken = new Set(result.rows.map((row) => String(row.profile_slug)));
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}${n}`)) return `${stem}${n}`;
}

export async function insertAgentForUser(
  db: Db,
  agent: { userId: string | null; name: string; email: string; slug: string },
): Promise<string> {
  const id = newId();
  await db.execute({
    sql: 'INSERT INTO agents (id, user_id, name, email, profile_slug, is_active) VALUES (?, ?, ?, ?, ?, 1)',
    args: [id, agent.userId, agent.name, agent.email, agent.slug],
  });
  return id;
}
