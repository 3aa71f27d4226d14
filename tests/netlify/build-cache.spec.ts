import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { FIRST_BUILD_LOG, NETLIFY_BUILD_CACHE_DIR, SERVE_LOG } from './support/smoke-env';

/**
 * The build cache survives from one Netlify build to the next (ADR 31): the runner builds twice and deletes the
 * cache folder in between, as a fresh clone has none. The first build renders every post's HTML; the second gets
 * the folder back from Netlify's cache through our build plugin and renders none. Each build logs its own count
 * (src/integrations/build-cache-report.ts). Neither build draws a social image: the runtime's function draws each
 * card on its first request and keeps it in Netlify Blobs.
 */
const cacheCounts = (log: string, kind: string) => {
  const match = new RegExp(`build cache: .*?${kind} (\\d+) reused \\((\\d+) from memory\\), (\\d+) made`).exec(log);
  expect(match, `a "build cache:" line for ${kind}`).not.toBeNull();
  return { reused: Number(match![1]), made: Number(match![3]) };
};

test('the second Netlify build gets the build cache back and renders no post again', async () => {
  const first = readFileSync(FIRST_BUILD_LOG, 'utf8');
  const second = readFileSync(SERVE_LOG, 'utf8');

  const rendered = cacheCounts(first, 'post-html');
  expect(rendered.made).toBeGreaterThan(2);
  expect(first).toContain(`build cache: saved ${NETLIFY_BUILD_CACHE_DIR}`);

  expect(second).toContain(`build cache: restored ${NETLIFY_BUILD_CACHE_DIR}`);
  expect(cacheCounts(second, 'post-html')).toEqual({ reused: rendered.made + rendered.reused, made: 0 });
  // The build draws no card any more.
  expect(first).not.toMatch(/social-images \d+ reused/);
});

test("the social preview images are drawn by the runtime's function, at the pages' own addresses", async ({ page, request }) => {
  for (const path of ['/agents/sarahmitchell', '/blog/your-mortgage-renewal-checklist', '/rates']) {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image, path).toMatch(/\/og\/.+\.png\?v=[0-9a-z]+$/);
    const card = await request.get(new URL(image!).pathname + new URL(image!).search);
    expect(card.status(), path).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(card.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const png = await card.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // Asked again (kept in Blobs by then): the same card.
    const again = await request.get(new URL(image!).pathname + new URL(image!).search);
    expect((await again.body()).equals(png)).toBe(true);
  }
});
