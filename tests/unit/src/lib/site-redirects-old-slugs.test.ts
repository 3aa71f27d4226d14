import { describe, expect, it } from 'vitest';
import { matchRedirect, parseRedirects } from '../../../../server/redirects';
import { buildRedirectsFile, notFoundRewriteLines, oldSlugRedirectLines } from '../../../../src/lib/site-redirects';

const jane = { id: '33333333-aaaa-4bbb-8ccc-000000000003', profile_slug: 'janedoe' };

describe('generated _redirects: a changed slug keeps the old address', () => {
  it('sends /agents/{old} and /agent/{old} to the current page with 301', () => {
    expect(oldSlugRedirectLines([{ ...jane, old_slug: 'jane' }])).toEqual(['/agents/jane /agents/janedoe 301', '/agent/jane /agents/janedoe 301']);
  });

  it('an old slug of an agent now without a slug leads to /agents/{id}; an old slug equal to the current one is skipped', () => {
    expect(oldSlugRedirectLines([{ id: 'a-1', profile_slug: null, old_slug: 'old' }])).toEqual(['/agents/old /agents/a-1 301', '/agent/old /agents/a-1 301']);
    expect(oldSlugRedirectLines([{ ...jane, old_slug: 'janedoe' }])).toEqual([]);
  });

  it('old-slug rules come before the 404 catch-alls, so the host matcher redirects them', () => {
    const text = buildRedirectsFile(
      [jane],
      [
        { ...jane, old_slug: 'jane' },
        { ...jane, old_slug: 'jdoe' },
      ],
    );
    const lines = text.split('\n');
    expect(lines.slice(lines.length - notFoundRewriteLines().length)).toEqual(notFoundRewriteLines());
    const rules = parseRedirects(text);
    expect(matchRedirect(rules, '/agents/jane')).toEqual({ to: '/agents/janedoe', status: 301 });
    expect(matchRedirect(rules, '/agent/jdoe/')).toEqual({ to: '/agents/janedoe', status: 301 });
    expect(matchRedirect(rules, '/agents/someoneelse')).toEqual({ to: '/agents/not-found', status: 404 });
  });
});
