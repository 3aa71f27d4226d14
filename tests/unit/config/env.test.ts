import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../config/env';
import { servedAddress, siteUrlFrom, siteUrlWarning } from '../../../src/lib/site-url';

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

  // unset SITE_URL pointed canonical links, the sitemap and the feed at localhost:4321 whatever
  // the server actually listened on.
  it('defaults SITE_URL to the address the site is served on, and says it was not set', () => {
    expect(readEnv({ HOST: '127.0.0.1', PORT: '8080' })).toMatchObject({ SITE_URL: 'http://127.0.0.1:8080', SITE_URL_SET: false });
    expect(readEnv({ HOST: '0.0.0.0', PORT: '3000' }).SITE_URL).toBe('http://localhost:3000');
    expect(readEnv({}).SITE_URL).toBe('http://127.0.0.1:4321');
    expect(readEnv({ SITE_URL: 'https://www.example.ca', PORT: '8080' })).toMatchObject({ SITE_URL: 'https://www.example.ca', SITE_URL_SET: true });
  });

  it("uses Netlify's own address on Netlify, and the same rule for the build", () => {
    expect(siteUrlFrom({ NETLIFY: 'true', URL: 'https://brokerage.netlify.app' })).toBe('https://brokerage.netlify.app');
    expect(siteUrlFrom({ URL: 'https://not-netlify.example' })).toBe('http://127.0.0.1:4321');
    expect(servedAddress('::1', 80)).toBe('http://[::1]');
  });

  it('warns at start in production only when SITE_URL is missing', () => {
    expect(siteUrlWarning(readEnv({ NODE_ENV: 'production' }))).toMatch(/SITE_URL is not set/);
    expect(siteUrlWarning(readEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.example.ca' }))).toBeNull();
    expect(siteUrlWarning(readEnv({}))).toBeNull();
  });
});
