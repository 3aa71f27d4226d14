import type { Db } from '../client';

/** What the contact and application pages embed at build time for each active agent (no CRM or alliance data). */
export interface ContactAgent {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  agent_logo_url: string | null;
  /** So ?agent={slug} resolves as well as ?agent={id} (agent pages pass their slug along). */
  profile_slug: string | null;
}

/** Spec (7, Agents): active agents ordered by name. */
export async function listContactAgents(db: Db): Promise<ContactAgent[]> {
  const result = await db.execute('SELECT id, name, email, phone, agent_logo_url, profile_slug FROM agents WHERE is_active = 1 ORDER BY name');
  return result.rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    email: row.email == null ? null : String(row.email),
    phone: row.phone == null ? null : String(row.phone),
    agent_logo_url: row.agent_logo_url == null ? null : String(row.agent_logo_url),
    profile_slug: row.profile_slug == null ? null : String(row.profile_slug),
  }));
}

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
