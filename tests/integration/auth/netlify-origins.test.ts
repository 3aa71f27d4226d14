import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
