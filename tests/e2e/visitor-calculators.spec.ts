import { cashToCloseMessages } from '../../src/lib/messages-calculators';
import { islandHydrated, typeBeforeHydration } from './support/forms';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The prepayment-penalty and cash-to-close calculators as a visitor uses them, at 1280 and 375 px wide; the figures
 * are the worked examples of tests/unit/lib/calc/prepayment-penalty.test.ts and cash-to-close.test.ts.
 */

async function noViolations(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
}

async function fitsWidth(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The best Ontario rate and the highest posted rate the site lists for the 3-year fixed term (30 months -> 3 years). */
async function siteThreeYearRates(page: Page): Promise<{ best: number; posted: number }> {
  const body = (await (await page.request.get('/api/rates')).json()) as {
    rates: { province: string; term: string; rate_type: string; our_rate: number; posted_rate: number | null }[];
  };
  const rows = body.rates.filter((r) => r.province === 'Ontario' && r.rate_type === 'fixed' && /^3 year/i.test(r.term));
  // Today's rate is the conventional one unless the visitor says insured (ADR 42); posted rates are any type's.
  const conventional = rows.filter((r) => (r as { mortgage_type?: string }).mortgage_type === 'Conventional');
  return { best: Math.min(...conventional.map((r) => r.our_rate)), posted: Math.max(...rows.map((r) => r.posted_rate ?? 0)) };
}

for (const width of [1280, 375]) {
  const tag = width === 375 ? ' @phone-only' : '';

  test.describe(`visitor calculators at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test(`prepayment penalty: both IRD methods, the rule that applies and whether breaking saves${tag}`, async ({ page }) => {
      await page.goto('/prepayment-penalty-calculator');
      const form = page.getByRole('form', { name: 'Prepayment penalty calculator' });
      await islandHydrated(page, form);
      const site = await siteThreeYearRates(page);
      // Today's rates start from the site's own rates for the term closest to the 30 months left.
      await expect(form.getByLabel("Today's 3-year fixed rate")).toHaveValue(String(site.best));
      await expect(form.getByLabel("Today's 3-year posted rate")).toHaveValue(String(site.posted));

      await form.getByLabel('Mortgage balance').fill('300000');
      await form.getByLabel('Your interest rate').fill('4.49');
      await form.getByLabel('Months left in your term').fill('30');
      await form.getByLabel('Posted rate when you signed').fill('6.49');
      await form.getByLabel("Today's 3-year fixed rate").fill('4.19');
      await form.getByLabel("Today's 3-year posted rate").fill('5.49');
      const results = page.getByRole('region', { name: 'Your estimated penalty' });
      await expect(results).toContainText('$7,500.00');
      await expect(results).toContainText('The interest rate differential (posted-rate method) applies');
      await expect(results).toContainText('$2,250.00');

      await form.getByLabel('Your lender').selectOption({ label: 'Another lender (comparison-rate method)' });
      await expect(form.getByLabel("Today's 3-year posted rate")).toHaveCount(0);
      await expect(results).toContainText("Three months' interest applies");
      await expect(results).toContainText('$3,367.50');
      await expect(results).toContainText('Breaking now costs about $1,117.50 more');
      // Today's rate the same as the visitor's: one row for the interest over the rest of the term, not two alike.
      await form.getByLabel("Today's 3-year fixed rate").fill('4.49');
      await expect(results.getByText('Interest for the rest of the term at 4.49%')).toHaveCount(1);

      await form.getByLabel('Rate type').selectOption('variable');
      await expect(form.getByLabel('Your lender')).toHaveCount(0);
      await expect(results).toContainText('Not charged on a variable rate');
      await fitsWidth(page, width);
      await noViolations(page);

      // The address keeps the scenario: a reload (or a shared link) opens it again.
      await expect(page).toHaveURL(/balance=300000/);
      await page.reload();
      await islandHydrated(page, form);
      await expect(form.getByLabel('Mortgage balance')).toHaveValue('300000');
      await expect(form.getByLabel('Rate type')).toHaveValue('variable');
      await expect(results).toContainText('$3,367.50');
    });

    test(`cash to close: taxes, the premium's sales tax, editable fees and first-time buyer savings${tag}`, async ({ page }) => {
      await page.goto('/cash-to-close-calculator');
      const form = page.getByRole('form', { name: 'Cash to close calculator' });
      await islandHydrated(page, form);
      await form.getByLabel('Purchase price').fill('500000');
      await form.getByLabel('Down payment').fill('25000');
      await form.getByLabel('Property is in Toronto').check();
      await form.getByLabel('First-time home buyer').check();
      const results = page.getByRole('region', { name: 'Cash needed at closing' });
      await expect(results).toContainText('$34,795.00');
      // A whole-dollar transfer tax reads as its own calculator prints it (ADR 49).
      await expect(results).toContainText(/after refunds\s*\$4,475(?![.\d])/);
      await expect(results).toContainText('$1,520.00');
      await expect(results).toContainText('The $19,000.00 insurance premium is added to your mortgage');
      // No savings entered: no "−$0.00" lines for them, only what the other savings cover.
      await expect(results).toContainText('From your other savings');
      await expect(results).not.toContainText('From your FHSA');
      await expect(results).not.toContainText("From the Home Buyers' Plan");

      await form.getByLabel('From your FHSA').fill('10000');
      await form.getByLabel("From your RRSP (Home Buyers' Plan)").fill('5000');
      await expect(results).toContainText('$19,795.00');
      await expect(results).toContainText(/From your FHSA\s*−\$10,000\.00/);
      await expect(results).toContainText(/From the Home Buyers' Plan\s*−\$5,000\.00/);
      await form.getByLabel('Legal fees').fill('2500');
      await expect(results).toContainText('$35,295.00');
      // More in the FHSA than closing needs: only the cash needed is drawn, and the page says the rest is not needed.
      await form.getByLabel('From your FHSA').fill('40000');
      await expect(results).toContainText(/From your FHSA\s*−\$35,295\.00/);
      await expect(results).not.toContainText("From the Home Buyers' Plan");
      await expect(results).toContainText(cashToCloseMessages.sourcesMoreThanNeeded);
      await fitsWidth(page, width);
      await noViolations(page);
    });

    test(`the affordability result shows the cash to close and opens the full calculator pre-filled${tag}`, async ({ page }) => {
      await page.goto('/affordability-calculator');
      const section = page.getByRole('region', { name: 'Cash to close' });
      await expect(section).toContainText('Total cash needed');
      const headline = (await section.locator('p').first().innerText()).match(/\$([\d,]+) home/)?.[1]?.replace(/,/g, '');
      expect(headline).toBeTruthy();
      await section.getByRole('link', { name: 'See the full cash-to-close breakdown' }).click();
      await expect(page).toHaveURL(/\/cash-to-close-calculator\?/);
      const form = page.getByRole('form', { name: 'Cash to close calculator' });
      await islandHydrated(page, form);
      await expect(form.getByLabel('Purchase price')).toHaveValue(headline!);
      await expect(form.getByLabel('Down payment')).toHaveValue('20000');
    });

    test(`each calculator page links to the new calculators${tag}`, async ({ page }) => {
      await page.goto('/mortgage-calculator');
      const others = page.getByRole('navigation', { name: 'Other calculators' });
      await expect(others.getByRole('link', { name: 'Prepayment Penalty Calculator' })).toHaveAttribute('href', '/prepayment-penalty-calculator');
      await others.getByRole('link', { name: 'Cash to Close Calculator' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Cash to Close Calculator' })).toBeVisible();
    });
  });
}

test.describe('new calculators keep what was typed before hydration', () => {
  test('prepayment penalty @phone', async ({ page }) => {
    await typeBeforeHydration(page, '/prepayment-penalty-calculator', async () => {
      await page.locator('#penalty-balance').fill('250000');
      await page.locator('#penalty-today-rate').fill('3.5');
      await page.locator('#penalty-rate-type').selectOption('variable');
    });
    const form = page.getByRole('form', { name: 'Prepayment penalty calculator' });
    await islandHydrated(page, form);
    await expect(page.locator('#penalty-balance')).toHaveValue('250000');
    await expect(page.locator('#penalty-today-rate')).toHaveValue('3.5');
    await expect(page.locator('#penalty-rate-type')).toHaveValue('variable');
    // 250,000 × 4.89% ÷ 4: the typed values are React's state, not only the DOM's.
    await expect(page.getByRole('region', { name: 'Your estimated penalty' })).toContainText('$3,056.25');
  });

  test('cash to close @phone', async ({ page }) => {
    await typeBeforeHydration(page, '/cash-to-close-calculator', async () => {
      await page.locator('#close-price').fill('500000');
      await page.locator('#close-downPayment').fill('25000');
      await page.locator('#close-toronto').check();
      await page.locator('#close-first-time').check();
    });
    const form = page.getByRole('form', { name: 'Cash to close calculator' });
    await islandHydrated(page, form);
    await expect(page.locator('#close-price')).toHaveValue('500000');
    await expect(page.locator('#close-toronto')).toBeChecked();
    await expect(page.getByRole('region', { name: 'Cash needed at closing' })).toContainText('$34,795.00');
  });
});
