import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { torontoToday } from '../../functions/shared/toronto-time';
import { listRateOptions } from '../../src/lib/calc/rate-options';
import { formatCurrency } from '../../src/lib/format';
import { priceRenewal } from '../../src/lib/renewals/renewal-radar';
import type { RatesResponse } from '../../src/lib/schemas/rates';
import { signInThroughApi } from './support/auth';
import { newestToast, openSuperAdminTab, tableRow } from './support/back-office';
import { ACCOUNTS, E2E_BASE_URL } from './support/e2e-env';
import { expectNoAxeViolations } from './support/axe';

/** Set SHOTS_DIR to keep screenshots (renewals-*.png) for review. */
async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `renewals-${name}.png`), fullPage: true });
}

/** Clients and the renewal radar (ADR 29), as an agent works them: add, import, see the radar, email a client. */

const today = torontoToday(new Date());
const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;

async function openAgentTab(page: Page, tab: string) {
  await signInThroughApi(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
  await page.goto(`/agent-dashboard?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
}

test('an agent adds a funded client, imports more from a CSV, and sees the renewal priced against today\u2019s rate', async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const rita = `Rita Radar ${run}`;
  await openAgentTab(page, 'clients');

  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByLabel('Client name').fill(rita);
  await dialog.getByLabel('Email').fill(`rita-${run}@example.test`);
  await dialog.getByLabel('Lender').fill('Big Bank');
  await dialog.getByLabel('Balance at renewal').fill('400000');
  await dialog.getByLabel('Rate (%)').fill('5.29');
  await dialog.getByLabel('Term (years)').fill('5');
  await dialog.getByLabel('Amortization left (years)').fill('20');
  await dialog.getByLabel('Maturity date').fill(inDays(100));
  await dialog.getByLabel('Consent or contract date').fill(yearsAgo(1));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(tableRow(page, rita)).toContainText('$400,000');

  // The import checks the file first: one good row, one with errors named by line; then imports the good one.
  const old = `Olga Oldcontract ${run}`;
  const csv = [
    'client_name,client_email,lender,balance,rate,rate_type,term_years,maturity_date,casl_basis,casl_date',
    `${old},olga-${run}@example.test,Small Bank,250000,4.5,fixed,5,${inDays(20)},implied,${yearsAgo(3)}`,
    `Bad Row ${run},bad-${run}@example.test,Small Bank,250000,lots,fixed,5,${inDays(20)},implied,${yearsAgo(1)}`,
  ].join('\n');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = page.getByRole('dialog', { name: 'Import clients from a CSV file' });
  await importer.getByLabel('CSV file').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importer.getByRole('button', { name: 'Check the file' }).click();
  await expect(importer.getByRole('status')).toHaveText('1 row is ready to import; 1 row has errors and will be skipped.');
  await expect(importer.getByTestId('import-row').nth(1)).toContainText('Rate must be a number.');
  await importer.getByRole('button', { name: 'Import 1 client' }).click();
  await expect(newestToast(page)).toContainText('Imported 1 client.');
  await expect(tableRow(page, old)).toBeVisible();
  await expect(tableRow(page, `Bad Row ${run}`)).toHaveCount(0);

  // The radar: Rita in the 120-day group with the saving at today's best 5-year fixed; Olga's consent has lapsed.
  const rates = (await (await page.request.get('/api/rates?province=Ontario')).json()) as RatesResponse;
  const quote = priceRenewal(
    { balance: 400000, rate: 5.29, rate_type: 'fixed', term_years: 5, amortization_years: 20, payment_frequency: 'monthly' },
    listRateOptions(rates.rates, 'Ontario'),
  );
  expect(quote).not.toBeNull();
  await page.getByRole('navigation', { name: 'Panel sections' }).getByRole('link', { name: 'Renewals' }).click();
  const group120 = page.getByTestId('renewal-group-120');
  await expect(tableRow(page, rita)).toBeVisible();
  const ritaRow = group120.getByTestId('data-row').filter({ hasText: rita });
  await expect(ritaRow).toContainText('100 days to maturity');
  await expect(ritaRow).toContainText(formatCurrency(quote!.interestSavingOverTerm));
  const olgaRow = page.getByTestId('renewal-group-30').getByTestId('data-row').filter({ hasText: old });
  await expect(olgaRow).toContainText(/Consent ended/);
  await expect(olgaRow.getByRole('button', { name: /Send renewal email/ })).toBeDisabled();

  // The send asks first, naming the recipient and their address (ADR 39); Cancel sends nothing.
  await ritaRow.getByRole('button', { name: /Send renewal email/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send the renewal email?' });
  await expect(confirm).toContainText(`The renewal email goes to ${rita} <rita-${run}@example.test>. Send it now?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(ritaRow).not.toContainText('Last emailed');
  await ritaRow.getByRole('button', { name: /Send renewal email/ }).click();
  await expect(confirm).toBeVisible();
  await keepScreenshot(page, 'confirm-1280');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Send email' }).click();
  await expect(newestToast(page)).toContainText(`Renewal email to ${rita} is in the outbox`);
  await expect(ritaRow).toContainText('Last emailed');
  await keepScreenshot(page, '1280');
  await expectNoAxeViolations(page);
});

test('the Renewals tab fits a 375 px phone with every client readable and its action visible @phone-only', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughApi(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
  const name = `Phoebe Phone ${Date.now().toString(36)}`;
  const made = await page.request.post('/api/agent/clients', {
    headers: { Origin: E2E_BASE_URL },
    data: {
      client_name: name,
      client_email: 'phoebe@example.test',
      lender: 'A Very Long Lender Name Mortgage Corporation',
      balance: '512000',
      rate: '4.99',
      rate_type: 'fixed',
      term_years: '5',
      maturity_date: inDays(25),
      casl_basis: 'implied',
      casl_date: yearsAgo(1),
    },
  });
  expect(made.status()).toBe(201);
  await page.goto('/agent-dashboard?tab=renewals');
  const row = page.getByTestId('renewal-group-30').getByTestId('data-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  const send = row.getByRole('button', { name: /Send renewal email/ });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport({ ratio: 1 });
  await keepScreenshot(page, '375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  // The confirmation fits the phone too, the recipient's address readable (ADR 39).
  await send.click();
  const confirm = page.getByRole('alertdialog', { name: 'Send the renewal email?' });
  await expect(confirm).toContainText('phoebe@example.test');
  const box = (await confirm.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expect(confirm.getByRole('button', { name: 'Send email' })).toBeInViewport({ ratio: 1 });
  await keepScreenshot(page, 'confirm-375');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});

test('the super admin marks a lead funded: the client form comes filled from the lead, and the lead shows as funded', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Fiona Funded ${Date.now().toString(36)}`;
  await openSuperAdminTab(page, 'leads');
  const made = await page.request.post('/api/admin/leads', {
    headers: { Origin: E2E_BASE_URL },
    data: { client_name: name, client_email: 'fiona@example.test', client_phone: '416-555-0199' },
  });
  expect(made.status()).toBe(201);
  await page.goto(`/super-admin?tab=leads&q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Show details of ${name}` }).click();
  await page.getByRole('button', { name: 'Mark funded' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark ${name} funded: add the mortgage` });
  await expect(dialog.getByLabel('Client name')).toHaveValue(name);
  await expect(dialog.getByLabel('Email')).toHaveValue('fiona@example.test');
  await dialog.getByLabel('Lender').fill('Credit Union');
  await dialog.getByLabel('Balance at renewal').fill('350000');
  await dialog.getByLabel('Rate (%)').fill('4.79');
  await dialog.getByLabel('Term (years)').fill('5');
  await dialog.getByLabel('Maturity date').fill(inDays(150));
  await dialog.getByLabel('Consent or contract date').fill(yearsAgo(0));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(tableRow(page, name)).toContainText('Funded');
  await expect(page.getByRole('button', { name: 'Mark funded' })).toHaveCount(0);

  await page.goto(`/super-admin?tab=clients&q=${encodeURIComponent(name)}`);
  await expect(tableRow(page, name)).toContainText('$350,000');
});
