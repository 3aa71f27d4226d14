import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../src/lib/messages-staff';
import { adminAgentUpdateSchema, agentProfileTabs, agentProfileUpdateSchema, SEO_LIMITS } from '../../../../../src/lib/schemas/agent-profile';
import { createAgentSchema } from '../../../../../src/lib/schemas/agents';
import { fieldErrors } from '../../../../../src/lib/schemas/field-errors';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) => (result.error ? fieldErrors(result.error) : {});
const profileText = messages.backOffice.profile;

describe('agent profile schemas (back-office spec section 5)', () => {
  it('requires the full name when sent, and leaves every absent field absent', () => {
    expect(errorsOf(agentProfileUpdateSchema.safeParse({ name: '   ' })).name).toBe('Full name is required.');
    expect(agentProfileUpdateSchema.parse({ bio: 'Hello' })).toEqual({ bio: 'Hello' });
  });

  it('lowercases the slug and strips it to letters and digits; empty after that is refused', () => {
    expect(agentProfileUpdateSchema.parse({ profile_slug: ' Jane-Doe 2! ' }).profile_slug).toBe('janedoe2');
    expect(agentProfileUpdateSchema.parse({ profile_slug: 'Élodie' }).profile_slug).toBe('elodie');
    for (const bad of ['', '---', '   ', null]) {
      expect(errorsOf(agentProfileUpdateSchema.safeParse({ profile_slug: bad })).profile_slug, String(bad)).toBe(profileText.slugEmpty);
    }
  });

  it('the calendly link must be a URL (https or a site path); empty clears it', () => {
    expect(errorsOf(agentProfileUpdateSchema.safeParse({ calendly_link: 'calendly.com/jane' })).calendly_link).toBe(
      'Enter a full address starting with https://',
    );
    expect(errorsOf(agentProfileUpdateSchema.safeParse({ calendly_link: 'javascript:alert(1)' })).calendly_link).toBeDefined();
    expect(agentProfileUpdateSchema.parse({ calendly_link: 'https://calendly.com/jane' }).calendly_link).toBe('https://calendly.com/jane');
    expect(agentProfileUpdateSchema.parse({ calendly_link: '' }).calendly_link).toBeNull();
  });

  it('a phone is a tel-like text of 7 to 15 digits', () => {
    expect(agentProfileUpdateSchema.parse({ phone: '(416) 555-0199 ext. 2' }).phone).toBe('(416) 555-0199 ext. 2');
    expect(agentProfileUpdateSchema.parse({ phone: '' }).phone).toBeNull();
    for (const bad of ['call me', '12345', '<script>', '1234567890123456']) {
      expect(errorsOf(agentProfileUpdateSchema.safeParse({ phone: bad })).phone, bad).toBe(profileText.phoneInvalid);
    }
  });

  it('names nested link errors by their path, e.g. social_links.facebook', () => {
    const result = agentProfileUpdateSchema.safeParse({ social_links: { facebook: 'not a url' }, application_links: { apply: 'ftp://x' } });
    expect(errorsOf(result)).toEqual({
      'social_links.facebook': 'Enter a full address starting with https://',
      'application_links.apply': 'Enter a full address starting with https://',
    });
  });

  it('keeps a link key absent when the tab does not send it; a key sent empty becomes null (removed on save)', () => {
    const parsed = agentProfileTabs.socialLinks.parse({ social_links: { facebook: 'https://facebook.com/jane', youtube: '' } });
    expect(parsed.social_links).toEqual({ facebook: 'https://facebook.com/jane', youtube: null });
    expect('linkedin' in parsed.social_links!).toBe(false);
  });

  it('SEO meta title at most 60 characters and description at most 160', () => {
    expect(agentProfileUpdateSchema.safeParse({ seo_settings: { meta_title: 't'.repeat(SEO_LIMITS.metaTitle) } }).success).toBe(true);
    const long = agentProfileUpdateSchema.safeParse({
      seo_settings: { meta_title: 't'.repeat(61), meta_description: 'd'.repeat(161) },
    });
    expect(errorsOf(long)).toEqual({
      'seo_settings.meta_title': 'Meta title must be 60 characters or fewer.',
      'seo_settings.meta_description': 'Meta description must be 160 characters or fewer.',
    });
  });

  it('the agent schema drops is_active, email, ids and account fields; the admin schema keeps is_active and email', () => {
    const sneaky = { name: 'Jane', is_active: false, email: 'x@example.test', id: 'other', agent_id: 'other', user_id: 'u', role: 'super_admin' };
    expect(agentProfileUpdateSchema.parse(sneaky)).toEqual({ name: 'Jane' });
    expect(adminAgentUpdateSchema.parse(sneaky)).toEqual({ name: 'Jane', is_active: false, email: 'x@example.test' });
    expect(errorsOf(adminAgentUpdateSchema.safeParse({ crm_email: 'nope' })).crm_email).toBe('Enter a valid email address.');
  });

  it('each tab validates only its own section', () => {
    expect(Object.keys(agentProfileTabs.profile.shape).sort()).toEqual(
      ['banner_image_url', 'bio', 'calendly_link', 'crm_email', 'headshot_url', 'name', 'phone', 'profile_slug'].sort(),
    );
    expect(Object.keys(agentProfileTabs.customizePage.shape).sort()).toEqual(
      ['agent_logo_url', 'badge_1_url', 'badge_2_url', 'contact_details', 'custom_background_image'].sort(),
    );
    expect(agentProfileTabs.seo.parse({ seo_settings: { meta_title: 'Jane' }, name: '' })).toEqual({ seo_settings: { meta_title: 'Jane' } });
  });
});

describe('create agent schema (spec section 5: full name, email and password required)', () => {
  it('names each missing field', () => {
    expect(errorsOf(createAgentSchema.safeParse({}))).toEqual({
      fullName: 'Full name is required.',
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
    expect(createAgentSchema.parse({ fullName: ' Jane Doe ', email: ' jane@example.test ', password: 'password-1' })).toEqual({
      fullName: 'Jane Doe',
      email: 'jane@example.test',
      password: 'password-1',
      role: 'agent',
    });
  });
});
