import { AGENT_UPDATABLE, type AgentRow } from '../../src/lib/schemas/agent-rows';
import { AGENT_JSON_COLUMNS, type AgentProfileUpdate } from '../../src/lib/schemas/agent-profile';
import type { Db } from '../client';
import { StaleVersionError, toColumnValue, type VersionedEdit, versionedEditClauses } from '../rows';
import { findAgentById } from './agents-admin';

// The columns a profile update may set come from the agent's schema (AGENT_UPDATABLE), never from a request; the JSON
// ones are merged below.
const JSON_COLUMNS: readonly string[] = AGENT_JSON_COLUMNS;
const SCALAR_COLUMNS = (Object.keys(AGENT_UPDATABLE) as (keyof typeof AGENT_UPDATABLE)[]).filter(
  (column): column is Exclude<keyof typeof AGENT_UPDATABLE, (typeof AGENT_JSON_COLUMNS)[number]> => !JSON_COLUMNS.includes(column),
);

/** The slug is another agent's current or former address (the product's 'This profile URL is already taken') (docs/product/back-office-agents.md#profile-slug). */
export class SlugTakenError extends Error {
  override name = 'SlugTakenError';
}

/**
 * Updates one agent in one write transaction and returns the row before and after (null when no such agent). The JSON
 * columns are merged with SQLite's json_patch (RFC 7396): keys a tab does not send stay, a key sent empty (null) is
 * removed. So the dashboard's Social Links tab, which has no linkedin, never wipes the linkedin the super admin set.
 * A changed slug is remembered (agent_slug_history) so the old address keeps working; a changed name is copied to the
 * sign-in profile's full_name so both panels and the header show one name. Another agent's former slug is refused
 * (SlugTakenError): its address keeps redirecting to that agent, so taking it would take over their old links.
 */
export async function updateAgentProfile(
  db: Db,
  agentId: string,
  values: AgentProfileUpdate,
  edit?: VersionedEdit,
): Promise<{ before: AgentRow; after: AgentRow } | null> {
  const assignments: string[] = [];
  const args: (string | number | null)[] = [];
  for (const column of SCALAR_COLUMNS) {
    if (values[column] === undefined) continue;
    assignments.push(`${column} = ?`);
    args.push(toColumnValue(values[column]));
  }
  for (const column of AGENT_JSON_COLUMNS) {
    if (values[column] === undefined) continue;
    assignments.push(`${column} = json_patch(${column}, ?)`);
    args.push(JSON.stringify(values[column]));
  }

  const tx = await db.transaction('write');
  try {
    const before = await findAgentById(tx, agentId);
    if (!before) return null;
    if (values.profile_slug && values.profile_slug !== before.profile_slug) {
      const former = await tx.execute({
        sql: 'SELECT 1 FROM agent_slug_history WHERE lower(old_slug) = lower(?) AND agent_id <> ?',
        args: [values.profile_slug, agentId],
      });
      if (former.rows.length > 0) throw new SlugTakenError(values.profile_slug);
    }
    // A staff save is one versioned edit even when it changes nothing: the check and the write are one statement
    // (StaleVersionError rolls the whole transaction back).
    const versioned = versionedEditClauses(edit);
    if (assignments.length > 0 || edit) {
      const set = [...assignments, ...versioned.set, "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"];
      const result = await tx.execute({
        sql: `UPDATE agents SET ${set.join(', ')} WHERE ${['id = ?', ...versioned.where].join(' AND ')}`,
        args: [...args, ...versioned.setArgs, agentId, ...versioned.whereArgs],
      });
      if (result.rowsAffected === 0) throw new StaleVersionError();
    }
    const slug = values.profile_slug;
    if (slug !== undefined && before.profile_slug && slug !== before.profile_slug) {
      await tx.execute({
        sql: `INSERT INTO agent_slug_history (old_slug, agent_id) VALUES (?, ?)
              ON CONFLICT (old_slug) DO UPDATE SET agent_id = excluded.agent_id, changed_at = excluded.changed_at`,
        args: [before.profile_slug, agentId],
      });
    }
    if (values.name !== undefined && before.user_id) {
      await tx.execute({ sql: 'UPDATE profiles SET full_name = ? WHERE id = ?', args: [values.name, before.user_id] });
    }
    const after = (await findAgentById(tx, agentId))!;
    await tx.commit();
    return { before, after };
  } finally {
    tx.close();
  }
}
