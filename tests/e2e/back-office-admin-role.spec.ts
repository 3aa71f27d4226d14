import { expect, test } from '@playwright/test';
import { messages } from '../../src/lib/messages-staff';
import { signInThroughPage } from './support/auth';
import { newestToast } from './support/back-office';
import { ACCOUNTS } from './support/e2e-env';

/**
 * An admin made on the command line (the e2e server creates one with createUser, as `npm run user:create` does) signs
 * in, lands on the agent dashboard, opens every tab without an error, and fills their own page.
 */
test('an admin made on the command line gets a working agent dashboard and fills their page @phone', async ({ page }, testInfo) => {
  // Ten tab loads and a save: a minute on a busy 2-core machine, not a retry.
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/agent/') && response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await signInThroughPage(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  await expect(page).toHaveURL(/\/agent-dashboard/);

  for (const tab of Object.keys(messages.backOffice.agentTabs)) {
    await page.goto(`/agent-dashboard?tab=${tab}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('#toaster [role="alert"]')).toHaveCount(0);
  }
  expect(errors).toEqual([]);

  await page.goto('/agent-dashboard?tab=profile');
  await expect(page.getByLabel('Full name')).toHaveValue(ACCOUNTS.admin.name);
  await page.getByLabel('Bio').fill(`Admin and broker: I look after the team and my own clients (${testInfo.project.name} ${Date.now()}).`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(newestToast(page)).toContainText('Profile updated successfully');
  await expect(page.getByRole('link', { name: /View My Page/ })).toHaveAttribute('href', /\/agents\/adaadmin/);
});

test("the panels show one sign-out control (their Logout), the public pages the header's Sign Out", async ({ page }) => {
  await signInThroughPage(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
  await expect(page).toHaveURL(/\/agent-dashboard/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden();
  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
});
