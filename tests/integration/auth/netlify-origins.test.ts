import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../functions/app';
import { createUser } from '../../../functions/auth/create-user';
import { startTestApi, type TestApi } from '../../helpers/test-api';

/**
 * On Netlify, a sign-in or a form sent from any of the site's own addresses is accepted (ADR 28): the primary
 * domain (URL), this context's address (DEPLOY_PRIME_URL, e.g. a deploy preview) and this deploy's (DEPLOY_URL).
 * Anything else is still refused as cross-site.
 */
describe('allowed origins on Netlify', () => {
  let api: TestApi;
  const netlify = {
    NETLIFY: 'true',
    URL: 'https://brokerage.example',
    DEPLOY_PRIME_URL: 'https://deploy-preview-12--brokerage.netlify.app',
    DEPLOY_URL: 'https://6750a1b2c3--brokerage.netlify.app',
  };
  beforeAll(async () => {
    api = await startTestApi({ env: netlify });
    await createUser(api.db, { email: 'n@example.test', password: 'password-123', role: 'admin', name: 'N' });
  });
  afterAll(() => api.close());

  const signIn = (origin: string) =>
    fetch(`${api.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'n@example.test', password: 'password-123' }),
    });

  it('accepts the primary domain, the deploy preview and the unique deploy address', async () => {
    for (const origin of [netlify.URL, netlify.DEPLOY_PRIME_URL, netlify.DEPLOY_URL]) expect((await signIn(origin)).status, origin).toBe(200);
  });

  it('refuses every other address, a sibling preview of the same site included', async () => {
    for (const origin of ['https://evil.example', 'https://deploy-preview-13--brokerage.netlify.app', 'https://brokerage.example.evil.test']) {
      expect((await signIn(origin)).status, origin).toBe(403);
    }
  });
});

/**
 * What deployed functions really get at runtime: URL, SITE_NAME and SITE_ID, no DEPLOY_PRIME_URL or DEPLOY_URL.
 * A page on a deploy's own `netlify.app` address may still post to that same address (ADR 28).
 */
describe('allowed origins in a deployed Netlify function', () => {
  let api: TestApi;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    api = await startTestApi({ env: { SITE_ID: '1d01c0c0-4554-4747-93b8-34ce3448ab95', SITE_NAME: 'brokerage', URL: 'https://brokerage.example' } });
    await createUser(api.db, { email: 'd@example.test', password: 'password-123', role: 'admin', name: 'D' });
    app = createApp(api.deps);
  });
  afterAll(() => api.close());

  const signIn = (servedAt: string, origin: string) =>
    app.request(`${servedAt}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: 'd@example.test', password: 'password-123' }),
    });

  it('accepts a page on the deploy address the request was served at: the site name, a preview, a branch, a deploy', async () => {
    for (const address of [
      'https://brokerage.netlify.app',
      'https://deploy-preview-12--brokerage.netlify.app',
      'https://staging--brokerage.netlify.app',
      'https://6750a1b2c3--brokerage.netlify.app',
    ]) {
      expect((await signIn(address, address)).status, address).toBe(200);
    }
    expect((await signIn('https://brokerage.example', 'https://brokerage.example')).status).toBe(200);
  });

  it('refuses a sibling preview, another site, plain http and look-alike hosts', async () => {
    const served = 'https://deploy-preview-12--brokerage.netlify.app';
    for (const origin of ['https://deploy-preview-13--brokerage.netlify.app', 'https://other.netlify.app', 'https://brokerage.example.evil.test']) {
      expect((await signIn(served, origin)).status, origin).toBe(403);
    }
    for (const address of [
      'http://deploy-preview-12--brokerage.netlify.app',
      'https://deploy-preview-12--brokerage.netlify.app.evil.test',
      'https://brokerage-evil.netlify.app',
      'https://x--other.netlify.app',
    ]) {
      expect((await signIn(address, address)).status, address).toBe(403);
    }
  });
});
