import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordHashParams, verifyPassword } from '../../../../functions/auth/password';

afterEach(() => vi.unstubAllEnvs());

// Production-cost hashes take seconds on a busy 2-core machine.
describe('password hashing (scrypt, OWASP parameters)', { timeout: 60_000 }, () => {
  it('never stores the password and verifies only the right one', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', '');
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).not.toContain('correct horse');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toEqual(await hashPassword('same'));
  });

  it('takes the fast test cost only when asked and never in production, and still verifies production hashes', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', '');
    const production = await hashPassword('a long enough passphrase');
    vi.stubEnv('PASSWORD_HASH_COST', 'fast');
    expect(passwordHashParams().N).toBe(1024);
    expect(await verifyPassword('a long enough passphrase', production)).toBe(true);
    vi.stubEnv('NODE_ENV', 'production');
    expect(passwordHashParams().N).toBe(131072);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$a$b')).toBe(false);
  });
});
