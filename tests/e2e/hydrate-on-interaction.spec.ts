import { expect, type Page, test } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import { startUsing } from './support/forms';

/**
 * Form pages that are only read download no React (ADR 30): a form island loads at the visitor's first focus, press
 * or key inside it; the server's HTML works before that, and what is typed meanwhile is kept.
 */
for (const path of ['/become-broker', '/applications']) {
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

/**
 * The contact and newsletter forms are no islands (ADR 54): a page script of a few KB runs them, so no framework
 * loads even once the visitor has used the form.
 */
for (const path of ['/contact', '/newsletter']) {
  test(`${path} runs its form with a page script and loads no framework`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    const form = page.locator('main form').first();
    await startUsing(form);
    await form.locator('input[type="email"]').fill('not-an-address');
    await form.getByRole('button', { name: /^(Submit|Subscribe Now)$/ }).click();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main astro-island').count()).toBe(0);
    expect(scripts.filter((script) => /\/(client|react-dom|zod)\.[\w-]+\.js$/.test(script))).toEqual([]);
  });
}

test('a query string (a carried scenario) hydrates the form at idle, without waiting for a focus', async ({ page }) => {
  await page.goto('/applications?amount=400000');
  await expect(page.locator('main form')).toHaveAttribute('data-enhanced', 'true', { timeout: 20_000 });
});

/**
 * A browser that is never idle: an idle callback runs only when the timeout it gave runs out, as Chromium runs it on a
 * page that stays busy; with `honourTimeout` false, not even then.
 */
async function neverIdle(page: Page, honourTimeout: boolean) {
  await page.addInitScript((honour) => {
    Object.assign(window, {
      requestIdleCallback: (callback: () => void, options?: { timeout?: number }) =>
        honour && options?.timeout !== undefined ? window.setTimeout(callback, options.timeout) : 0,
    });
  }, honourTimeout);
}

test('on a page that is never idle, a query string still hydrates the form within seconds', async ({ page }) => {
  await neverIdle(page, true);
  await page.goto('/applications?amount=400000');
  await expect(page.locator('main form')).toHaveAttribute('data-enhanced', 'true', { timeout: 5_000 });
});

test('with a query string, the first focus hydrates the form without waiting for idle', async ({ page }) => {
  await neverIdle(page, false);
  await page.goto('/applications?amount=400000');
  const form = page.locator('main form');
  await page.waitForLoadState('networkidle');
  await expect(form).not.toHaveAttribute('data-enhanced', 'true');
  await startUsing(form);
});

test('on a page that is never idle, the islands that hydrate at idle still do within seconds', async ({ page }) => {
  await neverIdle(page, true);
  for (const path of ['/mortgage-news', '/newsletter/unsubscribe']) {
    await page.goto(path);
    const island = page.locator('astro-island[client="idle"]');
    await expect(island).toHaveCount(1);
    // Astro removes `ssr` from an island once it has hydrated.
    await expect(island, path).not.toHaveAttribute('ssr', '', { timeout: 5_000 });
  }
});

test('/auth loads the sign-in island at the first focus, and its button works from then on (ADR 54)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await neverIdle(page, false);
  await page.goto('/auth');
  const island = page.locator('main astro-island[client="interaction"]');
  const component = new URL((await island.getAttribute('component-url'))!, page.url()).pathname;
  await page.waitForLoadState('networkidle');
  expect(scripts).not.toContain(component);
  const button = page.locator('main form').getByRole('button', { name: 'Sign In' });
  // It never posts natively (the password would travel in the address): disabled until the island runs it.
  await expect(button).toBeDisabled();
  await page.locator('main form').getByLabel('Email').focus();
  await expect(island).not.toHaveAttribute('ssr', '', { timeout: 20_000 });
  await expect(button).toBeEnabled();
});

test('/applications shows visitors the staff-only note without a framework (ADR 54)', async ({ page }) => {
  await page.goto('/applications');
  await expect(page.getByText(messages.applications.staffOnly)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('main astro-island[client="idle"]').count()).toBe(0);
});
