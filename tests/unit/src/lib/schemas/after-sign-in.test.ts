import { describe, expect, it } from 'vitest';
import { afterSignIn } from '../../../../../src/lib/schemas/auth';

describe('where sign-in leads (back to the panel the session ended on, never elsewhere)', () => {
  it('returns to the panel and tab named in ?next= when the role may open it', () => {
    expect(afterSignIn('super_admin', '/super-admin?tab=lenders')).toBe('/super-admin?tab=lenders');
    expect(afterSignIn('agent', '/agent-dashboard?tab=social')).toBe('/agent-dashboard?tab=social');
    expect(afterSignIn('admin', '/agent-dashboard')).toBe('/agent-dashboard');
  });

  it("ignores other sites, other roles' panels, other pages and odd shapes", () => {
    for (const next of ['//evil.example/super-admin', 'https://evil.example/', '/\\evil.example', '/super-admin?tab=<x>', '/rates', '', null]) {
      expect(afterSignIn('super_admin', next)).toBe('/super-admin');
    }
    expect(afterSignIn('agent', '/super-admin?tab=leads')).toBe('/agent-dashboard');
    expect(afterSignIn('user', '/agent-dashboard')).toBe('/');
  });
});
