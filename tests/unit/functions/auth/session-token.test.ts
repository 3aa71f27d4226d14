import { describe, expect, it } from 'vitest';
import { generateSecureRandomString, hashSecret, parseToken, secretMatches } from '../../../../functions/auth/session-token';

describe('session tokens (Lucia guide)', () => {
  it('makes 24-character strings from a 32-letter alphabet (120 bits)', () => {
    const values = new Set(Array.from({ length: 200 }, generateSecureRandomString));
    expect(values.size).toBe(200);
    for (const value of values) expect(value).toMatch(/^[a-km-z2-9]{24}$/);
  });

  it('compares a secret with its SHA-256 hash', () => {
    const hash = hashSecret('abc');
    expect(hash).toHaveLength(32);
    expect(secretMatches('abc', hash)).toBe(true);
    expect(secretMatches('abd', hash)).toBe(false);
  });

  it('parses only "id.secret"', () => {
    expect(parseToken('a.b')).toEqual({ id: 'a', secret: 'b' });
    for (const bad of ['', 'a', 'a.', '.b', 'a.b.c']) expect(parseToken(bad)).toBeNull();
  });
});
