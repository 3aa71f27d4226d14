/**
 * Where a lead came from, one stored value per source. The product description (docs/product/lead-forms.md#lead-sources) names the values the site writes
 * (AI Chatbot, website, contact_form, newsletter, Manual); older rows also held 'Website', so the lead desk's
 * filter showed the same source twice. Migration 0016 rewrote every stored variant to these values and keeps
 * later writes to them.
 */
export const LEAD_SOURCES = ['website', 'contact_form', 'newsletter', 'AI Chatbot', 'Manual'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** Spellings seen or plausible for each source, reduced by `sourceKey` (migration 0016 holds the same list). */
export const SOURCE_SPELLINGS: Record<string, LeadSource> = {
  website: 'website',
  web_site: 'website',
  web: 'website',
  contact_form: 'contact_form',
  contactform: 'contact_form',
  contact: 'contact_form',
  newsletter: 'newsletter',
  news_letter: 'newsletter',
  ai_chatbot: 'AI Chatbot',
  chatbot: 'AI Chatbot',
  chat: 'AI Chatbot',
  manual: 'Manual',
};

/** ' Contact-Form ' → 'contact_form': case, spaces and dashes do not make a different source. */
const sourceKey = (value: string) => value.trim().toLowerCase().replace(/[ -]/g, '_');

/** The stored value for any spelling of a source, or null for a value that names no source. */
export function normaliseLeadSource(value: string): LeadSource | null {
  return SOURCE_SPELLINGS[sourceKey(value)] ?? null;
}
