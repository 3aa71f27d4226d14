import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import { expectNoAxeViolations } from './support/axe';

/**
 * What a visitor walk made without reading the code still found (ADR 42): the amortization table on a phone, the
 * chat button over calculator figures, the phone menu and the home page's rate tabs without JavaScript, and the
 * newsletter's answer. Each walked as that visitor, at 1280 and 375 px.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

test.describe('10. the amortization table on a phone', () => {
  test('fits a 375 px screen without sideways scrolling, each year a block of labelled figures, read as a table', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/mortgage-calculator');
    const table = page.getByRole('table', { name: 'Amortization schedule by year' });
    await expect(table).toBeVisible();
    // Wide: a table with its column headings on show.
    await expect(table.getByRole('columnheader', { name: 'Principal' })).toBeVisible();

    await page.setViewportSize(PHONE);
    await table.scrollIntoViewIfNeeded();
    const fit = await table.evaluate((element) => {
      const box = element.closest('section')!.getBoundingClientRect();
      const cells = [...element.querySelectorAll('tbody td, tbody th')].filter((cell) => cell.getBoundingClientRect().width > 0);
      return {
        page: document.documentElement.scrollWidth,
        table: element.getBoundingClientRect().width,
        box: box.width,
        outside: cells.filter((cell) => cell.getBoundingClientRect().right > box.right + 0.5).length,
      };
    });
    expect(fit.page).toBeLessThanOrEqual(375);
    expect(fit.table).toBeLessThanOrEqual(fit.box);
    expect(fit.outside).toBe(0);
    // Each figure says what it is on screen, and stays a cell of its row and column for a screen reader.
    const firstYear = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Year 1', exact: true }) });
    for (const label of ['Payments', 'Principal', 'Interest', 'Ending balance']) await expect(firstYear.getByText(label, { exact: true })).toBeVisible();
    await expect(firstYear.getByRole('cell')).toHaveCount(4);
    // A year opened: its payments stack the same way.
    await firstYear.getByRole('button', { name: 'Year 1', exact: true }).click();
    const payments = page.getByRole('table', { name: 'Payments in year 1' });
    await expect(payments).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page, 'section[aria-labelledby="schedule-heading"]');
  });
});

/** Money and percentages the calculator answers with (its island, outside its form): what the chat button must not hide. */
function coveredFigures(page: Page) {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('#chat-widget-root > button');
    if (!launcher || getComputedStyle(launcher).visibility === 'hidden') return [];
    const c = launcher.getBoundingClientRect();
    const figure = /\$\s?\d|\d\s?%/;
    return [...document.querySelectorAll<HTMLElement>('main astro-island *')]
      .filter((element) => element.children.length === 0 && figure.test(element.textContent ?? ''))
      .filter((element) => element.closest('form') === null)
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return r.width > 0 && r.right > c.left && r.left < c.right && r.bottom > c.top && r.top < c.bottom;
      })
      .map((element) => element.textContent?.trim());
  });
}

test.describe('the chat button over calculator figures', () => {
  const pages = [
    '/mortgage-calculator',
    '/land-transfer-tax-calculator',
    '/prepayment-penalty-calculator',
    '/cash-to-close-calculator',
    '/affordability-calculator',
  ];
  for (const path of pages) {
    test(`${path}: at 1280 and 375 px, scrolled every 60 px, the chat button covers no result`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(path);
      await expect(page.locator('#chat-widget-root > button')).toBeAttached();
      const covered: string[] = [];
      for (const viewport of [WIDE, PHONE]) {
        await page.setViewportSize(viewport);
        const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        for (let y = 0; y <= bottom + 59; y += 60) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
          // The launcher steps aside on the next frame and fades out: what it still covers once it has settled.
          await page.waitForTimeout(20);
          const found = await expect
            .poll(() => coveredFigures(page), { timeout: 1_500 })
            .toEqual([])
            .then(() => [])
            .catch(async () => coveredFigures(page));
          if (found.length > 0) covered.push(`${viewport.width} px at ${y}: ${found.join(', ')}`);
        }
      }
      expect(covered).toEqual([]);
      // Scrolled to the end, past the figures, the button is there for whoever wants it.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect(page.locator('#chat-widget-root > button')).toBeVisible();
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('at 375 px "Open menu" opens the site menu, whose links lead on, and "Close menu" closes it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/about');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByText('Resources').click();
    await expect(menu.getByRole('link', { name: 'Blogs' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Our Rates' }).click();
    await expect(page).toHaveURL(/\/rates$/);
  });

  test('home page: Tab reaches the Variable tab from Fixed, and no tab claims a selection it cannot update', async ({ page }) => {
    await page.goto('/');
    const table = page.getByTestId('rates-table');
    const fixed = table.locator('[data-rate-tab="fixed"]');
    const variable = table.locator('[data-rate-tab="variable"]');
    await fixed.focus();
    await page.keyboard.press('Tab');
    await expect(variable).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(table.locator('[data-rate-panel="variable"]')).toBeVisible();
    await expect(table.locator('[data-rate-panel="fixed"]')).toBeHidden();
    await expect(table.locator('[aria-selected="true"]')).toHaveCount(0);
  });

  test('newsletter: the answer says the subscription is made and names the next step, without taking it back', async ({ page }) => {
    await page.goto('/newsletter');
    const form = page.locator('main form');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`e2e-blind-news-${Date.now()}@example.test`);
    await form.getByRole('button', { name: 'Subscribe Now' }).click();
    const answer = page.locator('#newsletter-result-sent');
    await expect(answer).toBeVisible();
    await expect(answer).toHaveText(`${messages.newsletter.success} ${messages.newsletter.checkInbox}`);
    await expect(answer).toContainText('One more step');
    await expect(answer).not.toContainText('starts once');
  });
});
