import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/app';
import { applySecurityHeaders } from '../../functions/http/security-headers';
import { createSiteApp } from '../../server/site-app';
import { startTestApi, type TestApi } from '../helpers/test-api';

/**
 * Pages that answer a token in their address (rate-alert confirm and unsubscribe, the newsletter's confirmation)
 * send `Referrer-Policy: no-referrer`; the default headers both hosts add last must not overwrite it (ADR 39).
 */
const TOKEN_PAGES = [
  '/api/rate-alerts/confirm?token=',
  '/api/rate-alerts/unsubscribe?token=',
  '/api/leads/newsletter/confirm?token=',
  // The borrower's sign-in link (ADR 52).
  '/api/my-file/sign-in?token=',
];
const token = 'x'.repeat(43);

describe('token pages keep no-referrer on both hosts', () => {
  let api: TestApi;
  let siteDir: string;
  let site: ReturnType<typeof createSiteApp>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    api = await startTestApi();
    siteDir = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(siteDir, 'index.html'), '<h1>Home</h1>');
    app = createApp(api.deps);
    site = createSiteApp({ api: app, siteDir, log: api.deps.log });
  });
  afterAll(async () => {
    await api.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it.each(TOKEN_PAGES)('%s on the Node host', async (path) => {
    const page = await site.request(`http://localhost${path}${token}`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain('<meta name="referrer" content="no-referrer">');
    // Every other page keeps the site's default.
    expect((await site.request('http://localhost/')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each(TOKEN_PAGES)('%s through the Netlify function wrapper', async (path) => {
    // What netlify/functions/api.mts does with the API's answer (netlify.toml's headers never reach a function).
    const answer = await app.fetch(new Request(`https://example.test${path}${token}`));
    const response = new Response(answer.body, answer);
    applySecurityHeaders(response.headers, { https: true });
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it.each(['/api/rate-alerts/confirm?token=', '/api/leads/newsletter/confirm?token='])(
    "%s: the page's own button (Origin null, same-origin) reaches the route; a cross-site post is still refused",
    async (path) => {
      const post = (headers: Record<string, string>) => fetch(`${api.baseUrl}${path}${token}`, { method: 'POST', headers });
      expect((await post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(404);
      expect((await post({ origin: 'null', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await post({ origin: 'null' })).status).toBe(403);
    },
  );
});
