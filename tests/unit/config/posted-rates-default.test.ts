import { describe, expect, it } from 'vitest';
import { BANK_OF_CANADA_VALET_URL, readEnv } from '../../../config/env';

// Real posted-rate history and prime on day one (ADR 50): where the site has its network, the Bank of Canada's
// series are read without any configuration; elsewhere (a development or offline demo) none unless set.
describe('RATES_POSTED_URL', () => {
  it("defaults to the Bank of Canada's Valet series in production and on Netlify", () => {
    expect(readEnv({ NODE_ENV: 'production' }).RATES_POSTED_URL).toBe(BANK_OF_CANADA_VALET_URL);
    expect(readEnv({ SITE_ID: 'a1b2c3' }).RATES_POSTED_URL).toBe(BANK_OF_CANADA_VALET_URL);
    expect(readEnv({ NETLIFY: 'true', RATES_POSTED_URL: '' }).RATES_POSTED_URL).toBe(BANK_OF_CANADA_VALET_URL);
  });

  it('reads nothing by default in development or tests, and nothing anywhere when set to off', () => {
    expect(readEnv({ NODE_ENV: 'development' }).RATES_POSTED_URL).toBeUndefined();
    expect(readEnv({ NODE_ENV: 'test' }).RATES_POSTED_URL).toBeUndefined();
    expect(readEnv({ NODE_ENV: 'production', RATES_POSTED_URL: 'off' }).RATES_POSTED_URL).toBeUndefined();
  });

  it('keeps an address that is set, and refuses one that is not an address', () => {
    expect(readEnv({ NODE_ENV: 'production', RATES_POSTED_URL: 'http://127.0.0.1:9/valet' }).RATES_POSTED_URL).toBe('http://127.0.0.1:9/valet');
    expect(() => readEnv({ RATES_POSTED_URL: 'bank of canada' })).toThrow(/RATES_POSTED_URL/);
  });

  it('asks the Bank for the series the pipeline reads: posted 5-year (V80691335) and prime (V80691311)', () => {
    expect(new URL(BANK_OF_CANADA_VALET_URL).pathname).toMatch(/^\/valet\/observations\/[\w,]*V80691335[\w,]*\/json$/);
    expect(BANK_OF_CANADA_VALET_URL).toContain('V80691311');
  });
});
