import { describe, expect, it } from 'vitest';
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
