import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { islandHydrated } from './support/forms';

// ADR 49: a visitor outside Ontario gets their own province's tax, not Ontario's.
test('the land transfer tax calculator computes British Columbia’s property transfer tax once picked @phone', async ({ page }) => {
  await page.goto('/land-transfer-tax-calculator');
  const form = page.getByRole('form', { name: 'Land transfer tax calculator' });
  await islandHydrated(page, form);
  await expect(form.getByLabel('Province or territory')).toHaveValue('ON');
  await form.getByLabel('Purchase price').fill('800000');
  const results = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2, name: 'Land transfer tax' }) });
  await expect(results).toContainText('Ontario land transfer tax');
  await expect(results).toContainText('$12,475'); // Ontario: 4,475 + 2% × 400,000

  await form.getByLabel('Province or territory').selectOption('BC');
  await expect(results).toContainText('British Columbia property transfer tax');
  await expect(results).toContainText('$14,000'); // 1% × 200,000 + 2% × 600,000
  await expect(results).not.toContainText('Ontario');
  await expect(form.getByLabel('Property is in Toronto')).toHaveCount(0);
  await form.getByLabel('First-time home buyer').check();
  await expect(results).toContainText("B.C. first-time home buyers' exemption");
  await expect(results.getByText('Total land transfer tax payable').locator('..')).toContainText('$6,000');
  await expect(page).toHaveURL(/province=BC/);
  await expectNoAxeViolations(page);
});
