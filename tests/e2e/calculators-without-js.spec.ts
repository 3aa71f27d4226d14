import { expect, test, type Page } from '@playwright/test';
import { calculatePayment } from '../../src/lib/calc/payment';
import { formatCurrency } from '../../src/lib/format';
import { answerMessages } from '../../src/lib/messages-answers';
import { expectNoAxeViolations } from './support/axe';

/**
 * The calculators and the rates table with scripts blocked (ADR 58): each calculator's form goes to the API's
 * answer page, which works out the figures typed (not the default scenario) and links back with them; the rate
 * tabs show their panel through CSS :target; the province select sends a form whose answer is that province's rates.
 */
test.use({ javaScriptEnabled: false });

const answer = (page: Page) => page.locator('section[aria-labelledby="result-heading"]');
/** The calculators' submit button without JavaScript (inside <noscript>, which text selectors skip). */
const submit = (page: Page) => page.locator('main form button[type="submit"]').first();

test.describe('calculators without JavaScript', () => {
  test('payment: the amount and amortization typed are worked out, and the way back carries them', async ({ page }) => {
    await page.goto('/mortgage-calculator');
    await page.locator('#payment-amount').fill('425000');
    await page.locator('#payment-amortization').selectOption('20');
    await page.locator('#payment-frequency').selectOption('bi-weekly');
    await submit(page).click();
    await expect(page).toHaveURL(/\/api\/calculators\/payment\?/);
    await expect(page.getByRole('heading', { level: 2, name: answerMessages.resultHeading })).toBeVisible();
    // The rate is today's posted rate the picker showed; the payment is the library's for the figures typed.
    const rateLine = await answer(page).locator('dd').nth(1).innerText();
    const annualRate = Number(/([\d.]+)%/.exec(rateLine)![1]);
    const expected = calculatePayment({ amount: 425_000, annualRate, amortizationYears: 20, compounding: 'semi-annual', frequency: 'bi-weekly' });
    if (!expected.ok) throw new Error('expected a payment');
    await expect(answer(page)).toContainText(`Bi-weekly payment${formatCurrency(expected.payment)}`);
    await expect(page.locator('section[aria-labelledby="inputs-heading"]')).toContainText('$425,000.00');
    await page.getByRole('link', { name: answerMessages.changeFigures }).click();
    await expect(page).toHaveURL(/\/mortgage-calculator\?.*amount=425000.*amortization=20/);
  });

  test('land transfer tax: the price and first-time refund typed are worked out', async ({ page }) => {
    await page.goto('/land-transfer-tax-calculator');
    await page.locator('#ltt-price').fill('650000');
    await page.locator('#ltt-first-time').check();
    await submit(page).click();
    await expect(page).toHaveURL(/\/api\/calculators\/land-transfer-tax\?/);
    // Ontario's tax on $650,000 is $9,475; the first-time refund takes off up to $4,000.
    await expect(answer(page)).toContainText('Ontario land transfer tax$9,475.00');
    await expect(answer(page)).toContainText('Total land transfer tax payable$5,475.00');
    await page.getByRole('link', { name: answerMessages.changeFigures }).click();
    await expect(page).toHaveURL(/\/land-transfer-tax-calculator\?.*price=650000.*firstTime=1/);
  });

  test('affordability: the income and down payment typed decide the answer', async ({ page }) => {
    await page.goto('/affordability-calculator');
    await page.locator('#afford-annualIncome').fill('150000');
    await page.locator('#afford-downPayment').fill('90000');
    await submit(page).click();
    await expect(page).toHaveURL(/\/api\/calculators\/affordability\?/);
    await expect(page.locator('section[aria-labelledby="inputs-heading"]')).toContainText('Annual income$150,000.00');
    await expect(page.locator('section[aria-labelledby="inputs-heading"]')).toContainText('Down payment$90,000.00');
    await expect(answer(page)).toContainText(/Highest purchase price\$[\d,]+\.\d\d/);
  });

  test('cash to close: the price and down payment typed are worked out, and a bad figure is named', async ({ page }) => {
    await page.goto('/cash-to-close-calculator');
    await page.locator('#close-price').fill('700000');
    await page.locator('#close-downPayment').fill('140000');
    await submit(page).click();
    await expect(page).toHaveURL(/\/api\/calculators\/cash-to-close\?/);
    await expect(page.locator('section[aria-labelledby="inputs-heading"]')).toContainText('Purchase price$700,000.00');
    await expect(answer(page)).toContainText('Down payment$140,000.00');
    await page.goBack();
    await page.locator('#close-downPayment').fill('-1');
    await submit(page).click();
    await expect(page.getByRole('alert')).toContainText(answerMessages.notUsable('Down payment', '-1'));
  });
});

test.describe('rates table without JavaScript', () => {
  for (const path of ['/', '/rates']) {
    test(`${path}: the Variable tab shows the variable rates`, async ({ page }) => {
      await page.goto(path);
      const table = page.getByTestId('rates-table');
      // The panels, not their rows: other test files switch rates on and off in the shared database, so a panel may
      // hold its "no rates" line instead of a table.
      const fixed = table.locator('[data-rate-panel="fixed"]');
      const variable = table.locator('[data-rate-panel="variable"]');
      await expect(fixed).toBeVisible();
      // Without JavaScript the tabs are links to their panels, not ARIA tabs (ADR 58).
      await table.getByRole('link', { name: 'Variable' }).click();
      await expect(variable).toBeVisible();
      await expect(fixed).toBeHidden();
      await table.getByRole('link', { name: 'Fixed' }).click();
      await expect(fixed).toBeVisible();
      await expect(variable).toBeHidden();
    });
  }

  test("the province select answers with that province's rates", async ({ page }) => {
    await page.goto('/rates');
    const form = page.locator('form[action="/api/rates/province"]');
    await form.locator('select').selectOption('British Columbia');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/api\/rates\/province\?province=British\+Columbia/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answerMessages.rates.heading('British Columbia'));
    await expect(page.getByRole('table', { name: 'Fixed mortgage rates in British Columbia' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Variable mortgage rates in British Columbia' })).toBeVisible();
  });
});

test.describe('the answer pages pass axe', () => {
  // axe runs in the page, so this one has JavaScript; the answer pages carry no script, so they are the same pages.
  test.use({ javaScriptEnabled: true });
  test("a calculator answer, a figure refused, and a province's rates", async ({ page }) => {
    for (const path of [
      '/api/calculators/payment?payment-amount=425000&payment-amortization=20',
      '/api/calculators/cash-to-close?close-price=700000&close-downPayment=-1',
      '/api/rates/province?province=British+Columbia',
    ]) {
      await page.goto(path);
      await expectNoAxeViolations(page, undefined, { label: path });
    }
  });
});
