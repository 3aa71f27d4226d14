import type { Db } from '../client';

export interface SlugRedirect {
  old_slug: string;
  /** The agent the old slug now leads to. */
  id: string;
  profile_slug: string | null;
}

/**
 * Old slugs the build turns into permanent redirects. Left out: a slug that is some agent's current slug (that page
 * is real and wins), and the old slugs of an inactive agent (its address answers the not-found page with 404).
 */
export async function listSlugRedirects(db: Db): Promise<SlugRedirect[]> {
  const result = await db.execute(
    `SELECT h.old_slug, a.id, a.profile_slug FROM agent_slug_history h JOIN agents a ON a.id = h.agent_id
     WHERE a.is_active = 1 AND NOT EXISTS (SELECT 1 FROM agents c WHERE c.profile_slug = h.old_slug)
     ORDER BY h.old_slug`,
  );
  return result.rows.map((row) => ({
    old_slug: String(row.old_slug),
    id: String(row.id),
    profile_slug: row.profile_slug == null ? null : String(row.profile_slug),
  }));
}
