import { expect, type Page, test } from '@playwright/test';
import { demoRates } from '../../db/seed/rates';
import { forgetSession, signInThroughApi } from './support/auth';
import { openSuperAdminTab, showingRates } from './support/back-office';
import { ACCOUNTS, E2E_BASE_URL } from './support/e2e-env';

/**
 * Long lists page on the server, 50 rows at a time, and keep their page, search and filters in the address: a
 * reload or a shared link shows the same rows.
 */

const SEEDED = demoRates().length;
const ONTARIO = demoRates().filter((rate) => rate.province === 'Ontario').length;

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('rates page 50 at a time; the page and the filters survive a reload and a shared link', async ({ page }) => {
  test.setTimeout(90_000); // five panel loads and a second page
  expect(SEEDED).toBeGreaterThan(100);
  await openSuperAdminTab(page, 'rates');
  const panel = page.getByTestId('panel-rates');
  const summary = panel.getByTestId('pager-summary');
  await expect(summary).toHaveText(showingRates(1, 50, SEEDED));
  await expect(panel.getByTestId('data-row')).toHaveCount(50);

  await panel.getByRole('button', { name: 'Next page' }).click();
  await expect(summary).toHaveText(showingRates(51, 100, SEEDED));
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await page.reload();
  await expect(summary).toHaveText(showingRates(51, 100, SEEDED));

  // A filter starts again at page 1 and goes into the address with it.
  await choose(page, 'Province', 'Ontario');
  await expect(summary).toHaveText(showingRates(1, Math.min(50, ONTARIO), ONTARIO));
  await expect(page).toHaveURL(/province=Ontario/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  const link = page.url();

  await page.reload();
  await expect(summary).toHaveText(showingRates(1, Math.min(50, ONTARIO), ONTARIO));
  await expect(page.getByRole('combobox', { name: 'Province', exact: true })).toHaveText('Ontario');
  for (const row of await panel.getByTestId('data-row').all()) await expect(row).toContainText('Ontario');

  // Another tab starts clean; back brings the rates tab with its filter.
  await page.getByRole('navigation', { name: 'Panel sections' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\?tab=products$/);
  await page.goBack();
  await expect(summary).toHaveText(showingRates(1, Math.min(50, ONTARIO), ONTARIO));

  // The shared link opens the same list in a fresh page.
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(other.getByTestId('panel-rates').getByTestId('pager-summary')).toHaveText(showingRates(1, Math.min(50, ONTARIO), ONTARIO));
  await other.close();
});

test('the lead desk keeps its filters and search through a reload', async ({ page }) => {
  await openSuperAdminTab(page, 'leads');
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('qualified');
  await expect(page).toHaveURL(/status=qualified/);
  await page.getByRole('searchbox').first().fill('nobody-by-this-name');
  await expect(page).toHaveURL(/q=nobody-by-this-name/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('qualified');
  await expect(page.getByRole('searchbox').first()).toHaveValue('nobody-by-this-name');
});

test('Back from leads page 2 returns to page 1 of the tab; the analytics period survives a reload in both panels', async ({ page }) => {
  test.setTimeout(60_000); // 51 leads written, four panel loads
  const stamp = `pager${Date.now().toString(36)}x${Math.floor(Math.random() * 1e4).toString(36)}`;
  await signInThroughApi(page, ACCOUNTS.superAdmin.email, ACCOUNTS.superAdmin.password);
  // One more lead than a page holds, found by their own stamp: two pages whatever other tests add.
  const added = await Promise.all(
    Array.from({ length: 51 }, (_, index) =>
      page.request.post('/api/admin/leads', {
        headers: { Origin: E2E_BASE_URL },
        data: { client_name: `Pia Pager ${stamp} ${index}`, client_email: `${stamp}-${index}@example.test` },
      }),
    ),
  );
  expect(added.map((answer) => answer.status())).toEqual(added.map(() => 201));
  await page.goto(`/super-admin?tab=leads&q=${stamp}`);
  const summary = page.getByTestId('pager-summary');
  await expect(summary).toHaveText('Showing 1\u201350 of 51');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(summary).toHaveText('Showing 51\u201351 of 51');
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?tab=leads&q=${stamp}$`));
  await expect(summary).toHaveText('Showing 1\u201350 of 51');
  await page.goForward();
  await expect(summary).toHaveText('Showing 51\u201351 of 51');

  // The period is the address's, as the tab is.
  await page.goto('/super-admin?tab=analytics');
  await page.getByRole('button', { name: 'Last 7 Days' }).click();
  await expect(page).toHaveURL(/\?tab=analytics&period=7d$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Last 7 Days' })).toHaveAttribute('aria-pressed', 'true');
  await forgetSession(page);
  await signInThroughApi(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
  await page.goto('/agent-dashboard?tab=analytics');
  await expect(page.getByRole('button', { name: 'Last 30 Days' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'All Time' }).click();
  await expect(page).toHaveURL(/\?tab=analytics&period=all$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'All Time' })).toHaveAttribute('aria-pressed', 'true');
});
