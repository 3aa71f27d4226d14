import { expect, test, type Page } from '@playwright/test';
import { answerMessages } from '../../src/lib/messages-answers';
import { messages } from '../../src/lib/messages';
import { provinceMessages } from '../../src/lib/messages-provinces';

/**
 * What the fourth visitor walk made without reading the code found (ADR 58, ADR 5, ADR 42): changing one's figures
 * on a calculator's answer page without JavaScript, the territories' fees, the phone menu and Escape without
 * JavaScript, the rate-alert range, and the chat button over the rate-alert form. Each walked as that visitor.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const inputs = (page: Page) => page.locator('section[aria-labelledby="inputs-heading"]');

/** Opens a calculator, fills its fields by id (a select picks the value) and sends the form as the browser does. */
async function sendCalculator(page: Page, path: string, values: Record<string, string>) {
  await page.goto(path);
  for (const [id, value] of Object.entries(values)) {
    const field = page.locator(`#${id}`);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await page.locator('main form button[type="submit"]').first().click();
}

test.describe('1. without JavaScript, "Change your figures" on an answer page keeps the visitor’s figures', () => {
  test.use({ javaScriptEnabled: false });

  test('payment: one figure changed on the answer page, every other one kept', async ({ page }) => {
    await sendCalculator(page, '/mortgage-calculator', { 'payment-amount': '420000', 'payment-amortization': '20', 'payment-frequency': 'bi-weekly' });
    await expect(page).toHaveURL(/\/api\/calculators\/payment\?/);
    // The link to the full calculator would open it with its usual figures: hidden, the page's own form instead.
    await expect(page.getByRole('link', { name: answerMessages.changeFigures })).toBeHidden();
    const amount = page.getByRole('textbox', { name: 'Mortgage amount', exact: true });
    await expect(amount).toHaveValue('420000');
    await amount.fill('300000');
    await page.getByRole('button', { name: answerMessages.calculate }).click();
    await expect(page).toHaveURL(/\/api\/calculators\/payment\?.*payment-amount=300000/);
    await expect(inputs(page)).toContainText('Mortgage amount$300,000.00');
    await expect(inputs(page)).toContainText('Amortization20 years');
    await expect(inputs(page)).toContainText('Payment frequencyBi-weekly');
  });

  test('affordability: a figure that cannot be used is corrected in the form on the problems page', async ({ page }) => {
    await sendCalculator(page, '/affordability-calculator', { 'afford-annualIncome': '150000', 'afford-downPayment': '-5', 'afford-province': 'MB' });
    await expect(page.getByRole('alert')).toContainText(answerMessages.notUsable('Down payment', '-5'));
    await expect(page.getByRole('textbox', { name: 'Annual income', exact: true })).toHaveValue('150000');
    await page.getByRole('textbox', { name: 'Down payment', exact: true }).fill('90000');
    await page.getByRole('button', { name: answerMessages.calculate }).click();
    await expect(page.getByRole('heading', { name: answerMessages.resultHeading })).toBeVisible();
    await expect(inputs(page)).toContainText(`${provinceMessages.province}Manitoba`);
    await expect(inputs(page)).toContainText('Annual income$150,000');
    await expect(inputs(page)).toContainText('Down payment$90,000');
  });
});

test('1. with JavaScript, the answer page’s link opens the calculator on the same figures', async ({ page }) => {
  await page.goto(
    `/api/calculators/payment?${new URLSearchParams({ 'payment-province': 'Ontario', 'payment-amount': '420000', 'payment-amortization': '20', 'payment-frequency': 'bi-weekly' })}`,
  );
  await page.getByRole('link', { name: answerMessages.changeFigures }).click();
  await expect(page).toHaveURL(/\/mortgage-calculator\?/);
  await expect(page.locator('#payment-amount')).toHaveValue('420000');
  await expect(page.locator('#payment-amortization')).toHaveValue('20');
  await expect(page.locator('#payment-frequency')).toHaveValue('bi-weekly');
});

test('2. a territory’s registration fees, which the calculator does not estimate, are not shown as $0', async ({ page }) => {
  await page.goto('/land-transfer-tax-calculator');
  for (const code of ['YT', 'NT', 'NU']) {
    await page.locator('#ltt-province').selectOption(code);
    const total = page.locator('dl > div').filter({ hasText: provinceMessages.total('none-known') });
    await expect(total).toContainText(provinceMessages.totalValue('none-known', ''));
    await expect(total).not.toContainText('$');
  }
});

test.describe('4. the phone menu with scripts blocked', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('Escape and a tap outside close it, and Tab goes from "Open menu" into it', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();

    await open.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#mobile-drawer') !== null)).toBe(true);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});

test('4. with scripts the phone menu is a modal dialog, closed by Escape', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Site menu' });
  await expect(drawer).toBeVisible();
  expect(await drawer.evaluate((d) => d.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('5. the rate-alert range is a visible hint under the field, read as its description, before any submit', async ({ page }) => {
  await page.goto('/rates');
  const threshold = page.getByTestId('rate-alert-form').locator('#rate-alert-threshold');
  await expect(page.locator('#rate-alert-threshold-hint')).toBeVisible();
  await expect(page.locator('#rate-alert-threshold-hint')).toHaveText(messages.rateAlerts.thresholdInvalid);
  await expect(threshold).toHaveAccessibleName(messages.rateAlerts.threshold);
  await expect(threshold).toHaveAccessibleDescription(messages.rateAlerts.thresholdInvalid);
});

/**
 * What the chat button covers two frames after a scroll: the rate-alert form's fields, and any figure (a short text
 * with $ or %, not a sentence) outside a form. Nothing while it is hidden.
 */
function coveredNow(page: Page) {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const launcher = document.querySelector<HTMLElement>('#chat-widget-root > button');
    if (!launcher || getComputedStyle(launcher).visibility === 'hidden') return [];
    const c = launcher.getBoundingClientRect();
    const figure = /\$\s?\d|\d\s?%|^%$/;
    const text = (element: Element) => element.textContent?.trim() ?? '';
    return [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => {
        const field = element.closest('[data-testid="rate-alert-form"]') !== null;
        if (field && element.matches('input:not([type=hidden]), select, label, legend, button')) return true;
        if (element.children.length > 0) return false;
        return field ? text(element) !== '' : text(element).length <= 24 && figure.test(text(element)) && element.closest('form') === null;
      })
      .filter((element) => {
        const r = element.getBoundingClientRect();
        // What a visitor sees: the overlap inside the window (the launcher slides in from below its edge).
        const top = Math.max(r.top, c.top, 0);
        const bottom = Math.min(r.bottom, c.bottom, window.innerHeight);
        return element.checkVisibility() && r.width > 0 && r.right > c.left && r.left < c.right && bottom > top;
      })
      .map((element) => element.id || text(element).slice(0, 30));
  });
}

test.describe('6. the chat button over the rate-alert form and the figures', () => {
  const pages = ['/rates', '/mortgage-calculator', '/affordability-calculator'];
  for (const path of pages) {
    test(`${path}: at 1280 and 375 px, two frames after each 60 px of scroll, the chat button covers no field or figure`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(path);
      await expect(page.locator('#chat-widget-root > button')).toBeAttached();
      const covered: string[] = [];
      let positions = 0;
      for (const viewport of [WIDE, PHONE]) {
        await page.setViewportSize(viewport);
        const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        for (let y = 0; y <= bottom + 59; y += 60) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
          positions += 1;
          const found = await coveredNow(page);
          if (found.length > 0) covered.push(`${viewport.width} px at ${y}: ${found.join(', ')}`);
        }
      }
      // The measurement, for the record: positions where something was still covered two frames after the scroll.
      console.log(`${path}: covered at ${covered.length} of ${positions} positions`);
      expect(covered).toEqual([]);
    });
  }
});

test.describe('7. without JavaScript, an answer page says which figures it used and shows its brackets (ADR 58, ADR 49)', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });
  const result = (page: Page) => page.locator('section[aria-labelledby="result-heading"]');

  test('payment: a custom rate typed without ticking "Custom rate" is named as not used, not offered to edit', async ({ page }) => {
    await sendCalculator(page, '/mortgage-calculator', { 'payment-amount': '500000', 'payment-rate': '7' });
    await expect(page).toHaveURL(/\/api\/calculators\/payment\?/);
    await expect(result(page)).toContainText(answerMessages.notCounted('Interest rate', '7%', answerMessages.onlyWhenTicked(messages.calculators.customRate)));
    await expect(result(page)).toContainText(answerMessages.payment.rate);
    await expect(page.getByRole('textbox', { name: 'Interest rate', exact: true })).toHaveCount(0);
  });

  test('cash to close: an FHSA amount and two buyers without "First-time home buyer" are named as not used', async ({ page }) => {
    await sendCalculator(page, '/cash-to-close-calculator', { 'close-fhsa': '8000', 'close-buyers': '2' });
    await expect(page).toHaveURL(/\/api\/calculators\/cash-to-close\?/);
    const why = answerMessages.onlyWhenTicked('First-time home buyer');
    await expect(result(page)).toContainText(answerMessages.notCounted('From your FHSA', '$8,000', why));
    await expect(result(page)).toContainText(answerMessages.notCounted('Buyers with their own FHSA and RRSP', '2', why));
  });

  test('land transfer tax in Montreal at $650,000: the brackets are listed and add up to the total, to the cent', async ({ page }) => {
    await page.goto('/land-transfer-tax-calculator');
    await page.locator('#ltt-province').selectOption('QC');
    await page.locator('#ltt-price').fill('650000');
    await page.locator('#ltt-montreal').check();
    await page.locator('main form button[type="submit"]').first().click();
    const table = result(page).getByRole('table', { name: provinceMessages.breakdownTitle(provinceMessages.charges.qcWelcomeTax) });
    const taxes = await table.locator('tbody td:last-child').allTextContents();
    expect(taxes).toEqual(['$314.50', '$2,521.00', '$3,559.50', '$1,954.00']);
    await expect(table.locator('tfoot')).toContainText('$8,349.00');
    // The table fits the phone's width: nothing to scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
