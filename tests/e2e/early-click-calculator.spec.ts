import { expect, test } from '@playwright/test';

/**
 * A visitor who picks British Columbia and ticks "First-time home buyer" at once, before the calculator has
 * hydrated: both choices must hold once it has (ADR 30, ADR 42). The scripts are held until both are made, so
 * "before hydration" is certain rather than a race.
 */
test('land transfer tax: a province and a box chosen before hydration both hold', async ({ page }) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.+\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/land-transfer-tax-calculator', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Land transfer tax calculator' });
  await form.getByLabel('Purchase price').fill('800000');
  await form.getByLabel('Province or territory').selectOption('BC');
  await form.getByLabel('First-time home buyer').click();
  release();

  await expect(page.locator('astro-island').filter({ has: form }).first()).not.toHaveAttribute('ssr', { timeout: 20_000 });
  const results = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2, name: 'Land transfer tax' }) });
  await expect(results).toContainText('British Columbia property transfer tax');
  await expect(form.getByLabel('First-time home buyer')).toBeChecked();
  await expect(results).toContainText("B.C. first-time home buyers' exemption");
  await expect(page).toHaveURL(/province=BC/);
});
