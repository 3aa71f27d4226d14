import { describe, expect, it } from 'vitest';
import { adminAgentUpdateSchema, agentProfileTabs } from '../../../../src/lib/schemas/agent-profile';
import type { AgentRow } from '../../../../src/lib/schemas/agents';
import { adminFields, dashboardFields } from '../../../../src/islands/back-office/panels/agent-profile/fields';
import { changedProfile, profileValues } from '../../../../src/islands/back-office/panels/agent-profile/profile-values';
import { ADMIN_EDIT_SECTION, DASHBOARD_SECTIONS } from '../../../../src/islands/back-office/panels/agent-profile/sections';

const row: AgentRow = {
  id: 'a1',
  user_id: 'u1',
  user_email: 'sign-in@example.test',
  name: 'Avery Agent',
  email: null,
  phone: '416-555-0199',
  bio: null,
  calendly_link: null,
  crm_email: null,
  profile_slug: 'averyagent',
  headshot_url: '/uploads/agent-headshots/a1/1-me.png',
  banner_image_url: null,
  custom_background_image: null,
  agent_logo_url: null,
  badge_1_url: null,
  badge_2_url: null,
  license_number: null,
  social_links: { facebook: 'https://facebook.com/avery' },
  application_links: {},
  seo_settings: { meta_title: 'Avery' },
  contact_details: { title: 'Senior Broker' },
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
  version: 1,
  updated_at: '2026-01-01T00:00:00Z',
};

describe('the shared agent profile editor', () => {
  it('turns the stored row into form strings, nested where the API keeps JSON', () => {
    expect(profileValues(dashboardFields.social, row)).toEqual({
      social_links: { facebook: 'https://facebook.com/avery', youtube: '', instagram: '', website: '' },
    });
    expect(profileValues(dashboardFields.customize, row)).toMatchObject({ contact_details: { title: 'Senior Broker' }, agent_logo_url: '' });
  });

  it('sends only what changed, nested, and an emptied value as empty (the API removes it)', () => {
    const initial = profileValues(dashboardFields.seo, row);
    const values = { seo_settings: { ...(initial.seo_settings as object), meta_title: '', meta_description: 'New' } };
    expect(changedProfile(dashboardFields.seo, values, initial)).toEqual({ seo_settings: { meta_title: '', meta_description: 'New' } });
    expect(changedProfile(dashboardFields.seo, initial, initial)).toEqual({});
  });

  it('each section body parses with the API schema of its surface', () => {
    const body = { social_links: { facebook: 'not a url' } };
    expect(agentProfileTabs.socialLinks.safeParse(body).success).toBe(false);
    expect(adminAgentUpdateSchema.safeParse({ profile_slug: 'Avery Agent!' }).data).toEqual({ profile_slug: 'averyagent' });
    const empty = adminAgentUpdateSchema.safeParse({ profile_slug: '!!' });
    expect(empty.error?.issues[0]?.message).toBe('Profile slug cannot be empty');
  });

  it('the dashboard and the edit dialog use the same field definitions; the dialog adds linkedin and three app links', () => {
    const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);
    for (const section of Object.values(DASHBOARD_SECTIONS)) expect(names(ADMIN_EDIT_SECTION.fields)).toEqual(expect.arrayContaining(names(section.fields)));
    expect(names(adminFields.socialLinks)).toContain('social_links.linkedin');
    expect(names(dashboardFields.social)).not.toContain('social_links.linkedin');
    expect(names(adminFields.appLinks)).toEqual([
      'application_links.apply',
      'application_links.contact_form',
      'application_links.rate_quote',
      'application_links.scheduler',
      'application_links.newsletter',
    ]);
    expect(names(dashboardFields.applicationLinks)).toEqual(['application_links.apply', 'application_links.newsletter']);
  });
});
