import { expect, test } from '@playwright/test';
import { CONTENT_SECURITY_POLICY } from '../../src/lib/security-headers';

/**
 * What Netlify serves without the API: static pages, the headers of the `_headers` file the build writes (ADR 51), the `_redirects` rules the build
 * writes, not-found pages (docs/decisions/0032-what-differs-between-the-hosts.md lists each difference).
 */
const PAGE_HEADERS: Record<string, string | RegExp> = {
  // The whole policy, as written once in src/lib/security-headers.ts.
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /^camera=\(\), microphone=\(\), geolocation=\(\)$/,
  'strict-transport-security': /^max-age=31536000; includeSubDomains$/,
};

const expectHeader = (actual: string | undefined, name: string, expected: string | RegExp) =>
  typeof expected === 'string' ? expect(actual, name).toBe(expected) : expect(actual, name).toMatch(expected);

test('the home page is the built page, with the rates island working and the security headers of the build’s _headers', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  for (const [name, value] of Object.entries(PAGE_HEADERS)) expectHeader(response?.headers()[name], name, value);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('best-rate-badge')).toContainText(/Best Rate Today\s*\d+\.\d{2}%/);

  const rates = page.getByTestId('rates-table');
  await rates.scrollIntoViewIfNeeded();
  // Links and regions until the island hydrates, ARIA tabs from then on (ADR 58).
  await expect(rates.locator('[data-rate-panel="fixed"]').getByRole('rowheader').first()).toHaveText('1 Year');
  const variableTab = rates.locator('[data-rate-tab="variable"]');
  // The island hydrates from /_astro/ and reads /api/rates through the api function: the tab reacts once it has.
  await expect(async () => {
    await variableTab.click();
    await expect(variableTab).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  }).toPass();
});

test('built assets get the pages’ headers; the API function sets the same headers on its own answers', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/_astro/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  // Not checked here: `_headers`' `Cache-Control` for /_astro/*. Netlify's local static server answers with its
  // own cache-control, which replaces a custom one; production applies the custom header (ADR 32).

  // Netlify never applies `_headers` to a function's answer: the API function sets them itself. Its
  // local runtime does apply them, so this checks the set is complete rather than who set it (a unit test does).
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ ok: true });
  for (const [name, value] of Object.entries(PAGE_HEADERS)) expectHeader(health.headers()[name], name, value);
});

test('_redirects: an agent’s other addresses redirect permanently to the canonical one', async ({ request }) => {
  const viaOldPath = await request.get('/agent/davidchen', { maxRedirects: 0 });
  expect(viaOldPath.status()).toBe(301);
  expect(new URL(viaOldPath.headers().location!, 'http://x').pathname).toBe('/agents/davidchen');

  const canonical = await request.get('/agents/davidchen', { maxRedirects: 0 });
  expect(canonical.status()).toBe(200);
  expect(await canonical.text()).toContain('David Chen');
});

test('an agent address in other letter case ends on the lowercase one, as on the Node host', async ({ page, request }) => {
  // Netlify's rules keep case: the agents' not-found page answers (404) and sends the browser to the lowercase
  // address; the Node host answers a 301 (ADR 32).
  const mixed = await request.get('/agents/DavidChen', { maxRedirects: 0 });
  expect(mixed.status()).toBe(404);
  await page.goto('/agents/DavidChen');
  await expect(page).toHaveURL(/\/agents\/davidchen$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('David Chen');
  await page.goto('/agent/DavidChen?from=card');
  await expect(page).toHaveURL(/\/agents\/davidchen\?from=card$/);
});

test('unknown addresses: the section’s not-found page and the site’s 404 page, both with status 404', async ({ page }) => {
  const unknownAgent = await page.goto('/agents/nobody-here');
  expect(unknownAgent?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);

  const unknownPage = await page.goto('/no-such-page');
  expect(unknownPage?.status()).toBe(404);
  expect(unknownPage?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
