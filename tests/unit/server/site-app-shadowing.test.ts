import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../functions/app';
import { createLogger } from '../../../functions/http/logger';
import { createSiteApp } from '../../../server/site-app';

/** Netlify's default "shadowing": a rewrite (200/404) applies only when no file matches; redirects apply first. */
describe('Node host: _redirects shadowing', () => {
  let siteDir: string;
  let site: ReturnType<typeof createSiteApp>;
  beforeAll(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'shadow-'));
    for (const dir of ['agents/sarah', 'agents/not-found', 'blog/real-post']) mkdirSync(join(siteDir, dir), { recursive: true });
    writeFileSync(join(siteDir, 'agents/sarah/index.html'), 'Sarah page');
    writeFileSync(join(siteDir, 'agents/not-found/index.html'), 'Agent Not Found');
    writeFileSync(join(siteDir, 'blog/real-post/index.html'), 'Real post');
    writeFileSync(join(siteDir, '404.html'), 'Oops');
    writeFileSync(
      join(siteDir, '_redirects'),
      [
        '/agents/sarah /agents/sarah 301',
        '/agents/old-id /agents/sarah 301',
        '/blog/real-post /elsewhere 302',
        '/agents/* /agents/not-found 404',
        '/blog/* /blog/not-found 404',
      ].join('\n'),
    );
    const api = { fetch: () => new Response('api') } as unknown as App;
    site = createSiteApp({ api, siteDir, log: createLogger('silent') });
  });
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
  const get = (path: string) => site.request(`http://localhost${path}`, { redirect: 'manual' });

  it('serves a real page even though a 404 rewrite matches its path', async () => {
    const response = await get('/agents/sarah');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Sarah page');
    expect((await get('/agents/sarah/')).status).toBe(200);
  });

  it('rewrites an unknown path to the rule target with the rule status', async () => {
    const response = await get('/agents/nobody');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Agent Not Found');
  });

  it('applies 301/302 rules before files, keeping the query string', async () => {
    const moved = await get('/agents/old-id?x=1');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/agents/sarah?x=1');
    expect((await get('/blog/real-post')).status).toBe(302);
  });

  // an agent's own canonical rule is shadowed by the page, and catches any other letter case.
  it('serves a page whose rule points at itself, and redirects other spellings of it to the page', async () => {
    expect((await get('/agents/sarah')).status).toBe(200);
    expect((await get('/agents/sarah/')).status).toBe(200);
    const moved = await get('/agents/Sarah?x=1');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/agents/sarah?x=1');
  });

  it('falls back to the 404 page when the rewrite target does not exist either', async () => {
    const response = await get('/blog/missing');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Oops');
  });
});
