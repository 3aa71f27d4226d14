import { describe, expect, it } from 'vitest';
import { DEV_TOTP_ENCRYPTION_KEY, readEnv } from '../../../config/env';
import { productionSecretProblems } from '../../../config/production-secrets';

describe('TOTP_ENCRYPTION_KEY (ADR 41)', () => {
  it('falls back to the development key outside production, and production refuses it', () => {
    expect(readEnv({}).TOTP_ENCRYPTION_KEY).toBe(DEV_TOTP_ENCRYPTION_KEY);
    expect(productionSecretProblems(readEnv({}))).toEqual([]);
    expect(productionSecretProblems(readEnv({ NODE_ENV: 'production' }))).toEqual([expect.stringContaining('TOTP_ENCRYPTION_KEY')]);
    const own = Buffer.alloc(32, 7).toString('base64');
    expect(productionSecretProblems(readEnv({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: own }))).toEqual([]);
  });

  it('takes only 32 bytes written as base64', () => {
    expect(() => readEnv({ TOTP_ENCRYPTION_KEY: 'short' })).toThrow(/TOTP_ENCRYPTION_KEY/);
    expect(() => readEnv({ TOTP_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/TOTP_ENCRYPTION_KEY/);
  });
});
