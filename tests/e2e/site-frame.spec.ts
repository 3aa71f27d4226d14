import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('site frame', () => {
  test('an unknown path answers 404 with the spec page and logs the miss', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(errors.some((e) => e.includes('/no-such-page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('home shows the header, the hero and the footer with the licence', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('best-rate-badge')).toContainText('%');
    await expect(page.getByTestId('licence-text')).toContainText('10530');
  });

  test('the disclaimer toggles between "+ Disclaimer" and "- Disclaimer"', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    await footer.getByText('+ Disclaimer').click();
    await expect(footer.getByText('- Disclaimer')).toBeVisible();
    await expect(footer.getByText(/not financial, legal or tax advice/)).toBeVisible();
    await footer.getByText('- Disclaimer').click();
    await expect(footer.getByText('+ Disclaimer')).toBeVisible();
  });

  test('desktop menus open on hover after a short delay and list the spec links', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByTestId('header-phone')).toBeVisible();
    const trigger = nav.getByRole('button', { name: 'Mortgages' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Applications', 'Our Products', 'Mortgage Calculators', 'Mortgage Options', 'Mortgage Services']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Our Rates' }).hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('button', { name: 'Resources' }).click();
    await expect(nav.getByRole('link', { name: 'Find An Agent' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: /Get Started/ })).toHaveAttribute('target', '_blank');
  });

  test('the mobile drawer replaces the menus, with collapsible sections @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Contact Us', exact: true })).toBeHidden();
    await drawer.locator('summary', { hasText: 'Contact Us' }).click();
    await expect(drawer.getByRole('link', { name: 'Become An Agent' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe('accessibility of the frame pages', () => {
  for (const path of ['/auth', '/no-such-page']) {
    // Scanned at 1280 px, then resized to a 375 px phone in the same page: one load for both layouts.
    test(`${path} has no WCAG A/AA violations at 1280 and 375 px`, async ({ page }) => {
      await page.goto(path);
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 375, height: 740 },
      ]) {
        await page.setViewportSize(viewport);
        await expect(
          page
            .getByRole('heading', { level: 1 })
            .or(page.getByRole('heading', { level: 2 }))
            .first(),
        ).toBeVisible();
        await expectNoAxeViolations(page, undefined, { label: `axe on ${path} at ${viewport.width} px` });
      }
    });
  }
});
