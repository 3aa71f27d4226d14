import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The axe helper scans in the page itself, and the default way when a frame is from another origin (ADR 34): either
 * way a violation is found, in the page and inside such a frame. No site page is needed: the markup is the test's.
 */
const unlabelled = '<main><h1>Axe check</h1><input type="text"></main>';

test('the axe helper finds a violation in the page, and one inside a cross-origin frame', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Axe check</title></head><body>${unlabelled}</body></html>`);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/label/);

  await page.route('https://frame.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><head><title>Frame</title></head><body>${unlabelled}</body></html>` }),
  );
  await page.route('https://page.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Page</title></head><body><main><h1>Page</h1><iframe title="Outside" src="https://frame.example/"></iframe></main></body></html>',
    }),
  );
  await page.goto('https://page.example/');
  await expect(page.frameLocator('iframe').getByRole('textbox')).toBeVisible();
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/label/);
});
