import type { Db } from '../client';

/** The server's view of a chosen agent: where the lead is sent and the alliance credentials. */
export interface LeadAgent {
  id: string;
  name: string;
  email: string | null;
  crm_email: string | null;
  broker_code: string | null;
  wpnonce: string | null;
}

/**
 * Only an active agent can be chosen on a public form; anything else is treated as "no agent". The key is the id,
 * or the profile slug of a page's ?agent= (a form posted without JavaScript carries it from the page address).
 */
export async function findActiveLeadAgent(db: Db, key: string): Promise<LeadAgent | null> {
  const result = await db.execute({
    sql: `SELECT id, name, email, crm_email, broker_code, wpnonce FROM agents
          WHERE is_active = 1 AND (id = ?1 OR lower(profile_slug) = lower(?1)) ORDER BY id = ?1 DESC LIMIT 1`,
    args: [key],
  });
  const row = result.rows[0];
  if (!row) return null;
  const text = (value: unknown) => (value == null || String(value).trim() === '' ? null : String(value).trim());
  return {
    id: String(row.id),
    name: String(row.name),
    email: text(row.email),
    crm_email: text(row.crm_email),
    broker_code: text(row.broker_code),
    wpnonce: text(row.wpnonce),
  };
}
