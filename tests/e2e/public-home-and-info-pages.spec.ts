import { expect, test, type Page } from '@playwright/test';
import { islandHydrated } from './support/forms';
import { expectNoAxeViolations } from './support/axe';
import { ONTARIO_FIVE_YEAR_FIXED } from '../helpers/rate-fixture';

/** Scrolls to the bottom and back so every client:visible island hydrates before we look or scan. */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
}

/** A page is scanned at a desktop width, then resized to a phone's in the same page (its layout follows the width). */
const PHONE_AFTER_DESKTOP = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

const rate = (over: Record<string, unknown>) => ({
  id: `t-${Math.random()}`,
  ...ONTARIO_FIVE_YEAR_FIXED,
  scraped_at: '2026-03-10T12:00:00.000Z',
  ...over,
});

test.describe('home page', () => {
  test('hero, best rate, rates tabs and province, lenders, testimonials and news @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Get Started/ }).last()).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /Online Application/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('best-rate-badge')).toContainText(/Best Rate Today\s*\d+\.\d{2}%/);

    const rates = page.getByTestId('rates-table');
    await rates.scrollIntoViewIfNeeded();
    // Links to their panels until the island hydrates at the first interaction, ARIA tabs from then on (ADR 58).
    const fixedTab = rates.locator('[data-rate-tab="fixed"]');
    const variableTab = rates.locator('[data-rate-tab="variable"]');
    const fixedPanel = rates.locator('[data-rate-panel="fixed"]');
    await expect(fixedPanel.getByRole('row')).toHaveCount(13); // header + 4 terms x 3 mortgage types
    await expect(fixedPanel.getByRole('rowheader').first()).toHaveText('1 Year');
    await expect(
      fixedPanel
        .getByRole('cell')
        .filter({ hasText: /^\d+\.\d{2}%$/ })
        .first(),
    ).toBeVisible();
    await expect(rates).toContainText('Rates are subject to change without notice OAC.');
    await expect(rates.getByTestId('rates-updated')).toContainText(/Rates last updated \w+ \d{1,2}, \d{4}/);

    // Wait for hydration (the tab reacts), then switch tabs by click and by arrow key.
    await expect(async () => {
      await variableTab.click();
      await expect(variableTab).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
    }).toPass();
    await expect(variableTab).toHaveRole('tab');
    await expect(rates.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await variableTab.getAttribute('id'))!);
    await variableTab.press('ArrowLeft');
    await expect(fixedTab).toHaveAttribute('aria-selected', 'true');
    await expect(fixedTab).toBeFocused();

    const province = rates.getByLabel('Province');
    await expect(province).toHaveValue('Ontario');
    await expect(province.locator('option')).toHaveCount(13);
    await province.selectOption('Alberta');
    await expect(rates.locator('caption').first()).toHaveText('Fixed mortgage rates in Alberta');
    await expect(rates.getByRole('tabpanel').getByRole('row')).toHaveCount(13);

    await expect(page.getByRole('heading', { name: 'A Lenders - Big Banks' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alternate Lenders' })).toBeVisible();
    await expect(page.getByTestId('lenders-a_lender').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('lenders-alternate_lender').getByRole('listitem').first()).toBeVisible();
    // Lenders with a logo show it, named for screen readers (the demo lenders all have one).
    const logo = page.getByTestId('lenders-a_lender').getByRole('img', { name: 'RBC Royal Bank' });
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const testimonials = page.getByTestId('testimonial');
    const count = await testimonials.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    await expect(testimonials.first().getByRole('img', { name: /Rated [1-5] out of 5/ })).toBeVisible();

    const news = page.getByTestId('news-card');
    await expect(news).toHaveCount(3);
    // A sample (demo) article links nowhere (ADR 48); a stored one opens its source in a new tab.
    const readMore = page.getByRole('link', { name: /Read More/ });
    await expect(readMore).toHaveCount(3 - (await page.getByTestId('news-sample-badge').count()));
    for (const link of await readMore.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(page.getByRole('link', { name: 'View All News' })).toHaveAttribute('href', '/mortgage-news');
  });

  test('has no axe violations at 1280 px, nor resized to a 375 px phone', async ({ page }) => {
    await page.goto('/');
    for (const viewport of PHONE_AFTER_DESKTOP) {
      await page.setViewportSize(viewport);
      await revealAll(page);
      await expectNoAxeViolations(page, undefined, { label: `axe on / at ${viewport.width} px` });
    }
  });

  test('the rates island replaces the built table with the API answer', async ({ page }) => {
    await page.route('**/api/rates?*', (route) =>
      route.fulfill({ json: { rates: [rate({ our_rate: 1.23 })], as_of: '2026-03-10T12:00:00.000Z', is_today: true } }),
    );
    await page.goto('/rates');
    const rates = page.getByTestId('rates-table');
    // On /rates the table revalidates once a visitor starts using it (ADR 30).
    await islandHydrated(page, rates);
    await expect(rates.getByRole('tabpanel').getByRole('row')).toHaveCount(2);
    await expect(rates).toContainText('1.23%');
    await expect(rates.getByTestId('rates-updated')).toHaveText('Rates last updated March 10, 2026');
    await rates.getByRole('tab', { name: 'Variable' }).click();
    await expect(rates.getByText('No variable rates available')).toBeVisible();
  });

  test('the rates island shows the empty state when the API has no rates', async ({ page }) => {
    await page.route('**/api/rates?*', (route) => route.fulfill({ json: { rates: [], as_of: null, is_today: false } }));
    await page.goto('/rates');
    const rates = page.getByTestId('rates-table');
    // On /rates the table revalidates once a visitor starts using it (ADR 30).
    await islandHydrated(page, rates);
    await expect(rates.getByText('No Rates Available')).toBeVisible();
    await expect(rates).toContainText("We're currently updating our rates. Please check back in a few minutes or contact us for the latest rates.");
    await expect(rates.getByRole('tab')).toHaveCount(0);
    await expect(rates.getByTestId('rates-updated')).toHaveCount(0);
    await expect(rates.getByLabel('Province')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('latest news shows the feed when it answers, with a placeholder for a broken image', async ({ page }) => {
    const articles = [1, 2, 3, 4].map((n) => ({
      id: `a${n}`,
      title: `Feed article ${n}`,
      link: `https://news.example.com/${n}`,
      published: '2026-11-20T12:00:00.000Z',
      author: 'Reporter',
      summary: `Summary ${n}`,
      image: n === 1 ? 'https://127.0.0.1:1/broken.jpg' : null,
      categories: [],
    }));
    await page.route('**/api/news?limit=3', (route) => route.fulfill({ json: { articles, hasMore: false, nextCursor: null } }));
    await page.goto('/');
    await page.getByTestId('latest-news').scrollIntoViewIfNeeded();
    const cards = page.getByTestId('news-card');
    await expect(cards.first()).toContainText('Feed article 1');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText('Nov 20, 2026 · news.example.com');
    await expect(cards.first().getByTestId('news-image-placeholder')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Read More\s+about Feed article 2/ })).toHaveAttribute('href', 'https://news.example.com/2');
  });

  test('latest news keeps the built articles when the feed fails', async ({ page }) => {
    const answered = page.waitForResponse('**/api/news?limit=3');
    await page.route('**/api/news?limit=3', (route) => route.fulfill({ status: 200, body: '<html>not json</html>' }));
    await page.goto('/');
    // Built from the news store at the last rebuild, or the sample articles while the store is empty.
    const built = await page.getByTestId('news-card').first().textContent();
    await page.getByTestId('latest-news').scrollIntoViewIfNeeded();
    await answered;
    await expect(page.getByTestId('news-card')).toHaveCount(3);
    await expect(page.getByTestId('news-card').first()).toHaveText(built!);
  });
});

/**
 * Each information page: what every page has (one h1, its title and description, the licence), what this page says,
 * and no axe violation, at 1280 px and then resized to a 375 px phone in the same page (a phone's layout is the same
 * page under its media queries: one load instead of one per width and per check).
 */
const infoPages: { path: string; h1: string; says: string; content: (page: Page) => Promise<void> }[] = [
  {
    path: '/rates',
    h1: "Today's Mortgage Rates",
    says: 'the subtitle, the rates island and the OAC note',
    content: async (page) => {
      await expect(page.getByText('Compare the best mortgage rates available from top Canadian lenders')).toBeVisible();
      await expect(page.getByTestId('rates-table').locator('[data-rate-tab="fixed"]')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Fixed or variable?' })).toBeVisible();
      await expect(page.getByText(/OAC means on approved credit/)).toBeVisible();
    },
  },
  {
    path: '/mortgage-options',
    h1: 'Mortgage Options',
    says: 'the eight options with a "Best for" line and the expert link',
    content: async (page) => {
      const cards = page.getByTestId('mortgage-option');
      await expect(cards).toHaveCount(8);
      const titles = [
        'Fixed Rate',
        'Variable Rate',
        'Adjustable Rate (ARM)',
        'First-Time Homebuyer',
        'Refinancing',
        'Investment Property',
        'Second Mortgages & HELOCs',
        'Reverse Mortgages',
      ];
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(titles);
      for (const card of await cards.all()) await expect(card).toContainText('Best for:');
      await expect(cards.last()).toContainText('55 or older');
      await expect(cards.last()).toContainText('tax-free');
      await expect(cards.last()).toContainText('no monthly payments');
      await expect(page.getByRole('link', { name: 'Speak with a Mortgage Expert' })).toHaveAttribute('href', '/contact');
    },
  },
  {
    path: '/why-broker',
    h1: 'Why Use a Mortgage Broker',
    says: 'five advantages, the comparison table, compliance and a contact link',
    content: async (page) => {
      await expect(page.getByTestId('broker-advantage')).toHaveCount(5);
      const table = page.getByRole('table', { name: /broker compares with going directly to your bank/ });
      await expect(table.getByRole('columnheader')).toHaveText(['What matters', 'Mortgage broker', 'Your bank']);
      const compliance = page.getByRole('region', { name: 'Licensed and regulated' });
      await expect(compliance).toContainText('Licence #10530');
      await expect(compliance).toContainText('Financial Services Regulatory Authority of Ontario');
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    },
  },
  {
    path: '/app',
    h1: 'Your mortgage, in your pocket',
    says: 'four features and the two store links open in a new tab',
    content: async (page) => {
      await expect(page.getByTestId('app-feature')).toHaveCount(4);
      for (const name of ['Download for iOS', 'Download for Android']) {
        const link = page.getByRole('link', { name: new RegExp(name) });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('href', /^https:\/\//);
      }
    },
  },
  {
    path: '/about',
    h1: 'About Northstar Mortgage Team',
    says: 'the business claims and the licence',
    content: async (page) => {
      const main = page.getByRole('main');
      for (const claim of [
        '50+',
        'rates daily',
        'over 15 years of experience',
        'over 20 years',
        'Licence #10530',
        'Financial Services Regulatory Authority of Ontario',
      ]) {
        await expect(main).toContainText(claim);
      }
    },
  },
  {
    path: '/calculators',
    h1: 'Mortgage Calculators',
    says: 'a link to every calculator',
    content: async (page) => {
      const main = page.getByRole('main');
      for (const href of [
        '/mortgage-calculator',
        '/affordability-calculator',
        '/land-transfer-tax-calculator',
        '/cash-to-close-calculator',
        '/prepayment-penalty-calculator',
      ]) {
        await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
      }
      await expect(page.getByTestId('calculator-card')).toHaveCount(5);
    },
  },
];

test.describe('information pages', () => {
  for (const { path, h1, says, content } of infoPages) {
    test(`${path} has one h1, its title and description, the licence, ${says}, and no axe violations at 1280 and 375 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(/\| Northstar Mortgage Team$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page.getByTestId('licence-text')).toContainText('Licence #10530');
      for (const viewport of PHONE_AFTER_DESKTOP) {
        await page.setViewportSize(viewport);
        await content(page);
        await revealAll(page);
        await expectNoAxeViolations(page, undefined, { label: `axe on ${path} at ${viewport.width} px` });
      }
    });
  }
});
