import { expect, test, type Page } from '@playwright/test';
import { typeBeforeHydration } from './support/forms';

/**
 * A visitor types (or a password manager fills) right after the page appears, before the island has hydrated.
 * The island's scripts are held back until the typing is done, so "before hydration" is certain rather than a
 * race; then the island hydrates, renders again, and the values (and a calculator's result) must still be there.
 * Each form also runs with the CPU slowed 4x, as on an ordinary phone.
 */

/** Waits until React owns the island holding `selector` (Astro removes `ssr` once it has hydrated). */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await expect(
    page
      .locator('astro-island')
      .filter({ has: page.locator(selector) })
      .first(),
  ).not.toHaveAttribute('ssr', { timeout: 20_000 });
}

/** Lead forms mark themselves once their first render after hydration is done. */
const enhanced = (page: Page, formSelector: string) => expect(page.locator(`${formSelector}[data-enhanced="true"]`)).toBeVisible({ timeout: 20_000 });

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

for (const throttled of [false, true]) {
  const suffix = throttled ? ' (CPU 4x slower)' : '';

  test.describe(`typed before hydration${suffix}`, () => {
    test.beforeEach(async ({ page }) => {
      if (throttled) await slowCpu(page);
    });

    test(`contact form keeps every field${suffix}`, async ({ page }) => {
      await typeBeforeHydration(page, '/contact', async () => {
        await page.locator('#contact-firstName').fill('Priya');
        await page.locator('#contact-lastName').fill('Shah');
        await page.locator('#contact-email').fill('priya@example.com');
        await page.locator('#contact-phone').fill('416-555-0142');
        await page.locator('#contact-message').fill('Renewing in March, looking at options.');
        await page.locator('input#contact-consent').check();
      });
      await enhanced(page, 'form:has(#contact-email)');
      await expect(page.locator('#contact-firstName')).toHaveValue('Priya');
      await expect(page.locator('#contact-lastName')).toHaveValue('Shah');
      await expect(page.locator('#contact-email')).toHaveValue('priya@example.com');
      await expect(page.locator('#contact-phone')).toHaveValue('416-555-0142');
      await expect(page.locator('#contact-message')).toHaveValue('Renewing in March, looking at options.');
      await expect(page.locator('input#contact-consent')).toBeChecked();
      // Another keystroke after the script runs leaves what was typed first in place.
      await page.locator('#contact-postalCode').fill('M5V 2T6');
      await expect(page.locator('#contact-email')).toHaveValue('priya@example.com');
      await expect(page.locator('input#contact-consent')).toBeChecked();
    });

    test(`newsletter keeps the email${suffix}`, async ({ page }) => {
      await typeBeforeHydration(page, '/newsletter', async () => {
        await page.locator('#newsletter-email').fill('early@example.com');
      });
      await enhanced(page, 'form:has(#newsletter-email)');
      await expect(page.locator('#newsletter-email')).toHaveValue('early@example.com');
    });

    test(`become-an-agent form keeps its fields${suffix}`, async ({ page }) => {
      await typeBeforeHydration(page, '/become-broker', async () => {
        await page.locator('#agent-app-full_name').fill('Jordan Lee');
        await page.locator('#agent-app-email').fill('jordan@example.com');
      });
      await page.locator('#agent-app-phone').scrollIntoViewIfNeeded();
      await hydrated(page, '#agent-app-email');
      await enhanced(page, 'form:has(#agent-app-email)');
      await page.locator('#agent-app-phone').fill('647-555-0100');
      await expect(page.locator('#agent-app-full_name')).toHaveValue('Jordan Lee');
      await expect(page.locator('#agent-app-email')).toHaveValue('jordan@example.com');
    });

    test(`application form keeps its fields${suffix}`, async ({ page }) => {
      await typeBeforeHydration(page, '/applications', async () => {
        await page.locator('#application-full_name').fill('Sam Rivera');
        await page.locator('#application-email').fill('sam@example.com');
      });
      await page.locator('#application-phone').scrollIntoViewIfNeeded();
      await hydrated(page, '#application-email');
      await enhanced(page, 'form:has(#application-email)');
      await page.locator('#application-phone').fill('905-555-0111');
      await expect(page.locator('#application-full_name')).toHaveValue('Sam Rivera');
      await expect(page.locator('#application-email')).toHaveValue('sam@example.com');
    });

    test(`sign-in keeps an autofilled email and password${suffix}`, async ({ page }) => {
      await typeBeforeHydration(page, '/auth', async () => {
        await page.locator('#sign-in-title-email').fill('staff@example.com');
        await page.locator('#sign-in-title-password').fill('a-password');
      });
      await hydrated(page, '#sign-in-title-email');
      await page.waitForTimeout(300); // the island's own first re-render after hydration
      await expect(page.locator('#sign-in-title-email')).toHaveValue('staff@example.com');
      await expect(page.locator('#sign-in-title-password')).toHaveValue('a-password');
    });

    test(`payment calculator computes on the amount typed${suffix}`, async ({ page }) => {
      await typeBeforeHydration(page, '/mortgage-calculator', async () => {
        await page.locator('#payment-amount').fill('400000');
      });
      await hydrated(page, '#payment-amount');
      // The typed amount reaches the calculator's state: the address records it and the input keeps it.
      await expect(page).toHaveURL(/amount=400000/);
      await expect(page.locator('#payment-amount')).toHaveValue('400000');
      await page.locator('#payment-amortization').selectOption('20');
      await expect(page.locator('#payment-amount')).toHaveValue('400000');
      await expect(page).toHaveURL(/amount=400000/);
    });

    test(`affordability calculator computes on the income typed${suffix}`, async ({ page }) => {
      await typeBeforeHydration(page, '/affordability-calculator', async () => {
        await page.locator('#afford-annualIncome').fill('95000');
        await page.locator('#afford-downPayment').fill('40000');
      });
      await hydrated(page, '#afford-annualIncome');
      await expect(page).toHaveURL(/down=40000/);
      await expect(page.locator('#afford-annualIncome')).toHaveValue('95000');
      await expect(page.locator('#afford-downPayment')).toHaveValue('40000');
    });

    test(`land transfer tax calculator computes on the price typed${suffix}`, async ({ page }) => {
      await typeBeforeHydration(page, '/land-transfer-tax-calculator', async () => {
        await page.locator('#ltt-price').fill('650000');
        await page.locator('#ltt-first-time').check();
      });
      await hydrated(page, '#ltt-price');
      await expect(page).toHaveURL(/price=650000/);
      await expect(page.locator('#ltt-price')).toHaveValue('650000');
      await expect(page.locator('#ltt-first-time')).toBeChecked();
    });

    test(`rates table keeps the province chosen and the tab pressed${suffix}`, async ({ page }) => {
      const table = page.getByTestId('rates-table');
      await typeBeforeHydration(page, '/rates', async () => {
        await table.getByLabel('Province').selectOption('British Columbia');
        // A tab is React's alone: the press is held and replayed once the island has hydrated (ADR 30).
        // Before hydration the tabs are links to their panels, ARIA tabs once the island owns them (ADR 58).
        await table.locator('[data-rate-tab="variable"]').click();
      });
      await hydrated(page, '[data-testid="rates-table"]');
      await expect(table.getByLabel('Province')).toHaveValue('British Columbia');
      await expect(table.getByRole('tab', { name: 'Variable' })).toHaveAttribute('aria-selected', 'true');
      await expect(table.getByRole('table', { name: 'Variable mortgage rates in British Columbia' })).toBeVisible();
    });

    test(`news search keeps the words typed${suffix}`, async ({ page }) => {
      await typeBeforeHydration(page, '/mortgage-news', async () => {
        await page.locator('#news-search').fill('renewal');
      });
      await hydrated(page, '#news-search');
      await page.waitForTimeout(700); // the search's 500 ms debounce
      await expect(page.locator('#news-search')).toHaveValue('renewal');
    });
  });
}
