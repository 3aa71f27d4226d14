import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createDb, type Db } from '../../db/client';
import { demoRates } from '../../db/seed/rates';
import { torontoToday } from '../../functions/shared/toronto-time';
import { openSuperAdminTab, showingRates, tableRow, waitForLiveSite, newestToast } from './support/back-office';
import { E2E_DATABASE_URL } from './support/e2e-env';
import { expectNoAxeViolations } from './support/axe';

/**
 * The Rates tab and the four debug tabs as the super admin uses them, on the seeded database (every seeded rate is
 * today's and active). The e2e server has no RATES_SOURCE_URL, so a real scrape fails with the product's message; (docs/product/back-office-rates.md#rate-messages)
 * the last nightly run is recorded into rate_scrapes the way the pipeline records one. Serial: the debug counts
 * are read before the rate test adds one.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const SEEDED = demoRates().length;
const ONTARIO_SEEDED = demoRates().filter((rate) => rate.province === 'Ontario').length;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Panel sections' });
const NOT_CONFIGURED = 'No rate source is configured (RATES_SOURCE_URL).';

/** Set SHOTS_DIR to keep screenshots of the tabs for review. */
async function shot(page: Page, name: string, fullPage = true) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `rates-${name}.png`), fullPage });
}

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function publicRatesHtml(page: Page): Promise<string> {
  const response = await page.request.get('/rates');
  expect(response.status()).toBe(200);
  return response.text();
}

let db: Db;
test.beforeAll(async () => {
  db = await createDb({ url: E2E_DATABASE_URL });
});
test.afterAll(() => db.close());

