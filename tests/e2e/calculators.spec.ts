import { islandHydrated } from './support/forms';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createDb } from '../../db/client';
import { AFFORDABILITY_DEFAULTS } from '../../src/lib/calc/affordability-options';
import { affordabilityCopyInputs } from '../../src/lib/schemas/leads';
import { E2E_DATABASE_URL } from './support/e2e-env';
import { expectNoAxeViolations } from './support/axe';

test.describe('payment calculator', () => {
  test('gives the reference payment to the cent, per frequency, and keeps the scenario in the URL @phone', async ({ page }) => {
    await page.goto('/mortgage-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Mortgage Payment Calculator' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Mortgage payment calculator' });
    await islandHydrated(page, form);
    await expect(form.getByLabel('Province')).toHaveValue('Ontario');
    await expect(form.getByLabel('Mortgage amount')).toHaveValue('500000');
    await form.getByLabel('Custom rate').check();
    await form.getByLabel('Interest rate').fill('5');
    await expect(form.getByLabel('Amortization')).toHaveValue('25');
    const results = page.getByRole('region', { name: 'Your mortgage payment' });
    await expect(results).toContainText('$2,908.02');

    await form.getByLabel('Payment frequency').selectOption({ label: 'Bi-weekly' });
    await expect(results).toContainText('$1,342.17');
    await expect(page).toHaveURL(/rate=5/);

    await page.reload();
    await islandHydrated(page, form);
    await expect(page.getByRole('region', { name: 'Your mortgage payment' })).toContainText('$1,342.17');
  });

  test('lists the province posted rates, calculates on the button, and downloads the schedule as CSV', async ({ page }) => {
    await page.goto('/mortgage-calculator');
    const form = page.getByRole('form', { name: 'Mortgage payment calculator' });
    await islandHydrated(page, form);
    const picker = form.getByLabel('Our rate');
    await expect(picker).toBeVisible();
    expect(await picker.locator('option').count()).toBeGreaterThan(3);
    await form.getByRole('button', { name: 'Calculate Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Your mortgage payment' })).toBeFocused();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download CSV/ }).click();
    const file = await (await download).path();
    const csv = readFileSync(file, 'utf8').trim().split('\n');
    expect(csv[0]).toMatch(/payment/i);
    expect(csv.length).toBeGreaterThan(100);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/mortgage-calculator');
    await expect(page.getByRole('region', { name: 'Your mortgage payment' })).toContainText('$');
    await expectNoAxeViolations(page);
  });
});

test.describe('affordability calculator', () => {
  test('shows the spec card with the default scenario to the dollar, and the rules beyond it', async ({ page }) => {
    await page.goto('/affordability-calculator');
    await expect(page.getByRole('heading', { name: 'How Much Can I Afford?' })).toBeVisible();
    await expect(page.getByLabel('Annual income', { exact: true })).toHaveValue('100000');
    await expect(page.getByLabel('Interest rate')).toHaveValue('4.84');
    const results = page.getByRole('region', { name: 'Affordability results' });
    await expect(results).toContainText("Great News! Here's what you can afford!");
    // The headline is the stress-tested price a lender accepts, with the premium inside the mortgage; the payment
    // shown is the real one at the contract rate, within the ratios (tests/unit/lib/calc/affordability.test.ts).
    // Heat and property tax start at estimates, not $0 (ADR 42).
    await expect(results).toContainText('$325,166');
    await expect(results).toContainText('*borrowing limit + your down payment');
    await expect(results).toContainText('$1,817');
    await expect(results).not.toContainText('is below the minimum');
    // A high income with $20,000 down: the down payment caps the price, and the page says why.
    await page.getByLabel('Annual income', { exact: true }).fill('200000');
    await expect(results).toContainText('$400,000');
    await expect(results).toContainText('with $20,000 down a lender can accept a home of up to $400,000');
    await expect(results.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', /\/applications/);
    await expect(results.getByRole('link', { name: 'Get Prequalified Now' })).toHaveAttribute('href', /\/applications/);
    await expectNoAxeViolations(page);
  });

  test('"Send me a copy" records a lead with the scenario', async ({ page }) => {
    await page.goto('/affordability-calculator');
    await islandHydrated(page, page.getByRole('button', { name: 'Send me a copy' }));
    await page.getByRole('button', { name: 'Send me a copy' }).click();
    const email = `copy-${Date.now()}@example.test`;
    const copyForm = page.getByRole('form', { name: 'Send me a copy' });
    await copyForm.getByLabel('Email', { exact: true }).fill(email);
    await copyForm.locator('button[type=submit]').click();
    await expect(page.getByText(`We sent a copy to ${email}.`)).toBeVisible();
    const db = await createDb({ url: E2E_DATABASE_URL });
    try {
      const rows = await db.execute({ sql: 'SELECT metadata FROM leads WHERE client_email = ?', args: [email] });
      expect(rows.rows).toHaveLength(1);
      const metadata = JSON.parse(String(rows.rows[0]!.metadata)) as { source_details: string; scenario: { inputs: unknown } };
      expect(metadata.source_details).toBe('affordability_calculator');
      // The island sent the default scenario under the request's snake_case names, and the lead keeps them so.
      expect(metadata.scenario.inputs).toEqual(affordabilityCopyInputs(AFFORDABILITY_DEFAULTS));
    } finally {
      db.close();
    }
  });
});

test.describe('land transfer tax calculator', () => {
  test('computes Ontario and Toronto tax with first-time buyer refunds @phone', async ({ page }) => {
    await page.goto('/land-transfer-tax-calculator');
    const form = page.getByRole('form', { name: 'Land transfer tax calculator' });
    await islandHydrated(page, form);
    await form.getByLabel('Purchase price').fill('500000');
    await form.getByLabel('Property is in Toronto').check();
    const results = page
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { name: /land transfer tax/i }) })
      .last();
    await expect(page.getByText('Ontario land transfer tax').first()).toBeVisible();
    await expect(results).toContainText('$6,475');
    await expect(results).toContainText('$12,950');
    await form.getByLabel('First-time home buyer').check();
    await expect(results).toContainText('$4,475');
    await expectNoAxeViolations(page);
  });
});
