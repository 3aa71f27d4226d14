import { messages } from '../../../../lib/messages-staff';
import {
  APPLICATION_LINK_KEYS,
  DASHBOARD_APPLICATION_LINK_KEYS,
  DASHBOARD_SOCIAL_LINK_KEYS,
  SEO_LIMITS,
  SOCIAL_LINK_KEYS,
} from '../../../../lib/schemas/agent-profile';
import { toProfileSlug } from '../../../../lib/slug';
import type { FieldSpec } from '../../kit/field-spec';

/**
 * The agent profile's fields, one list per section (docs/product/back-office-agents.md#agent-management: Agent dashboard and Agent management). The
 * agent's dashboard tabs and the super admin's edit dialog compose these same lists, over the same schemas
 * (src/lib/schemas/agent-profile.ts), so the two surfaces cannot drift apart. Names are the API's keys; nested JSON
 * keys are dotted (`social_links.facebook`), which is also how the API names their errors.
 */
const text = messages.backOffice.profile;
const link = (name: string, label: string, hint?: string): FieldSpec => ({ name, label, kind: 'text', inputMode: 'url', hint });

export const fullName: FieldSpec = { name: 'name', label: 'Full name', kind: 'text', required: true, autoComplete: 'name' };
export const phone: FieldSpec = { name: 'phone', label: 'Phone', kind: 'text', type: 'tel', autoComplete: 'tel' };
export const bio: FieldSpec = { name: 'bio', label: 'Bio', kind: 'textarea', rows: 5 };
export const calendlyLink = link('calendly_link', 'Calendly link', 'Your booking page (https://calendly.com/...): the Book Appointment button.');
export const profileSlug: FieldSpec = {
  name: 'profile_slug',
  label: 'Profile slug',
  kind: 'text',
  required: true,
  hint: text.slugHint,
  preview: (value) => text.slugPreview(toProfileSlug(value)),
};

// Headshots, logos and badges are small images (agent-headshots); wide ones go to agent-banners.
export const headshot: FieldSpec = {
  name: 'headshot_url',
  label: 'Headshot',
  kind: 'image',
  bucket: 'agent-headshots',
  uploadNoun: 'headshot',
  namedFailure: true,
};
export const banner: FieldSpec = {
  name: 'banner_image_url',
  label: 'Banner image',
  kind: 'image',
  bucket: 'agent-banners',
  uploadNoun: 'banner',
  namedFailure: true,
};
export const customizeFields: readonly FieldSpec[] = [
  { name: 'custom_background_image', label: 'Background image', kind: 'image', bucket: 'agent-banners', uploadNoun: 'background image', namedFailure: true },
  { name: 'agent_logo_url', label: 'Agent logo', kind: 'image', bucket: 'agent-headshots', uploadNoun: 'logo', namedFailure: true },
  { name: 'badge_1_url', label: 'Badge 1', kind: 'image', bucket: 'agent-headshots', uploadNoun: 'badge 1', namedFailure: true },
  { name: 'badge_2_url', label: 'Badge 2', kind: 'image', bucket: 'agent-headshots', uploadNoun: 'badge 2', namedFailure: true },
  { name: 'contact_details.title', label: 'Contact title', kind: 'text', hint: `Shown under your name. Empty shows '${messages.agents.defaultTitle}'.` },
];

const SOCIAL_LABELS: Record<(typeof SOCIAL_LINK_KEYS)[number], string> = {
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  website: 'Website',
};
const APPLICATION_LABELS: Record<(typeof APPLICATION_LINK_KEYS)[number], string> = {
  apply: 'Apply link',
  contact_form: 'Contact form link',
  rate_quote: 'Rate quote link',
  scheduler: 'Scheduler link',
  newsletter: 'Newsletter link',
};
const socialFields = (keys: readonly (keyof typeof SOCIAL_LABELS)[]) => keys.map((key) => link(`social_links.${key}`, SOCIAL_LABELS[key]));
const applicationFields = (keys: readonly (keyof typeof APPLICATION_LABELS)[]) =>
  keys.map((key) => link(`application_links.${key}`, APPLICATION_LABELS[key], key === 'apply' ? 'The Apply Now button on your page.' : undefined));

export const seoFields: readonly FieldSpec[] = [
  {
    name: 'seo_settings.meta_title',
    label: 'Meta title',
    kind: 'text',
    counter: SEO_LIMITS.metaTitle,
    hint: 'The page title in search results and browser tabs.',
  },
  {
    name: 'seo_settings.meta_description',
    label: 'Meta description',
    kind: 'textarea',
    rows: 3,
    counter: SEO_LIMITS.metaDescription,
    hint: 'The summary under the title in search results.',
  },
  { name: 'seo_settings.meta_keywords', label: 'Meta keywords', kind: 'text', hint: 'Separated by commas.' },
  {
    name: 'seo_settings.og_image',
    label: 'Social sharing image (og:image)',
    kind: 'image',
    bucket: 'agent-banners',
    uploadNoun: 'sharing image',
    namedFailure: true,
  },
];

/** The agent dashboard's tabs (docs/product/back-office-agents.md#social-links: Social Links without linkedin, Application Links apply and newsletter only). */
export const dashboardFields = {
  profile: [fullName, phone, bio, calendlyLink, profileSlug, headshot, banner],
  customize: customizeFields,
  social: socialFields(DASHBOARD_SOCIAL_LINK_KEYS),
  applicationLinks: applicationFields(DASHBOARD_APPLICATION_LINK_KEYS),
  seo: seoFields,
} satisfies Record<string, readonly FieldSpec[]>;

/** The super admin's edit dialog: Basic Info holds the profile, the page's images and what only staff set. */
export const adminFields = {
  basicInfo: [
    fullName,
    { name: 'email', label: 'Public email', kind: 'text', type: 'email', hint: 'Shown on the agent\u2019s page. The sign-in email does not change here.' },
    phone,
    bio,
    calendlyLink,
    { name: 'crm_email', label: 'CRM email', kind: 'text', type: 'email', hint: 'Where this agent\u2019s new leads are emailed.' },
    { name: 'license_number', label: 'Licence number', kind: 'text' },
    profileSlug,
    headshot,
    banner,
    ...customizeFields,
  ],
  socialLinks: socialFields(SOCIAL_LINK_KEYS),
  appLinks: applicationFields(APPLICATION_LINK_KEYS),
  seo: seoFields,
} satisfies Record<string, readonly FieldSpec[]>;
