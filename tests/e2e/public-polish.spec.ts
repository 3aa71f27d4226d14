import { expect, test } from '@playwright/test';

/** Pages that look finished: each check is something a visitor saw wrong. */

test('an agent\u2019s buttons on a product page read "Contact David Chen", with the space', async ({ page }) => {
  await page.goto('/products');
  const first = page.locator('main a[href^="/products/"]').first();
  const href = await first.getAttribute('href');
  await page.goto(`${href}?agent=davidchen`);
  const box = page.getByTestId('product-agent-contact');
  await expect(box).toBeVisible();
  expect(await box.locator('[data-agent-link="contact"]').innerText()).toBe('Contact David Chen');
  const email = box.locator('[data-agent-link="email"]');
  if (await email.isVisible()) expect(await email.innerText()).toBe('Email David Chen');
  const phone = box.locator('[data-agent-link="phone"]');
  if (await phone.isVisible()) expect(await phone.innerText()).toMatch(/^Call \d/);
});

test('no page of the forms holds two elements with one id', async ({ page }) => {
  for (const path of ['/contact', '/newsletter', '/become-broker', '/applications']) {
    await page.goto(path);
    const duplicates = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const element of Array.from(document.querySelectorAll('[id]'))) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
      return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
    });
    expect(duplicates, path).toEqual([]);
  }
});

test('the home page\u2019s best rate names the home province when provinces tie', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('best-rate-badge')).toContainText('Ontario, as of');
});

test('/rates gives provinces without history one sentence, not a panel each', async ({ page }) => {
  await page.goto('/rates');
  const sentences = page.getByText(/^No chart yet for /);
  expect(await sentences.count()).toBeLessThanOrEqual(1);
  for (const panel of await page.getByTestId('rate-history-panel').all()) await expect(panel.getByTestId('rate-history-chart')).toBeAttached();
});

test('at 375 px the chat launcher is a small round button that still says what it is @phone-only', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/about');
  const launcher = page.getByRole('button', { name: 'Get Instant Help' });
  await expect(launcher).toBeVisible();
  const box = (await launcher.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(64);
  expect(box.height).toBeLessThanOrEqual(64);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(launcher).toHaveText('Get Instant Help');
  expect((await launcher.boundingBox())!.width).toBeGreaterThan(100);
});

test('/rates shows five years of the posted 5-year and prime rates, and the prime rate with its date @phone', async ({ page }) => {
  await page.goto('/rates');
  await expect(page.getByTestId('prime-rate')).toContainText(/Prime rate today: \d+\.\d{2}% \(Bank of Canada, week of [A-Z][a-z]{2} \d{1,2}, \d{4}\)/);
  const section = page.getByTestId('posted-history');
  await expect(section.getByRole('heading', { name: /Posted 5-year and prime rates since \d{4}/ })).toBeVisible();
  // One drawing per width (wide screens, phones): the one shown has both lines.
  const chart = section.getByTestId('posted-history-chart').locator('visible=true');
  await expect(chart).toHaveCount(1);
  await expect(chart.locator('path')).toHaveCount(2);
  // Year labels along the time axis, and the chart inside the page at every width.
  expect(await chart.locator('text').allTextContents()).toEqual(expect.arrayContaining([String(new Date().getFullYear() - 1)]));
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(width);
  await section.getByText('Show the numbers').click();
  const table = section.getByRole('region', { name: 'Posted 5-year and prime rates by month' });
  await expect(table).toBeVisible();
  // One row a month over five years (the first of them may be cut by the week), plus the header.
  expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(60);
});