test('debug tabs: the last scrape with its rejections, the counts, Ontario with dates, the only-today check, a dry run', async ({ page }) => {
  // The server seeded today's rates when it started. A run that has since crossed midnight in Toronto has none of
  // today's: every count below would differ, and "Keep only today's rates active" would switch the seeded rates off.
  const seededAt = (await db.execute('SELECT MIN(scraped_at) AS at FROM mortgage_rates WHERE is_active = 1')).rows[0]?.at;
  test.skip(torontoToday(new Date(String(seededAt))) !== torontoToday(new Date()), 'the suite crossed midnight in Toronto');
  const startedAt = new Date(Date.now() - 60 * 60_000).toISOString();
  await db.execute({
    sql: `INSERT INTO rate_scrapes (id, started_at, finished_at, trigger, dry_run, source, source_url, status, rows_parsed, rows_stored, rows_rejected, rejected_json, duration_ms)
          VALUES (?, ?, ?, 'schedule', 0, 'rate-table', 'https://rates.example/mortgage-rates', 'success', 14, 13, 1, ?, 1234)`,
    args: [
      `e2e-${Date.now()}`,
      startedAt,
      startedAt,
      JSON.stringify([{ row: 4, reason: 'Our rate 31 is outside 0-25 %.', values: { province: 'Ontario', term: '5 Year', our_rate: '31%' } }]),
    ],
  });

  await openSuperAdminTab(page, 'debug');
  const debug = page.getByTestId('panel-debug');
  await expect(debug.getByRole('heading', { level: 2, name: 'Debug Rates' })).toBeVisible();
  const record = debug.getByTestId('scrape-record').first();
  await expect(record).toContainText('Success');
  await expect(record).toContainText('rate-table');
  await expect(record).toContainText('Rows parsed14');
  await expect(record).toContainText('Rows rejected1');
  await expect(record).toContainText('1.2 s');
  await record.getByText('1 rejected row: why').click();
  await expect(record.getByTestId('rejected-rows')).toContainText('Row 4: Our rate 31 is outside 0-25 %.');
  await expect(debug.getByTestId('debug-active')).toHaveText(String(SEEDED));
  await expect(debug.getByTestId('debug-active-today')).toHaveText(String(SEEDED));
  await expect(debug.getByTestId('debug-active-older')).toHaveText('0');
  await expect(debug).toContainText('No rate source is configured (RATES_SOURCE_URL); rates are managed by hand.');
  await expectNoAxeViolations(page, '[data-testid="panel-debug"]');
  await shot(page, 'debug-desktop');

  await nav(page).getByRole('link', { name: 'Ontario Test' }).click();
  const ontario = page.getByTestId('panel-ontario-test');
  await expect(ontario.getByTestId('ontario-active')).toHaveText(String(ONTARIO_SEEDED));
  await expect(ontario.getByTestId('ontario-today')).toHaveText(String(ONTARIO_SEEDED));
  await expect(ontario.getByTestId('data-row')).toHaveCount(ONTARIO_SEEDED);
  await expect(ontario.getByTestId('data-row').first()).toContainText('Today');
  await expect(ontario.getByTestId('data-row').first()).toContainText(/\d\.\d\d%/);

  await nav(page).getByRole('link', { name: 'Current Rates' }).click();
  const current = page.getByTestId('panel-current-rates');
  await expect(current.getByTestId('current-rates-check')).toContainText('Pass: only today\u2019s rates are active.');
  await expect(current.getByTestId('current-total-today')).toHaveText(String(SEEDED));
  await expect(current.getByTestId('current-active-older')).toHaveText('0');
  await current.getByRole('button', { name: 'Keep only today\u2019s rates active' }).click();
  await expect(current.getByTestId('current-action-status')).toContainText('Deactivated 0 rates from earlier days. Activated 0 rates for today.');

  await nav(page).getByRole('link', { name: 'Scrape Test' }).click();
  const scrapeTest = page.getByTestId('panel-scrape-test');
  await scrapeTest.getByRole('button', { name: 'Run a dry-run scrape' }).click();
  await expect(scrapeTest.getByTestId('scrape-test-status')).toContainText('Scraping failed');
  await expect(scrapeTest.getByTestId('scrape-test-status')).toContainText(NOT_CONFIGURED);
  await expect(newestToast(page)).toContainText(`Scraping failed: ${NOT_CONFIGURED}`);

  // What a dry run against a working source shows (the server's answer, stood in for here: no source is reachable).
  const dryRun = (url: URL) => url.pathname === '/api/admin/rates/scrape' && url.searchParams.has('dry_run');
  await page.route(dryRun, (route) =>
    route.fulfill({
      json: {
        success: true,
        status: 'success',
        dry_run: true,
        source: 'rate-table',
        rows_parsed: 3,
        message: 'Dry run: 2 rates parsed, 1 rejected. Nothing was saved.',
        rates: [
          { province: 'Ontario', term: '5 year', rate_type: 'fixed', mortgage_type: 'High-Ratio', posted_rate: 6.09, our_rate: 3.89 },
          { province: 'Quebec', term: '3 year', rate_type: 'variable', mortgage_type: 'Conventional', posted_rate: null, our_rate: 4.15 },
        ],
        rejected: [{ row: 3, reason: 'Unknown province "Atlantis".', values: { province: 'Atlantis', our_rate: '4.1%' } }],
      },
    }),
  );
  await scrapeTest.getByRole('button', { name: 'Run a dry-run scrape' }).click();
  await expect(scrapeTest.getByTestId('scrape-test-status')).toContainText('Dry run: 2 rates parsed, 1 rejected. Nothing was saved.');
  await expect(scrapeTest.getByRole('heading', { name: 'Parsed rows (2)' })).toBeVisible();
  await expect(scrapeTest.getByTestId('data-row').nth(0)).toContainText('3.89%');
  await expect(scrapeTest.getByTestId('data-row').nth(1)).toContainText('\u2014');
  await expect(scrapeTest.getByTestId('rejected-rows')).toContainText('Row 3: Unknown province "Atlantis".');
  await page.unroute(dryRun);

  // An empty database: the product's empty text (docs/product/back-office-rates.md#rate-messages).
  await page.route('**/api/admin/rates/debug', async (route) => {
    const body = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...body, empty: true, ontario: [], counts: { total_today: 0, active: 0, active_today: 0, active_older: 0 } } });
  });
  await nav(page).getByRole('link', { name: 'Ontario Test' }).click();
  await expect(page.getByTestId('panel-ontario-test').getByText('No rates found in database.')).toBeVisible();
  await nav(page).getByRole('link', { name: 'Current Rates' }).click();
  await expect(page.getByTestId('panel-current-rates').getByText('No rates found in database.')).toBeVisible();
  await page.unroute('**/api/admin/rates/debug');
});

