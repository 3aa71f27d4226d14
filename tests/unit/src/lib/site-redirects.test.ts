import { describe, expect, it } from 'vitest';
import { matchRedirect, parseRedirects } from '../../../../server/redirects';
import { agentRedirectLines, buildRedirectsFile, notFoundRewriteLines } from '../../../../src/lib/site-redirects';

const sarah = { id: '11111111-aaaa-4bbb-8ccc-000000000001', profile_slug: 'sarahmitchell' };
const noSlug = { id: '22222222-aaaa-4bbb-8ccc-000000000002', profile_slug: null };

describe('generated _redirects: one canonical agent address', () => {
  it('sends /agent/{slug}, /agents/{id} and /agent/{id} to /agents/{slug}', () => {
    expect(agentRedirectLines([sarah])).toEqual([
      `/agents/sarahmitchell /agents/sarahmitchell 301`,
      `/agent/sarahmitchell /agents/sarahmitchell 301`,
      `/agents/${sarah.id} /agents/sarahmitchell 301`,
      `/agent/${sarah.id} /agents/sarahmitchell 301`,
    ]);
  });

  it('an agent without a slug lives at /agents/{id}; only /agent/{id} redirects', () => {
    expect(agentRedirectLines([noSlug])).toEqual([`/agents/${noSlug.id} /agents/${noSlug.id} 301`, `/agent/${noSlug.id} /agents/${noSlug.id} 301`]);
  });

  // /agents/DavidChen answered 404; any spelling of an agent's address now redirects permanently.
  it('redirects another letter case of an agent address to the lowercase one, never to the not-found page', () => {
    const rules = parseRedirects(buildRedirectsFile([sarah, noSlug]));
    expect(matchRedirect(rules, '/agents/SarahMitchell')).toEqual({ to: '/agents/sarahmitchell', status: 301 });
    expect(matchRedirect(rules, '/Agents/SARAHMITCHELL/')).toEqual({ to: '/agents/sarahmitchell', status: 301 });
    expect(matchRedirect(rules, '/agent/SarahMitchell')).toEqual({ to: '/agents/sarahmitchell', status: 301 });
    expect(matchRedirect(rules, `/agents/${noSlug.id.toUpperCase()}`)).toEqual({ to: `/agents/${noSlug.id}`, status: 301 });
    expect(matchRedirect(rules, '/agents/Nobody')).toEqual({ to: '/agents/not-found', status: 404 });
  });

  it('resolves slugs and ids through the host matcher, unknown ones to the not-found page with 404', () => {
    const rules = parseRedirects(buildRedirectsFile([sarah, noSlug]));
    expect(matchRedirect(rules, '/agent/sarahmitchell')).toEqual({ to: '/agents/sarahmitchell', status: 301 });
    expect(matchRedirect(rules, `/agents/${sarah.id}`)).toEqual({ to: '/agents/sarahmitchell', status: 301 });
    expect(matchRedirect(rules, `/agent/${sarah.id}/`)).toEqual({ to: '/agents/sarahmitchell', status: 301 });
    expect(matchRedirect(rules, `/agent/${noSlug.id}`)).toEqual({ to: `/agents/${noSlug.id}`, status: 301 });
    expect(matchRedirect(rules, '/agent/nobody')).toEqual({ to: '/agents/not-found', status: 404 });
    expect(matchRedirect(rules, '/agents/nobody')).toEqual({ to: '/agents/not-found', status: 404 });
    expect(matchRedirect(rules, '/services/unknown')).toEqual({ to: '/services/not-found', status: 404 });
    expect(matchRedirect(rules, '/products/unknown')).toEqual({ to: '/products/not-found', status: 404 });
    expect(matchRedirect(rules, '/blog/draft-post')).toEqual({ to: '/blog/not-found', status: 404 });
  });

  it('puts every catch-all after the specific rules (first match wins)', () => {
    const lines = buildRedirectsFile([sarah]).split('\n');
    const firstCatchAll = lines.findIndex((line) => line.includes('*'));
    expect(lines.slice(firstCatchAll)).toEqual(notFoundRewriteLines());
    expect(lines[0]).toMatch(/^#/);
  });
});
