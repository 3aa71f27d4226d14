import { expect, test } from '@playwright/test';
import { startUsing } from './support/forms';

/**
 * Form pages that are only read download no React (ADR 30): a form island loads at the visitor's first focus, press
 * or key inside it; the server's HTML works before that, and what is typed meanwhile is kept.
 */
for (const path of ['/contact', '/newsletter', '/become-broker', '/applications']) {
  test(`${path} loads its form island only when the visitor starts using the form`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    const island = page.locator('astro-island[client="interaction"]').first();
    const component = new URL((await island.getAttribute('component-url'))!, page.url()).pathname;
    await page.waitForLoadState('networkidle');
    expect(scripts).not.toContain(component);
    await expect(island).toHaveAttribute('ssr', '');

    const form = island.locator('form').first();
    await form.scrollIntoViewIfNeeded();
    await startUsing(form);
    expect(scripts).toContain(component);
  });
}

test('a query string (a carried scenario, a chosen agent) hydrates the form at idle, without waiting for a focus', async ({ page }) => {
  await page.goto('/contact?agent=none');
  await expect(page.locator('main form')).toHaveAttribute('data-enhanced', 'true', { timeout: 20_000 });
});
