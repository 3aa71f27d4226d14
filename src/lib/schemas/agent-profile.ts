import { messages } from '../messages-staff';
import { toProfileSlug } from '../slug';
import { AGENT_UPDATABLE, APPLICATION_LINK_KEYS, agentRecordSchema, SOCIAL_LINK_KEYS } from './agent-rows';
import { flag, optionalText, optionalUrl, requiredText } from './fields';
import { oneLineText } from './one-line-text';
import { z } from './zod';

/**
 * The one agent profile editor's schemas, shared by the agent dashboard, the super admin's edit dialog and
 * the API. Split by section so each tab validates only its own fields; every field is optional in an update, so a tab
 * that sends only its section leaves the others untouched.
 */
const text = messages.backOffice.profile;

/** docs/product/back-office-agents.md#seo-settings: SEO meta title and description limits (both forms show a live counter). */
export const SEO_LIMITS = { metaTitle: 60, metaDescription: 160 } as const;

// Lenient on format (people type phones many ways: "(416) 555-0199 ext. 2"), but 7 to 15 digits and nothing exotic.
const phone = optionalText('Phone', 30).refine(
  (value) => value === null || (/^[0-9+().\-\s/#extEXT]+$/.test(value) && /^(?:\D*\d){7,15}\D*$/.test(value)),
  text.phoneInvalid,
);

const optionalEmail = (label: string) =>
  optionalText(label, 254).refine((value) => value === null || z.email().safeParse(value).success, messages.backOffice.agents.emailInvalid);

/** docs/product/back-office-agents.md#profile-slug: lowercased and stripped to letters and digits; empty after that is refused. */
export const profileSlug = z
  .string({ error: text.slugEmpty })
  .transform(toProfileSlug)
  .pipe(z.string().min(1, text.slugEmpty).max(100, `Profile slug must be 100 characters or fewer.`));

// `.optional()` outside each field: a key the tab does not send stays absent (and unchanged in the stored object),
// while a key sent empty becomes null and is removed from it.
const optionalLink = (label: string) => optionalUrl(label).optional();
const linkObject = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  z.object(Object.fromEntries(keys.map((key) => [key, optionalLink(labels[key])])) as Record<K, ReturnType<typeof optionalLink>>);

export { APPLICATION_LINK_KEYS, SOCIAL_LINK_KEYS };

/** docs/product/back-office-agents.md#social-links: the agent dashboard's Social Links tab has no linkedin (the super admin form has it). */
export const DASHBOARD_SOCIAL_LINK_KEYS = ['facebook', 'youtube', 'instagram', 'website'] as const;
/** docs/product/back-office-agents.md#application-links: the agent dashboard's Application Links tab has apply and newsletter only. */
export const DASHBOARD_APPLICATION_LINK_KEYS = ['apply', 'newsletter'] as const;

export const socialLinksSchema = linkObject(SOCIAL_LINK_KEYS, {
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  website: 'Website',
});
export const applicationLinksSchema = linkObject(APPLICATION_LINK_KEYS, {
  apply: 'Apply link',
  contact_form: 'Contact form link',
  rate_quote: 'Rate quote link',
  scheduler: 'Scheduler link',
  newsletter: 'Newsletter link',
});
export const seoSettingsSchema = z.object({
  meta_title: optionalText('Meta title', SEO_LIMITS.metaTitle).optional(),
  meta_description: optionalText('Meta description', SEO_LIMITS.metaDescription).optional(),
  meta_keywords: optionalText('Meta keywords', 500).optional(),
  og_image: optionalUrl('OG image').optional(),
});
export const contactDetailsSchema = z.object({
  title: optionalText('Contact title', 120).optional(),
  location: optionalText('Location', 200).optional(),
});

/** Sections as field maps, composed below into each tab's schema and the API's update schemas. */
export const basicInfoFields = {
  // Printed in the renewal email's signature: the one-line rule of every inserted field (ADR 39).
  name: oneLineText('Full name', 200).pipe(requiredText('Full name', 200)),
  phone,
  bio: optionalText('Bio', 5000),
  calendly_link: optionalUrl('Calendly link'),
  crm_email: optionalEmail('CRM email'),
  profile_slug: profileSlug,
};
export const imageFields = {
  headshot_url: optionalUrl('Headshot'),
  banner_image_url: optionalUrl('Banner image'),
  custom_background_image: optionalUrl('Background image'),
  agent_logo_url: optionalUrl('Agent logo'),
  badge_1_url: optionalUrl('Badge 1'),
  badge_2_url: optionalUrl('Badge 2'),
};

/** One schema per tab (the agent dashboard's and the edit dialog's), each a part of the update schema. */
export const agentProfileTabs = {
  /** Dashboard 'Profile': full name, phone, bio, calendly link, profile slug, headshot and banner. */
  profile: z
    .object({
      ...basicInfoFields,
      headshot_url: imageFields.headshot_url,
      banner_image_url: imageFields.banner_image_url,
    })
    .partial(),
  /** Dashboard 'Customize Page': background, logo, two badges, contact title. */
  customizePage: z
    .object({
      custom_background_image: imageFields.custom_background_image,
      agent_logo_url: imageFields.agent_logo_url,
      badge_1_url: imageFields.badge_1_url,
      badge_2_url: imageFields.badge_2_url,
      contact_details: contactDetailsSchema,
    })
    .partial(),
  socialLinks: z.object({ social_links: socialLinksSchema }).partial(),
  applicationLinks: z.object({ application_links: applicationLinksSchema }).partial(),
  seo: z.object({ seo_settings: seoSettingsSchema }).partial(),
  /** Edit dialog 'Basic Info' (super admin): the profile fields plus the public email, images and active state. */
  basicInfo: z
    .object({
      ...basicInfoFields,
      ...imageFields,
      email: optionalEmail('Email'),
      contact_details: contactDetailsSchema,
      is_active: flag,
    })
    .partial(),
};

/**
 * PATCH /api/agent/profile: every section an agent edits, the stored columns of the agent (agent-rows.ts) each given
 * the rule a person's input must pass. Never is_active, the email or the sign-in account.
 */
export const agentProfileUpdateSchema = agentRecordSchema
  .pick(AGENT_UPDATABLE)
  .omit({ email: true, license_number: true, is_active: true })
  .extend({
    ...basicInfoFields,
    ...imageFields,
    contact_details: contactDetailsSchema,
    social_links: socialLinksSchema,
    application_links: applicationLinksSchema,
    seo_settings: seoSettingsSchema,
  })
  .partial();

/** PATCH /api/admin/agents/:id: the same, plus what only the super admin sets. */
export const adminAgentUpdateSchema = agentProfileUpdateSchema.extend({
  email: optionalEmail('Email').optional(),
  license_number: optionalText('Licence number', 60).optional(),
  is_active: flag.optional(),
});

export type AgentProfileUpdate = z.output<typeof adminAgentUpdateSchema>;
export type AgentProfileInput = z.input<typeof adminAgentUpdateSchema>;
/** The JSON columns, merged key by key on update (a null value removes the key). */
export const AGENT_JSON_COLUMNS = [
  'social_links',
  'application_links',
  'seo_settings',
  'contact_details',
] as const satisfies readonly (keyof typeof AGENT_UPDATABLE)[];