test('rates tab: the pipeline buttons report failures with the spec messages', async ({ page }) => {
  // The page's own clock (one monotonic timeline, unlike the test process or the network log, which lag or skew on a
  // busy machine): when each API call started and when its answer came, as the page's fetch saw them.
  await page.addInitScript(() => {
    const calls: { url: string; phase: 'start' | 'answer'; at: number }[] = [];
    Object.assign(window, { apiCalls: calls });
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push({ url, phase: 'start', at: performance.now() });
      const response = await original(input, init);
      calls.push({ url, phase: 'answer', at: performance.now() });
      return response;
    };
  });
  await openSuperAdminTab(page, 'rates');
  const panel = page.getByTestId('panel-rates');
  await expect(panel.getByRole('tab', { name: 'All Rates' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByTestId('data-row').first()).toBeVisible();
  await expect(panel.getByTestId('pager-summary')).toHaveText(showingRates(1, Math.min(50, SEEDED), SEEDED));

  // docs/product/back-office-rates.md#scrape: the list is re-read 2 seconds after a scrape.
  const isListRead = (request: { url: () => string; method: () => string }) => request.url().endsWith('/api/admin/rates') && request.method() === 'GET';
  const scrapeAnswer = page.waitForResponse((response) => response.url().endsWith('/api/admin/rates/scrape'));
  await panel.getByRole('button', { name: 'Scrape rates now' }).click();
  const answer = await scrapeAnswer;
  await answer.finished();
  const reread = await page.waitForRequest(isListRead, { timeout: 10_000 });
  await reread.response();
  // From the scrape's answer to the first list read that followed it, on the page's clock.
  const gap = await page.evaluate(() => {
    const calls = (window as unknown as { apiCalls: { url: string; phase: string; at: number }[] }).apiCalls;
    const path = (url: string) => new URL(url, location.href).pathname;
    const answered = calls.filter((call) => path(call.url) === '/api/admin/rates/scrape' && call.phase === 'answer').at(-1);
    const reread = calls.find((call) => path(call.url) === '/api/admin/rates' && call.phase === 'start' && answered !== undefined && call.at > answered.at);
    return answered && reread ? reread.at - answered.at : Number.NaN;
  });
  expect(gap).toBeGreaterThanOrEqual(1990);
  await expect(panel.getByTestId('rates-action-status')).toContainText('Scraping failed');
  await expect(panel.getByTestId('rates-action-status')).toContainText(NOT_CONFIGURED);
  await expect(newestToast(page)).toContainText(`Scraping failed: ${NOT_CONFIGURED}`);

  await page.route('**/api/admin/rates/scrape', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
  await panel.getByRole('button', { name: 'Scrape rates now' }).click();
  await expect(panel.getByTestId('rates-action-status')).toContainText('Failed to scrape rates. Please try again.');
  await page.route('**/api/admin/rates/manage', (route) => route.fulfill({ status: 500, json: { error: { code: 'server_error', message: 'Boom' } } }));
  await panel.getByRole('button', { name: 'Keep only today\u2019s rates active' }).click();
  await expect(panel.getByTestId('rates-action-status')).toContainText('Failed to manage rates. Please try again.');
  await expect(newestToast(page)).toContainText('Failed to manage rates. Please try again.');
  await page.unroute('**/api/admin/rates/scrape');
  await page.unroute('**/api/admin/rates/manage');

  await page.route('**/api/admin/rates', (route) => route.fulfill({ status: 500, json: { error: { code: 'server_error', message: 'Boom' } } }));
  await page.reload();
  await expect(page.getByTestId('table-message')).toContainText('Failed to fetch rates');
  await page.unroute('**/api/admin/rates');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByTestId('data-row').first()).toBeVisible();
  await shot(page, 'all-desktop', false);

  // On a 375 px phone the pipeline's buttons stay on screen and the page does not scroll sideways (the same page,
  // resized: the panel follows the width, ADR 34). Every tab's fit at 1024 and 375 px, the debug tabs' among them,
  // with axe: back-office-fit.spec.ts.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(panel.getByRole('button', { name: 'Scrape rates now' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'all-375', false);
});

test('rates tab: add by hand, edit, toggle, delete; the public rates follow the rebuild', async ({ page }) => {
  await openSuperAdminTab(page, 'rates');
  const panel = page.getByTestId('panel-rates');
  await panel.getByRole('tab', { name: 'Add Rate Manually' }).click();
  const form = panel.getByRole('form', { name: 'Add Rate Manually' });
  await expect(form.getByRole('combobox', { name: 'Province' })).toHaveText('Ontario');
  // A text input with the decimal keypad, so a decimal comma reaches the check; the step 0.001 is the schema's.
  await expect(form.getByLabel('Our rate (%)')).toHaveAttribute('inputmode', 'decimal');
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(form.getByText('Posted rate is required.')).toBeVisible();
  await expect(form.getByText('Our rate is required.')).toBeVisible();
  await expectNoAxeViolations(page, '[data-testid="panel-rates"]');

  await choose(page, 'Mortgage type', 'Conventional');
  await form.getByLabel('Posted rate (%)').fill('5.554');
  await form.getByLabel('Our rate (%)').fill('1.2345');
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(form.getByText('Our rate can have at most 3 decimals (step 0.001).')).toBeVisible();
  await form.getByLabel('Our rate (%)').fill('1.234');
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(newestToast(page)).toContainText('Rate added successfully');
  await expect(panel.getByRole('tab', { name: 'All Rates' })).toHaveAttribute('aria-selected', 'true');

  // Server-side filters: Ontario, 5 year, fixed.
  await choose(page, 'Province', 'Ontario');
  await choose(page, 'Term', '5 Year');
  await choose(page, 'Type', 'Fixed');
  await expect(panel.getByTestId('pager-summary')).toHaveText('Showing 1\u20134 of 4');
  const added = tableRow(page, '1.23%');
  await expect(added).toContainText('Manual');
  await expect(added).toContainText('5.55%');
  await expect(added).toContainText('Active');

  const name = 'Ontario 5 year fixed Conventional at 1.23%';
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Rate' });
  await expect(edit.getByLabel('Our rate (%)')).toHaveValue('1.234');
  await edit.getByLabel('Our rate (%)').fill('1.567');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(newestToast(page)).toContainText('Rate updated successfully');
  const edited = 'Ontario 5 year fixed Conventional at 1.57%';
  await expect(tableRow(page, '1.57%')).toContainText('Manual');

  await waitForLiveSite(page);
  expect(await publicRatesHtml(page)).toContain('1.57%');

  // The status badge toggles: a click, then the keyboard; a refused change flips back with the product's message (docs/product/back-office-rates.md#rate-messages).
  await page.getByRole('button', { name: `Active: make ${edited} inactive` }).click();
  await expect(newestToast(page)).toContainText('Rate is now inactive');
  await choose(page, 'Status', 'Inactive');
  await expect(panel.getByTestId('pager-summary')).toHaveText('Showing 1\u20131 of 1');
  const inactive = page.getByRole('button', { name: `Inactive: make ${edited} active` });
  await inactive.focus();
  await page.keyboard.press('Enter');
  await expect(newestToast(page)).toContainText('Rate is now active');
  await expect(page.getByRole('button', { name: `Active: make ${edited} inactive` })).toBeVisible();
  await choose(page, 'Status', 'All');
  await page.route('**/api/admin/rates/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: { error: { code: 'server_error', message: 'Boom' } } }) : route.fallback(),
  );
  await page.getByRole('button', { name: `Active: make ${edited} inactive` }).click();
  await expect(newestToast(page)).toContainText('Failed to update rate status');
  await expect(page.getByRole('button', { name: `Active: make ${edited} inactive` })).toBeVisible();
  await page.unroute('**/api/admin/rates/*');

  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this rate?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(newestToast(page)).toContainText('Rate deleted successfully');
  await expect(tableRow(page, '1.57%')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Scrape rates now' })).toBeFocused();

  await waitForLiveSite(page);
  expect(await publicRatesHtml(page)).not.toContain('1.57%');
});
