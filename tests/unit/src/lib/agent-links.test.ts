import { describe, expect, it } from 'vitest';
import { agentContactPath, agentInitials, agentKey, agentPath, agentTitle } from '../../../../src/lib/agent-links';

describe('agent addresses', () => {
  it('the canonical page is /agents/{profile_slug}', () => {
    expect(agentPath({ id: 'abc-123', profile_slug: 'sarahmitchell' })).toBe('/agents/sarahmitchell');
    expect(agentKey({ id: 'abc-123', profile_slug: 'sarahmitchell' })).toBe('sarahmitchell');
  });

  it('falls back to /agents/{id} when there is no slug', () => {
    expect(agentPath({ id: 'abc-123', profile_slug: null })).toBe('/agents/abc-123');
    expect(agentPath({ id: 'abc-123', profile_slug: '  ' })).toBe('/agents/abc-123');
  });

  it('contact links carry the agent id', () => {
    expect(agentContactPath({ id: 'abc-123' })).toBe('/contact?agent=abc-123');
  });

  it("title defaults to 'Your Trusted Mortgage Broker'", () => {
    expect(agentTitle({ contact_details: {} })).toBe('Your Trusted Mortgage Broker');
    expect(agentTitle({ contact_details: { title: ' ' } })).toBe('Your Trusted Mortgage Broker');
    expect(agentTitle({ contact_details: { title: 'Mortgage Agent Level 2' } })).toBe('Mortgage Agent Level 2');
  });

  it('initials use the first two words', () => {
    expect(agentInitials('Priya Sharma')).toBe('PS');
    expect(agentInitials('Jean-Luc de la Tour')).toBe('JD');
    expect(agentInitials('Cher')).toBe('C');
  });
});
