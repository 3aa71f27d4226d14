import { z } from 'zod';
import type { AgentImageFields } from '../../src/lib/agent-images';
import type { Db } from '../client';
import { readJsonColumn, textOrNull } from './json-column';

const optionalText = z.string().optional().catch(undefined);
const socialSchema = z.object({ facebook: optionalText, instagram: optionalText, youtube: optionalText, linkedin: optionalText, website: optionalText });
const applicationLinksSchema = z.object({
  apply: optionalText,
  contact_form: optionalText,
  rate_quote: optionalText,
  scheduler: optionalText,
  newsletter: optionalText,
});
const agentSeoSchema = z.object({ meta_title: optionalText, meta_description: optionalText, meta_keywords: optionalText, og_image: optionalText });
const contactDetailsSchema = z.object({ title: optionalText, location: optionalText });

export type SocialLinks = z.infer<typeof socialSchema>;
export type ApplicationLinks = z.infer<typeof applicationLinksSchema>;
export type AgentSeoSettings = z.infer<typeof agentSeoSchema>;

/** An active agent as the public pages show it (docs/product/agents-directory.md#active-agents: agents entity, minus private fields such as crm_email). */
export interface PublicAgent extends AgentImageFields {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  bio: string | null;
  calendly_link: string | null;
  profile_slug: string | null;
  license_number: string | null;
  social_links: SocialLinks;
  application_links: ApplicationLinks;
  seo_settings: AgentSeoSettings;
  contact_details: z.infer<typeof contactDetailsSchema>;
  updated_at: string;
}

const COLUMNS = `id, name, email, phone, bio, calendly_link, profile_slug, headshot_url, banner_image_url, custom_background_image,
  agent_logo_url, badge_1_url, badge_2_url, license_number, social_links, application_links, seo_settings, contact_details, updated_at`;

function toAgent(row: Record<string, unknown>): PublicAgent {
  return {
    id: String(row.id),
    name: String(row.name),
    email: textOrNull(row.email),
    phone: textOrNull(row.phone),
    bio: textOrNull(row.bio),
    calendly_link: textOrNull(row.calendly_link),
    profile_slug: textOrNull(row.profile_slug),
    headshot_url: textOrNull(row.headshot_url),
    banner_image_url: textOrNull(row.banner_image_url),
    custom_background_image: textOrNull(row.custom_background_image),
    agent_logo_url: textOrNull(row.agent_logo_url),
    badge_1_url: textOrNull(row.badge_1_url),
    badge_2_url: textOrNull(row.badge_2_url),
    license_number: textOrNull(row.license_number),
    social_links: readJsonColumn(row.social_links, socialSchema, {}),
    application_links: readJsonColumn(row.application_links, applicationLinksSchema, {}),
    seo_settings: readJsonColumn(row.seo_settings, agentSeoSchema, {}),
    contact_details: readJsonColumn(row.contact_details, contactDetailsSchema, {}),
    updated_at: String(row.updated_at),
  };
}

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
