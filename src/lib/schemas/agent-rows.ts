import { z } from './zod';

// Apart from the form schemas (agent-profile.ts, agents.ts): public pages import these types, and must not reach the
// back office's strings.

export const SOCIAL_LINK_KEYS = ['facebook', 'youtube', 'instagram', 'linkedin', 'website'] as const;
export const APPLICATION_LINK_KEYS = ['apply', 'contact_form', 'rate_quote', 'scheduler', 'newsletter'] as const;
export const SEO_SETTING_KEYS = ['meta_title', 'meta_description', 'meta_keywords', 'og_image'] as const;
export const CONTACT_DETAIL_KEYS = ['title', 'location'] as const;

// A JSON column's known text keys, read leniently: a blank or non-text value, or any other key, is left out.
const storedText = z
  .string()
  .refine((value) => value.trim() !== '')
  .optional()
  .catch(undefined);
const storedTexts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, storedText])) as Record<K, typeof storedText>);

/**
 * An agent, once (docs/decisions/0059-one-schema-per-entity.md): the stored row of agents, its JSON columns as the
 * objects they hold, and every shape derived from it (the public page's agent, the back-office row, the columns a
 * profile update writes, the SQL column lists in db/queries/), so a new column is one edit here. The keys are tied
 * to the table's columns by tests/integration/db/entity-schemas.test.ts.
 */
export const agentRecordSchema = z.object({
  id: z.string(),
  /** The sign-in account; null for a page without one. */
  user_id: z.string().nullable(),
  name: z.string(),
  /** The public contact address (the sign-in email is users.email). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  calendly_link: z.string().nullable(),
  /** Private: where the agent's leads are copied; never on a public page. */
  crm_email: z.string().nullable(),
  profile_slug: z.string().nullable(),
  // Stored paths or addresses (src/lib/agent-images.ts resolves them).
  headshot_url: z.string().nullable(),
  banner_image_url: z.string().nullable(),
  custom_background_image: z.string().nullable(),
  agent_logo_url: z.string().nullable(),
  badge_1_url: z.string().nullable(),
  badge_2_url: z.string().nullable(),
  social_links: storedTexts(SOCIAL_LINK_KEYS),
  application_links: storedTexts(APPLICATION_LINK_KEYS),
  seo_settings: storedTexts(SEO_SETTING_KEYS),
  contact_details: storedTexts(CONTACT_DETAIL_KEYS),
  license_number: z.string().nullable(),
  /** The alliance form's broker code and nonce: server-side only. */
  broker_code: z.string().nullable(),
  wpnonce: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Counts changes; the edit dialog's save names the one it edits (docs/decisions/0043-nothing-lost-in-the-back-office.md). */
  version: z.number().int(),
  updated_by: z.string().nullable(),
});
export type AgentRecord = z.infer<typeof agentRecordSchema>;
export type SocialLinks = AgentRecord['social_links'];
export type ApplicationLinks = AgentRecord['application_links'];
export type AgentSeoSettings = AgentRecord['seo_settings'];

/** An active agent as the public pages show it (docs/product/agents-directory.md#active-agents: minus private fields such as crm_email). */
export const publicAgentSchema = agentRecordSchema.omit({
  user_id: true,
  crm_email: true,
  broker_code: true,
  wpnonce: true,
  is_active: true,
  created_at: true,
  version: true,
  updated_by: true,
});
export type PublicAgent = z.infer<typeof publicAgentSchema>;

/**
 * An agents row as both panels read it (docs/product/agents-directory.md#agent-entity): the stored columns but the
 * alliance form's secrets, with the sign-in email; never a hash or a token.
 */
export const agentRowSchema = agentRecordSchema.omit({ broker_code: true, wpnonce: true, updated_by: true }).extend({
  /** The sign-in account's email (users.email); `email` is the public contact address. */
  user_email: z.string().nullable(),
});
export type AgentRow = z.infer<typeof agentRowSchema>;

/** The columns a profile update may set (db/queries/agent-profile-update.ts); names come from here, never from a request. */
export const AGENT_UPDATABLE = {
  name: true,
  email: true,
  phone: true,
  bio: true,
  calendly_link: true,
  crm_email: true,
  profile_slug: true,
  headshot_url: true,
  banner_image_url: true,
  custom_background_image: true,
  agent_logo_url: true,
  badge_1_url: true,
  badge_2_url: true,
  license_number: true,
  is_active: true,
  social_links: true,
  application_links: true,
  seo_settings: true,
  contact_details: true,
} as const;
