import { expect, type Page, test } from '@playwright/test';
import { signInThroughPage } from './support/auth';
import { openSuperAdminTab, toastWith } from './support/back-office';
import { ACCOUNTS } from './support/e2e-env';

/** Messages that tell staff the truth: limits named, nothing silently changed, failures called failures, nothing stale. */

async function openAgentTab(page: Page, tab: string) {
  await signInThroughPage(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
  await expect(page).toHaveURL(/\/agent-dashboard/);
  await page.goto(`/agent-dashboard?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
}

test('a headshot over 4 MB is refused at once with the limit named, in the spec\u2019s per-kind words', async ({ page }) => {
  await openAgentTab(page, 'profile');
  await page.getByLabel('Upload headshot').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024, 1) });
  const text = 'Failed to upload headshot: The file is too large. The limit is 4 MB.';
  await expect(toastWith(page, text)).toBeVisible();
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
});

test('the agent\u2019s own profile that cannot be read says so in the spec\u2019s words', async ({ page }) => {
  await signInThroughPage(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
  await expect(page).toHaveURL(/\/agent-dashboard/);
  await page.route('**/api/agent/profile', (route) => route.fulfill({ status: 500, json: { error: { code: 'server_error', message: 'boom' } } }));
  await page.goto('/agent-dashboard?tab=profile');
  await expect(toastWith(page, 'Failed to load profile data')).toBeVisible();
});

test('a price with fractions of a cent is refused, not rounded', async ({ page }) => {
  await openSuperAdminTab(page, 'products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name').fill('Cent check');
  await dialog.getByLabel('Price').fill('12.345');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Price can have at most 2 decimals (cents).')).toBeVisible();
});

test('a slug the title fills no longer shows "Slug is required."', async ({ page }) => {
  await openSuperAdminTab(page, 'blog');
  await page.getByRole('button', { name: 'Add Post' }).click();
  const editor = page.getByRole('dialog', { name: 'Add Post' });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Slug is required.')).toBeVisible();
  await editor.getByLabel('Title').fill('Renewal season is here');
  await expect(editor.getByLabel('Slug')).toHaveValue('renewal-season-is-here');
  await expect(editor.getByText('Slug is required.')).toHaveCount(0);
});

test('the Inoreader tab that cannot load says so and offers to try again', async ({ page }) => {
  await openSuperAdminTab(page, 'agents');
  await page.route('**/api/admin/inoreader/config', (route) => route.fulfill({ status: 500, json: { error: { code: 'server_error', message: 'boom' } } }));
  await page.goto('/super-admin?tab=inoreader');
  const panel = page.getByTestId('panel-inoreader');
  await expect(panel.getByRole('alert')).toContainText('Failed to load Inoreader configuration');
  await expect(toastWith(page, 'Failed to save Inoreader configuration')).toHaveCount(0);
  await expect(panel.getByText('Loading...')).toHaveCount(0);
  await page.unroute('**/api/admin/inoreader/config');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByLabel('App ID')).toBeVisible();
});

test('the moderator shows only testimonials waiting for approval, reads them whole, and the choice survives a reload', async ({ page }) => {
  await openSuperAdminTab(page, 'testimonials');
  const rows = page.getByTestId('data-row');
  await expect(rows.first()).toBeVisible();
  // Other tests add testimonials while this one runs (fullyParallel): compare what the rows say, not their count.
  const pendingBadges = rows.getByTestId('pending-approval');
  await expect.poll(async () => (await rows.count()) - (await pendingBadges.count())).toBeGreaterThan(0); // approved rows are listed
  await page.getByLabel('Show').selectOption('pending');
  await expect(page).toHaveURL(/status=pending/);
  const onlyPending = async () => {
    await expect(rows.first()).toBeVisible();
    await expect.poll(async () => (await rows.count()) - (await pendingBadges.count())).toBe(0);
  };
  await onlyPending();
  await page.reload();
  await expect(page.getByLabel('Show')).toHaveValue('pending');
  await onlyPending();
  // The whole text is on screen, not two clipped lines.
  const clipped = await rows
    .first()
    .locator('td')
    .nth(2)
    .evaluate((cell) => cell.scrollHeight > cell.clientHeight + 1 || getComputedStyle(cell.firstElementChild ?? cell).webkitLineClamp !== 'none');
  expect(clipped).toBe(false);
});
