import { expect, test } from '@playwright/test';
import { signInThroughPage } from './support/auth';
import { ACCOUNTS } from './support/e2e-env';

test.describe('sign-in and back-office guards', () => {
  test('super admin lands on /super-admin with a success toast, and can sign out', async ({ page }) => {
    await signInThroughPage(page, ACCOUNTS.superAdmin.email, ACCOUNTS.superAdmin.password);
    await expect(page).toHaveURL(/\/super-admin$/);
    await expect(page.getByRole('heading', { name: 'Super Admin Panel' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.getByTestId('rebuild-state')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });

  for (const role of ['admin', 'agent'] as const) {
    test(`${role} lands on /agent-dashboard`, async ({ page }) => {
      await signInThroughPage(page, ACCOUNTS[role].email, ACCOUNTS[role].password);
      await expect(page).toHaveURL(/\/agent-dashboard$/);
      await expect(page.getByRole('heading', { name: 'Agent Dashboard' })).toBeVisible();
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
    });
  }

  test('a wrong password shows the spec message and stays on /auth', async ({ page }) => {
    await signInThroughPage(page, ACCOUNTS.agent.email, 'not-the-password');
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the button reads Loading... while signing in', async ({ page }) => {
    await page.route('**/api/auth/sign-in', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await signInThroughPage(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
    await expect(page.locator('main form').getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/agent-dashboard$/);
  });

  test('an agent opening /super-admin is sent to / with "Access denied"', async ({ page }) => {
    await signInThroughPage(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
    await expect(page).toHaveURL(/\/agent-dashboard$/);
    await page.goto('/super-admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Access denied')).toBeVisible();
  });

  test('a super admin opening /agent-dashboard is sent to / with "Access denied"', async ({ page }) => {
    await signInThroughPage(page, ACCOUNTS.superAdmin.email, ACCOUNTS.superAdmin.password);
    await expect(page).toHaveURL(/\/super-admin$/);
    await page.goto('/agent-dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Access denied')).toBeVisible();
  });

  test('an anonymous visitor opening the back office is sent to /auth', async ({ page }) => {
    await page.goto('/agent-dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/super-admin');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the header sign-in dialog signs in too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Sign in to your account')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    await dialog.getByLabel('Email').fill(ACCOUNTS.admin.email);
    await dialog.getByLabel('Password').fill(ACCOUNTS.admin.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/agent-dashboard$/);
  });

  test('the /auth logo links home @phone', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.locator('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
