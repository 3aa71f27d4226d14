import { expect, test } from '@playwright/test';
import { islandHydrated } from './support/forms';

/**
 * State shared between islands and pages through nanostores: the province a visitor chose on /rates opens the
 * payment calculator (and /rates again) on that province; a shared link's own province still wins. The chat's open
 * state is one store, so a page's own "Ask our assistant" button opens the same chat as the launcher.
 */
test('the province chosen on /rates is the one the payment calculator and /rates open on; a link with its own province wins', async ({ page }) => {
  await page.goto('/rates');
  const ratesProvince = page.getByTestId('rates-table').getByLabel('Province');
  await islandHydrated(page, ratesProvince);
  await ratesProvince.selectOption('Alberta');
  await expect(page.getByTestId('rates-table').locator('caption').first()).toContainText('Alberta');

  await page.goto('/mortgage-calculator');
  // Nothing touched: the calculator hydrates at idle because a choice is stored, and shows it.
  await expect(page.locator('#payment-province')).toHaveValue('Alberta', { timeout: 20_000 });
  // The address is left as the visitor opened it: the stored province is not a scenario they shared.
  expect(new URL(page.url()).search).toBe('');

  await page.goto('/mortgage-calculator?province=BC');
  await expect(page.locator('#payment-province')).toHaveValue('British Columbia', { timeout: 20_000 });

  await page.goto('/rates');
  await expect(page.getByTestId('rates-table').getByLabel('Province')).toHaveValue('Alberta', { timeout: 20_000 });
});

test('a page’s "Ask our assistant" button opens the same chat as the launcher, and Escape closes it', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Ask our assistant' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get Instant Help' })).toHaveAttribute('aria-expanded', 'false');
  // The launcher opens it again, now from the mounted island.
  await page.getByRole('button', { name: 'Get Instant Help' }).click();
  await expect(dialog).toBeVisible();
});
