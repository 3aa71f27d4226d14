import { describe, expect, it } from 'vitest';
import { postAuthor } from '../../../../../src/lib/content/post-author';

const agent = { id: 'agent-1', name: 'Sarah Mitchell', profile_slug: 'sarahmitchell', is_active: true };

describe('post author badge (spec section 6)', () => {
  it("reads 'Admin' when no agent is linked", () => {
    expect(postAuthor({ seo_settings: {}, agent: null })).toEqual({ label: 'Admin', href: null, isAdmin: true });
  });

  it("reads 'Admin' when seo_settings.admin_created is set, even with an agent linked", () => {
    expect(postAuthor({ seo_settings: { admin_created: true }, agent })).toEqual({ label: 'Admin', href: null, isAdmin: true });
  });

  it('names the agent and links to /agents/{profile_slug}', () => {
    expect(postAuthor({ seo_settings: {}, agent })).toEqual({ label: 'Sarah Mitchell', href: '/agents/sarahmitchell', isAdmin: false });
  });

  it('links to /agents/{id} when the agent has no slug', () => {
    expect(postAuthor({ seo_settings: { admin_created: false }, agent: { ...agent, profile_slug: null } }).href).toBe('/agents/agent-1');
  });

  it('names an inactive agent without linking to a page that does not exist', () => {
    expect(postAuthor({ seo_settings: {}, agent: { ...agent, is_active: false } })).toEqual({ label: 'Sarah Mitchell', href: null, isAdmin: false });
  });
});
