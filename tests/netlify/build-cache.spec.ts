import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { FIRST_BUILD_LOG, NETLIFY_BUILD_CACHE_DIR, SERVE_LOG } from './support/smoke-env';

/**
 * The build cache survives from one Netlify build to the next (ADR 31): the runner builds twice and deletes the
 * cache folder in between, as a fresh clone has none. The first build draws every social image; the second gets the
 * folder back from Netlify's cache through our build plugin and draws none. Each build logs its own count
 * (src/integrations/build-cache-report.ts).
 */
const cacheCounts = (log: string, kind: string) => {
  const match = new RegExp(`build cache: .*?${kind} (\\d+) reused \\((\\d+) from memory\\), (\\d+) made`).exec(log);
  expect(match, `a "build cache:" line for ${kind}`).not.toBeNull();
  return { reused: Number(match![1]), made: Number(match![3]) };
};

test('the second Netlify build gets the build cache back and draws no social image again', async ({ request }) => {
  const first = readFileSync(FIRST_BUILD_LOG, 'utf8');
  const second = readFileSync(SERVE_LOG, 'utf8');

  const drawn = cacheCounts(first, 'social-images');
  expect(drawn.made).toBeGreaterThan(5);
  expect(first).toContain(`build cache: saved ${NETLIFY_BUILD_CACHE_DIR}`);

  expect(second).toContain(`build cache: restored ${NETLIFY_BUILD_CACHE_DIR}`);
  expect(cacheCounts(second, 'social-images')).toEqual({ reused: drawn.made + drawn.reused, made: 0 });
  expect(cacheCounts(second, 'post-html').made).toBe(0);

  // And what the runtime serves is a real card.
  const card = await request.get('/og/default.png');
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});
