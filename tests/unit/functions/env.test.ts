import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../functions/env';

describe('environment', () => {
  it('defaults to the embedded database, port 4321 and demo content', () => {
    const env = readEnv({});
    expect(env.DATABASE_URL).toBe('file:./data/site.db');
    expect(env.PORT).toBe(4321);
    expect(env.SEED_DEMO).toBe(true);
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('reads flags and numbers', () => {
    const env = readEnv({ SEED_DEMO: 'false', PORT: '8080', TRUST_PROXY: '1' });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.PORT).toBe(8080);
    expect(env.TRUST_PROXY).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => readEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readEnv({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });
});
