import { expect, test, type Page } from '@playwright/test';
import { calculatePayment } from '../../src/lib/calc/payment';
import { formatCurrency } from '../../src/lib/format';
import { answerMessages } from '../../src/lib/messages-answers';
import { penaltyMessages } from '../../src/lib/messages-calculators';
import { provinceMessages } from '../../src/lib/messages-provinces';
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

/** Fills the fields by id: a select picks the value, any other field takes it typed. */
async function fillIn(page: Page, values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) {
    const field = page.locator(`#${id}`);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

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
    // The link for the island carries them (hidden without scripts: the page's own form changes them, ADR 58).
    expect(await page.locator('a.back').getAttribute('href')).toMatch(/^\/mortgage-calculator\?.*amount=425000.*amortization=20/);
  });

  test('land transfer tax: the price and first-time refund typed are worked out', async ({ page }) => {
    await page.goto('/land-transfer-tax-calculator');
    await page.locator('#ltt-price').fill('650000');
    await page.locator('#ltt-first-time').check();
    await submit(page).click();
    await expect(page).toHaveURL(/\/api\/calculators\/land-transfer-tax\?/);
    // Ontario's tax on $650,000 is $9,475; the first-time refund takes off up to $4,000.
    await expect(answer(page)).toContainText('Ontario land transfer tax$9,475');
    await expect(answer(page)).toContainText('Total land transfer tax payable$5,475');
    expect(await page.locator('a.back').getAttribute('href')).toMatch(/^\/land-transfer-tax-calculator\?.*price=650000.*firstTime=1/);
  });

  test('affordability: the income and down payment typed decide the answer', async ({ page }) => {
    await page.goto('/affordability-calculator');
    await page.locator('#afford-annualIncome').fill('150000');
    await page.locator('#afford-downPayment').fill('90000');
    await submit(page).click();
    await expect(page).toHaveURL(/\/api\/calculators\/affordability\?/);
    await expect(page.locator('section[aria-labelledby="inputs-heading"]')).toContainText('Annual income$150,000');
    await expect(page.locator('section[aria-labelledby="inputs-heading"]')).toContainText('Down payment$90,000');
    await expect(answer(page)).toContainText(/Highest purchase price\$[\d,]+\d(?!\.)/);
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

test.describe('options a calculator reveals after a choice, without JavaScript', () => {
  test('payment: the custom rate can be typed and is the one worked out', async ({ page }) => {
    await page.goto('/mortgage-calculator');
    await page.locator('#payment-custom-rate').check();
    await fillIn(page, {
      'payment-amount': '400000',
      'payment-rate': '6',
      'payment-amortization': '25',
      'payment-compounding': 'semi-annual',
      'payment-frequency': 'monthly',
    });
    await submit(page).click();
    // 6% compounded half-yearly is 1.03^(1/6) - 1 = 0.4938622% a month; over 300 months
    // $400,000 x 0.004938622 / (1 - 1.03^-50) = $1,975.4488 / 0.7718929 = $2,559.2265, $2,559.23 to the cent.
    await expect(answer(page)).toContainText('Monthly payment$2,559.23');
    await expect(answer(page)).toContainText('6.00% (the rate you entered)');
  });

  test("land transfer tax: Quebec's Montreal brackets and Nova Scotia's municipal rate", async ({ page }) => {
    await page.goto('/land-transfer-tax-calculator');
    await fillIn(page, { 'ltt-province': 'QC', 'ltt-price': '600000' });
    await page.getByRole('group', { name: 'Only for Quebec' }).getByLabel('Property is in Montreal').check();
    await submit(page).click();
    // 2026 thresholds: $314.50 + $2,521 + 1.5% of $237,300 ($3,559.50) + 2% of $47,700 ($954) = $7,349.
    await expect(answer(page)).toContainText('Quebec welcome tax (duties on transfers of immovables)$7,349');

    await page.goBack();
    await fillIn(page, { 'ltt-province': 'NS', 'ltt-price': '400000' });
    await page.getByRole('group', { name: 'Only for Nova Scotia' }).getByLabel('Deed transfer tax rate').fill('1.25');
    await submit(page).click();
    // 1.25% of $400,000.
    await expect(answer(page)).toContainText('Nova Scotia municipal deed transfer tax$5,000');
  });

  test('land transfer tax in Yukon: the answer says, as the island does, that there is no tax and what is not estimated', async ({ page }) => {
    await page.goto('/land-transfer-tax-calculator');
    await fillIn(page, { 'ltt-province': 'YT', 'ltt-price': '500000' });
    await submit(page).click();
    await expect(page.locator('main')).toContainText(provinceMessages.notes('YT')[0]!);
  });

  test('cash to close: a first-time buyer with only an FHSA gets no "−$0.00" Home Buyers\' Plan line', async ({ page }) => {
    await page.goto('/cash-to-close-calculator');
    await page.locator('#close-first-time').check();
    await fillIn(page, { 'close-price': '500000', 'close-downPayment': '100000', 'close-fhsa': '30000' });
    await submit(page).click();
    await expect(answer(page)).toContainText('From your FHSA−$30,000.00');
    await expect(answer(page)).not.toContainText("From the Home Buyers' Plan");
  });

  test("cash to close: a first-time buyer's FHSA and Home Buyers' Plan", async ({ page }) => {
    await page.goto('/cash-to-close-calculator');
    await page.locator('#close-first-time').check();
    await fillIn(page, { 'close-price': '500000', 'close-downPayment': '100000', 'close-fhsa': '30000', 'close-homeBuyersPlan': '20000' });
    await submit(page).click();
    // Ontario's $6,475 less the $4,000 refund, $100,000 down and $3,800 of costs: $106,275, $50,000 of it saved.
    await expect(answer(page)).toContainText('Total cash needed$106,275.00');
    await expect(answer(page)).toContainText('From your other savings$56,275.00');
  });

  test('prepayment penalty: the form is sent, worked out, and names the rate it compared with', async ({ page }) => {
    await page.goto('/prepayment-penalty-calculator');
    await fillIn(page, {
      'penalty-balance': '400000',
      'penalty-rate': '4.89',
      'penalty-months': '30',
      'penalty-lender': 'posted-rate',
      'penalty-original-posted': '6.49',
      'penalty-today-posted': '5.49',
      'penalty-today-rate': '4.29',
    });
    await submit(page).click();
    await expect(page).toHaveURL(/\/api\/calculators\/prepayment-penalty\?/);
    // 5.49 - (6.49 - 4.89) = 3.89: a 1.00 point differential on $400,000 for 30 months is $10,000, above three
    // months' interest ($4,890). $48,900 of interest at 4.89% against $42,900 at 4.29%: $4,000 short.
    await expect(answer(page)).toContainText(`${penaltyMessages.resultsHeading}$10,000.00`);
    await expect(answer(page)).toContainText('Breaking now costs about $4,000.00 more');
    await expect(answer(page)).toContainText('Compared with the rate you entered: 4.29%.');

    // Today's rate left as the page filled it in is the site's for the situation sent, named as such.
    await page.goBack();
    const filledIn = (await page.locator('#penalty-today-rate').getAttribute('value')) ?? '';
    await fillIn(page, { 'penalty-rate-type': 'variable', 'penalty-balance': '250000', 'penalty-rate': '5', 'penalty-today-rate': filledIn });
    await submit(page).click();
    // Variable: three months' interest, $250,000 x 5% / 4.
    await expect(answer(page)).toContainText(`${penaltyMessages.resultsHeading}$3,125.00`);
    await expect(answer(page)).toContainText(/Compared with (our .*fixed rate.* today|a typical fixed rate): /);
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
      '/api/calculators/prepayment-penalty?penalty-balance=400000&penalty-rate=4.89&penalty-months=30',
      '/api/rates/province?province=British+Columbia',
    ]) {
      await page.goto(path);
      await expectNoAxeViolations(page, undefined, { label: path });
    }
  });
});
