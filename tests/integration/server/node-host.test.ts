import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../functions/app';
import { createSiteApp } from '../../../server/site-app';
import { startTestApi, type TestApi } from '../../helpers/test-api';

describe('Node host: static site + API on one surface', () => {
  let api: TestApi;
  let siteDir: string;
  let site: ReturnType<typeof createSiteApp>;
  beforeAll(async () => {
    api = await startTestApi();
    siteDir = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(siteDir, 'about'));
    mkdirSync(join(siteDir, '_astro'));
    writeFileSync(join(siteDir, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(siteDir, 'about', 'index.html'), '<h1>About</h1>');
    writeFileSync(join(siteDir, '404.html'), '<h1>Oops! Page not found</h1>');
    writeFileSync(join(siteDir, '_astro', 'app.abc123.js'), 'console.log(1)');
    writeFileSync(join(siteDir, '_redirects'), '/old-about /about 301\n/agents/* /about 404\n');
    site = createSiteApp({ api: createApp(api.deps), siteDir, log: api.deps.log });
  });
  afterAll(async () => {
    await api.close();
    rmSync(siteDir, { recursive: true, force: true });
  });
  const get = (path: string, headers: Record<string, string> = {}) => site.request(`http://localhost${path}`, { headers });

  it('serves pages by directory index with revalidated HTML and immutable bundles', async () => {
    const about = await get('/about');
    expect(about.status).toBe(200);
    expect(await about.text()).toContain('About');
    expect(about.headers.get('cache-control')).toBe('no-cache');
    const bundle = await get('/_astro/app.abc123.js');
    expect(bundle.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the security headers on pages, API answers and 404s; HSTS only behind https', async () => {
    for (const path of ['/', '/api/health', '/missing']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    // X-Forwarded-Proto counts only when the deployment trusts its proxy (TRUST_PROXY).
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
    const proxied = createSiteApp({ api: createApp(api.deps), siteDir, log: api.deps.log, trustProxy: true });
    const behindProxy = await proxied.request('http://localhost/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindProxy.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  it('never serves files outside the site folder', async () => {
    for (const path of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('root:');
    }
  });

  it('applies the build output _redirects file', async () => {
    const moved = await get('/old-about');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/about');
    const rewritten = await get('/agents/nobody');
    expect(rewritten.status).toBe(404);
    expect(await rewritten.text()).toContain('About');
  });

  it('compresses text for clients that accept it', async () => {
    writeFileSync(join(siteDir, 'big.html'), '<p>rates</p>'.repeat(500));
    const response = await get('/big.html', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('API errors', () => {
  it('answers an unexpected failure with a generic 500 and no stack trace', async () => {
    const api = await startTestApi();
    const cookie = 'session=abc.def';
    api.db.close(); // every query now throws
    const response = await api.request('/api/auth/me', { headers: { cookie } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'server_error', message: 'Something went wrong on our side. Please try again.' } });
    expect(text).not.toMatch(/at .*\.ts|Error:/);
    await api.close().catch(() => {});
  });

  it('answers malformed JSON with 400 and unknown API paths with a JSON 404', async () => {
    const api = await startTestApi();
    try {
      const bad = await api.request('/api/auth/sign-in', { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } });
      expect(bad.status).toBe(400);
      const missing = await api.request('/api/nothing-here');
      expect(missing.status).toBe(404);
      expect((await missing.json()).error.code).toBe('not_found');
    } finally {
      await api.close();
    }
  });
});
