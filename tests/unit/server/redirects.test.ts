import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRedirects, matchRedirect, parseRedirects } from '../../../server/redirects';

describe('_redirects parsing', () => {
  it('reads from, to and status; skips blanks and comments; defaults to 301', () => {
    const rules = parseRedirects('# comment\n\n/a /b 302\n  /c   /d  \n/e /f 404\nbroken-line\n');
    expect(rules.map((r) => [r.to, r.status])).toEqual([
      ['/b', 302],
      ['/d', 301],
      ['/f', 404],
    ]);
  });

  it('escapes regex characters in literal parts', () => {
    const rules = parseRedirects('/a.b /x 301');
    expect(matchRedirect(rules, '/a.b')).toEqual({ to: '/x', status: 301 });
    expect(matchRedirect(rules, '/aXb')).toBeNull();
  });
});

describe('_redirects matching', () => {
  const rules = parseRedirects(
    ['/agent/sarah /agents/sarah 301', '/news/:year/:slug /articles/:slug?y=:year 301', '/agents/* /agents/not-found 404', '/docs/* /help/:splat 200'].join(
      '\n',
    ),
  );

  it('first match wins, with or without a trailing slash', () => {
    expect(matchRedirect(rules, '/agent/sarah')).toEqual({ to: '/agents/sarah', status: 301 });
    expect(matchRedirect(rules, '/agent/sarah/')).toEqual({ to: '/agents/sarah', status: 301 });
  });

  it('fills :name placeholders from path segments', () => {
    expect(matchRedirect(rules, '/news/2025/rates-fall')).toEqual({ to: '/articles/rates-fall?y=2025', status: 301 });
    expect(matchRedirect(rules, '/news/2025')).toBeNull();
  });

  it('a splat matches the rest of the path, including deeper segments', () => {
    expect(matchRedirect(rules, '/agents/nobody')).toEqual({ to: '/agents/not-found', status: 404 });
    expect(matchRedirect(rules, '/agents/a/b')).toEqual({ to: '/agents/not-found', status: 404 });
    expect(matchRedirect(rules, '/docs/x/y')).toEqual({ to: '/help/x/y', status: 200 });
  });

  it('does not match a different prefix', () => {
    expect(matchRedirect(rules, '/agentsx/a')).toBeNull();
    expect(matchRedirect(rules, '/agent')).toBeNull();
    expect(matchRedirect(rules, '/')).toBeNull();
  });

  it('loads rules from the site folder, and none when the file is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
    try {
      expect(loadRedirects(dir)).toEqual([]);
      writeFileSync(join(dir, '_redirects'), '/a /b 302\n');
      expect(loadRedirects(dir)).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
