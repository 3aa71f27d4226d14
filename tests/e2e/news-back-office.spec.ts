import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { startFakeInoreader, type FakeInoreader } from '../helpers/fake-inoreader';
import { startNewsFixtures, type NewsFixtures } from '../helpers/news-fixture-server';
import { openSuperAdminTab } from './support/back-office';
import { FAKE_INOREADER_PORT, NEWS_FEEDS_PORT } from './support/news-peers';
import { expectNoAxeViolations } from './support/axe';

/**
 * As a new user would: the super admin configures Inoreader against a local fake, tests the connection
 * (error, then success after the OAuth round trip), fetches the news, and a visitor sees the polled articles on
 * /mortgage-news and, after the rebuild, on the home page.
 */
test.describe.configure({ mode: 'serial' });

/** Set SHOTS_DIR to keep screenshots (news-*.png) for review. */
const shot = async (target: Page | Locator, name: string) => {
  if (!process.env.SHOTS_DIR) return;
  const path = join(process.env.SHOTS_DIR, `news-${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage: true }) : target.screenshot({ path }));
};
let feeds: NewsFixtures;
let inoreader: FakeInoreader;

const toast = (page: Page, text: string | RegExp) => page.locator('#toaster').getByText(text);

test.beforeAll(async () => {
  feeds = await startNewsFixtures({ port: NEWS_FEEDS_PORT });
  inoreader = await startFakeInoreader({ port: FAKE_INOREADER_PORT });
  inoreader.setItems(
    Array.from({ length: 18 }, (_, i) => ({
      title: i === 0 ? 'Inoreader: Bank of Canada cuts its policy rate' : i === 4 ? 'Inoreader: renewal season is here' : `Inoreader: housing story ${i + 1}`,
      link: `https://inoreader-news.example/story-${i + 1}`,
      published: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
      summary: `Summary of story ${i + 1}.`,
    })),
  );
});
test.afterAll(async () => {
  await feeds?.close();
  await inoreader?.close();
});

test('the super admin configures Inoreader, tests the connection, connects with OAuth and fetches the news', async ({ page }) => {
  test.setTimeout(240_000);
  await openSuperAdminTab(page, 'inoreader');
  const panel = page.getByTestId('panel-inoreader');

  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Please fill in all required fields.').first()).toBeVisible();
  await expect(panel.getByLabel('App ID')).toHaveAttribute('aria-invalid', 'true');

  await panel.getByLabel('App ID').fill(inoreader.appId);
  await panel.getByLabel('App Key').fill(inoreader.appKey);
  await panel.getByLabel('Access Token').fill('a-token-that-inoreader-never-issued');
  await panel.getByLabel('User ID').fill(inoreader.userId);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Inoreader configuration saved')).toBeVisible();
  // Secrets are write-only: the form shows they are stored, never what they are.
  await expect(panel.getByLabel('App Key')).toHaveValue('');
  await expect(panel.getByText('Stored. Leave empty to keep it.').first()).toBeVisible();
  await expect(panel.getByTestId('connection-test')).toHaveAttribute('data-state', 'unknown');

  await panel.getByRole('button', { name: 'Test Connection' }).click();
  await expect(panel.getByTestId('connection-test')).toHaveAttribute('data-state', 'error');
  await expect(panel.getByText('Connection Test Failed', { exact: true })).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveText('Connection test failed. Please check your credentials and try again.');
  await shot(page, 'connection-error');

  // OAuth2: Inoreader's consent page (the fake approves at once) sends the browser back to /admin/inoreader-callback.
  await panel.getByRole('button', { name: 'Connect with Inoreader' }).click();
  await expect(page.getByText('Inoreader is connected. Returning to the panel...')).toBeVisible();
  await expect(page).toHaveURL(/\/super-admin\?tab=inoreader/, { timeout: 15_000 });
  const connected = page.getByTestId('panel-inoreader');
  await connected.getByRole('button', { name: 'Test Connection' }).click();
  await expect(connected.getByTestId('connection-test')).toHaveAttribute('data-state', 'success');
  await expect(connected.getByText('Connection Test Successful', { exact: true })).toBeVisible();
  await shot(page, 'connection-success');
  await expectNoAxeViolations(page, '[data-testid="panel-inoreader"]');

  // No token ever reached the browser: not in the page, not in any API answer it received.
  const html = await page.content();
  for (const secret of inoreader.issuedSecrets()) expect(html).not.toContain(secret);

  await connected.getByRole('button', { name: 'Fetch news now' }).click();
  // One feed is down: the toast says so instead of a plain success.
  await expect(toast(page, /News fetched: \d+ new articles?, but 1 of \d+ sources failed\. See each source below\./)).toBeVisible({ timeout: 30_000 });
  const sources = connected.getByTestId('news-source');
  await expect(sources.filter({ hasText: 'Inoreader reading list' })).toContainText('OK');
  await expect(sources.filter({ hasText: '/local.xml' })).toContainText('OK');
  // A failing feed shows here; its articles (none yet) would stay on the site.
  await expect(sources.filter({ hasText: '/down.xml' })).toContainText('Failing');
  await shot(page, 'sources');
  // The poll that brought the new latest articles (this one, or the start-up poll if it ran meanwhile) asked for the
  // rebuild; the home page's HTML shows them once it is live.
  await expect
    .poll(async () => (await page.request.get('/')).text(), { timeout: 180_000, intervals: [2000] })
    .toContain('Inoreader: Bank of Canada cuts its policy rate');
  await expect(page.getByTestId('rebuild-state')).toContainText('Public site live at', { timeout: 30_000 });
});

test('a visitor sees the polled articles on /mortgage-news and on the home page after the rebuild', async ({ page }) => {
  await page.goto('/mortgage-news');
  const cards = page.getByTestId('news-card');
  await expect(cards.first()).toContainText('Inoreader: Bank of Canada cuts its policy rate');
  await expect(cards).toHaveCount(15);
  await page.getByRole('button', { name: 'Load More News' }).click();
  await expect(cards).toHaveCount(18);
  await expect(page.getByRole('button', { name: 'Load More News' })).toHaveCount(0);
  await shot(page, 'page');

  await page.getByPlaceholder('Search news articles...').fill('renewal');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Inoreader: renewal season is here');
  await expect(cards.first().getByRole('link', { name: /Read More/ })).toHaveAttribute('href', 'https://inoreader-news.example/story-5');

  // /mortgage-news has the latest page in its built HTML: articles, not skeleton cards, before any JavaScript runs.
  const newsHtml = await (await page.request.get('/mortgage-news')).text();
  expect(newsHtml).toContain('Inoreader: Bank of Canada cuts its policy rate');
  expect(newsHtml.match(/data-testid="news-card"/g)).toHaveLength(15);
  expect(newsHtml).not.toContain('data-testid="news-skeleton"');

  // The home page's three latest are in its built HTML (no JavaScript needed to see them).
  const built = await (await page.request.get('/')).text();
  expect(built).toContain('Inoreader: Bank of Canada cuts its policy rate');
  await page.goto('/');
  await page.getByTestId('latest-news').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('latest-news').getByTestId('news-card')).toHaveCount(3);
  await expect(page.getByTestId('latest-news').getByTestId('news-card').first()).toContainText('Inoreader: Bank of Canada cuts its policy rate');
  await shot(page.getByTestId('latest-news'), 'home');
});
