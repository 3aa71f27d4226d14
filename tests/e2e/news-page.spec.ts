import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('/mortgage-news', () => {
  test('shows the sample articles when no feed answers, links none of them, and searches them @phone', async ({ page }) => {
    // An empty store, whatever other specs have polled into the shared e2e database.
    await page.route('**/api/news?**', (route) => route.fulfill({ json: { articles: [], hasMore: false, nextCursor: null } }));
    await page.goto('/mortgage-news');
    await expect(page.getByRole('heading', { level: 1, name: 'Canadian Mortgage News' })).toBeVisible();
    const cards = page.getByTestId('news-card');
    await expect(cards).toHaveCount(3);
    // A sample's address is invented: it links nowhere (ADR 48).
    await expect(cards.first().getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Load More News' })).toHaveCount(0);

    await page.getByPlaceholder('Search news articles...').fill('stress test');
    await expect(cards).toHaveCount(1);
    await page.getByPlaceholder('Search news articles...').fill('zzzz-nothing');
    await expect(page.getByText('No articles match your search.')).toBeVisible();
  });

  test('uses the server articles and loads more with the cursor', async ({ page }) => {
    const article = (n: number) => ({
      id: `a${n}`,
      title: `Feed article ${n}`,
      link: `https://news.example/${n}`,
      published: '2026-11-20T12:00:00Z',
      summary: 'Summary',
      categories: [],
    });
    await page.route('**/api/news?**', async (route) => {
      const cursor = new URL(route.request().url()).searchParams.get('cursor');
      const body = cursor
        ? { articles: [article(16)], hasMore: false, nextCursor: null }
        : { articles: Array.from({ length: 15 }, (_, i) => article(i + 1)), hasMore: true, nextCursor: 'page-2' };
      await route.fulfill({ json: body });
    });
    await page.goto('/mortgage-news');
    await expect(page.getByTestId('news-card')).toHaveCount(15);
    await page.getByRole('button', { name: 'Load More News' }).click();
    await expect(page.getByTestId('news-card')).toHaveCount(16);
    await expect(page.getByRole('button', { name: 'Load More News' })).toHaveCount(0);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/mortgage-news');
    await expect(page.getByTestId('news-card').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
