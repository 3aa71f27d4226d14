import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { netlifyHeadersFile } from '../../../../src/lib/security-headers';
import { applySecurityHeaders, CONTENT_SECURITY_POLICY, HSTS } from '../../../../functions/http/security-headers';

/** The headers both hosts add: the Node host's middleware and Netlify's API function (ADR 32). */
describe('applySecurityHeaders', () => {
  it('adds the site policy and the fixed headers, HSTS only over https', () => {
    const plain = new Headers({ 'content-type': 'application/json' });
    applySecurityHeaders(plain, { https: false });
    expect(Object.fromEntries(plain)).toEqual({
      'content-type': 'application/json',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
    const secure = new Headers();
    applySecurityHeaders(secure, { https: true });
    expect(secure.get('strict-transport-security')).toBe(HSTS);
  });

  it('keeps a stricter policy the response already carries', () => {
    const download = new Headers({ 'content-security-policy': "default-src 'none'; sandbox" });
    applySecurityHeaders(download, { https: true });
    expect(download.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});

/** Netlify's files get the same headers from the `_headers` file the build writes (ADR 51). */
describe('the _headers file', () => {
  it('carries every header the hosts add over https, on every path, and the long cache on built assets', () => {
    const added = new Headers();
    applySecurityHeaders(added, { https: true });
    const text = netlifyHeadersFile();
    const [all, assets] = text.split(/\n(?=\/)/);
    expect(all!.split('\n')[0]).toBe('/*');
    for (const [name, value] of added) expect(all).toContain(`\n  ${name.replace(/(^|-)([a-z])/g, (m) => m.toUpperCase())}: ${value}`);
    expect(all!.split('\n')).toHaveLength([...added].length + 1);
    expect(assets).toBe('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('is the only place outside the code where they are written: netlify.toml repeats none', () => {
    const toml = readFileSync(new URL('../../../../netlify.toml', import.meta.url), 'utf8');
    expect(toml).not.toMatch(/^\s*\[\[headers\]\]/m);
    expect(toml).not.toContain('Content-Security-Policy =');
  });
});
