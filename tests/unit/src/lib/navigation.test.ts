import { describe, expect, it } from 'vitest';
import { agentKeyFromPath, headerMenus, isBackOfficePath, withAgentQuery } from '../../../../src/lib/navigation';

describe('header navigation', () => {
  it('has the spec menus in order', () => {
    expect(headerMenus.map((m) => m.label)).toEqual(['About Us', 'Mortgages', 'Our Rates', 'Resources', 'Contact Us']);
    expect(headerMenus[1]!.items!.map((i) => i.label)).toEqual([
      'Applications',
      'Our Products',
      'Mortgage Calculators',
      'Mortgage Options',
      'Mortgage Services',
    ]);
    expect(headerMenus[3]!.items!.map((i) => i.label)).toEqual([
      'Find An Agent',
      'Why Use a Mortgage Broker',
      'Download Our App',
      'Blogs',
      'Mortgage News',
      'Newsletter Sign-up',
    ]);
    expect(headerMenus[4]!.items!.map((i) => i.label)).toEqual(['Contact Us', 'Become An Agent', 'Newsletter Sign-up']);
  });

  it('appends the agent to the Products link on /agents/{agent} only', () => {
    expect(withAgentQuery('/products', '/agents/sarahmitchell')).toBe('/products?agent=sarahmitchell');
    expect(withAgentQuery('/products', '/agents/sarahmitchell/')).toBe('/products?agent=sarahmitchell');
    expect(withAgentQuery('/products', '/agent/sarahmitchell')).toBe('/products');
    expect(withAgentQuery('/products', '/blog')).toBe('/products');
    expect(withAgentQuery('/calculators', '/agents/sarahmitchell')).toBe('/calculators');
  });

  // every link from an agent page that can act for the agent keeps the broker.
  it('keeps the agent on the contact, services and applications links of an agent page', () => {
    expect(withAgentQuery('/contact', '/agents/davidchen')).toBe('/contact?agent=davidchen');
    expect(withAgentQuery('/services', '/agents/davidchen')).toBe('/services?agent=davidchen');
    expect(withAgentQuery('/applications', '/agents/davidchen')).toBe('/applications?agent=davidchen');
    expect(withAgentQuery('/contact', '/blog')).toBe('/contact');
  });

  // the shared 'Agent Not Found' page is built at /agents/not-found; it names no agent.
  it('adds nothing on the agent not-found page', () => {
    expect(agentKeyFromPath('/agents/not-found')).toBeNull();
    expect(withAgentQuery('/products', '/agents/not-found')).toBe('/products');
    expect(withAgentQuery('/contact', '/agents/not-found/')).toBe('/contact');
  });

  it('hides the footer on back-office paths only', () => {
    expect(isBackOfficePath('/super-admin')).toBe(true);
    expect(isBackOfficePath('/agent-dashboard/leads')).toBe(true);
    expect(isBackOfficePath('/agents/sarah')).toBe(false);
  });
});
