import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/** the agent directory is paginated and searchable; the search loads its index only when used. */
test.describe('find a broker', () => {
  test('the search finds agents by name or area and loads the index only on first use', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => request.url().endsWith('/find-broker/agents.json') && indexRequests.push(request.url()));
    await page.goto('/find-broker');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    const search = page.getByRole('searchbox', { name: 'Search by name or area' });
    await search.fill('chen');
    const results = page.getByTestId('agent-search-results');
    await expect(results.getByRole('link', { name: /David Chen/ })).toHaveAttribute('href', '/agents/davidchen');
    await expect(page.getByTestId('agents-grid')).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Matching agents: 1.' })).toBeVisible();
    await search.fill('nobody-by-this-name');
    await expect(page.getByText('No agents match “nobody-by-this-name”.')).toBeVisible();
    await search.fill('');
    await expect(page.getByTestId('agents-grid')).toBeVisible();
    expect(indexRequests).toHaveLength(1);
    await expectNoAxeViolations(page);
  });

  test('the index holds public fields only, and a page past the last answers 404', async ({ request }) => {
    const index = (await (await request.get('/find-broker/agents.json')).json()) as Record<string, unknown>[];
    expect(index.length).toBeGreaterThan(0);
    expect(Object.keys(index[0]!).sort()).toEqual([
      'area',
      'contactPath',
      'email',
      'headshot',
      'id',
      'initials',
      'logo',
      'name',
      'path',
      'phone',
      'profile_slug',
      'title',
    ]);
    expect((await request.get('/find-broker/page/999')).status()).toBe(404);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the directory shows its agents and no search box that could not work', async ({ page }) => {
      await page.goto('/find-broker');
      await expect(page.getByTestId('agent-card').first()).toBeVisible();
      await expect(page.getByRole('searchbox')).toBeHidden();
    });
  });
});
