import { expect, type Page, test } from '@playwright/test';
import { demoRates } from '../../db/seed/rates';
import { openSuperAdminTab, showingRates } from './support/back-office';

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
