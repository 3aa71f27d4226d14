import { expect, test } from '@playwright/test';
import { signInThroughPage } from './support/auth';
import { openSuperAdminTab, newestToast } from './support/back-office';
import { ACCOUNTS } from './support/e2e-env';
import { expectNoAxeViolations } from './support/axe';

const SUPER_TABS = [
  'Agents',
  'Testimonials',
  'Blog',
  'Leads',
  'Analytics',
  'Rates',
  'Products',
  'Services',
  'Lenders',
  'Inoreader',
  'Debug Rates',
  'Ontario Test',
  'Current Rates',
  'Scrape Test',
  'Audit log',
  'Privacy requests',
  'Clients',
  'Renewals',
  'Account',
];
const AGENT_TABS = [
  'Profile',
  'Customize Page',
  'Social Links',
  'Application Links',
  'SEO Settings',
  'Blog Posts',
  'Documents',
  'Testimonials',
  'Leads',
  'Analytics',
  'Clients',
  'Renewals',
  'Account',
];

test.describe('back-office frame', () => {
  test('the super admin panel lists the spec tabs in order and opens the first', async ({ page }) => {
    await openSuperAdminTab(page, 'agents');
    const nav = page.getByRole('navigation', { name: 'Panel sections' });
    await expect(nav.getByRole('link')).toHaveText(SUPER_TABS);
    await expect(nav.getByRole('link', { name: 'Agents' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Agents' })).toBeVisible();
    await expect(page.getByText(/is not available yet/)).toHaveCount(0);
    await expect(page.getByTestId('rebuild-state')).toBeVisible();
  });

  test('the open tab lives in the address: reload, back and forward keep it', async ({ page }) => {
    await openSuperAdminTab(page, 'rates');
    await expect(page.getByRole('heading', { level: 2, name: 'Rates' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Panel sections' });
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\?tab=services$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?tab=rates$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Rates' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  });

  test('Ctrl+B and Cmd+B collapse the sidebar to icons; the state survives a reload (7-day cookie)', async ({ page, context }) => {
    await openSuperAdminTab(page, 'products');
    const sidebar = page.locator('[data-slot="sidebar"]');
    const column = page.locator('[data-slot="sidebar-container"]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect((await column.boundingBox())?.width).toBeCloseTo(256, 0);

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(async () => (await column.boundingBox())?.width).toBeCloseTo(48, 0);
    const cookie = (await context.cookies()).find((item) => item.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 60);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(604_800 + 1);
    // Collapsed, the entries keep their names for screen readers.
    await expect(page.getByRole('navigation', { name: 'Panel sections' }).getByRole('link', { name: 'Lenders' })).toBeVisible();

    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Meta+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  });

  test('axe finds no violations on the panel, with the add dialog open and collapsed', async ({ page }) => {
    // Three whole-page axe runs take half a minute on a busy 2-core machine: room for them, not a retry.
    test.setTimeout(90_000);
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await openSuperAdminTab(page, 'products');
    await expect(page.getByTestId('data-row').or(page.getByTestId('table-message'))).not.toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Product' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+b');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('keyboard only: add a lender (type, active switch) and delete it', async ({ page }) => {
    const name = `Keyboard Lender ${Date.now().toString(36)}`;
    await openSuperAdminTab(page, 'lenders');
    await page.getByRole('button', { name: 'Add Lender' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Lender' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'A Lender', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    // Choose once the highlight has moved, as a person sees it do (a loaded machine can lag one key behind).
    await expect(page.getByRole('option', { name: 'Alternate Lender', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Alternate Lender');
    // The list closes and gives focus back to its button a frame later: Tab from there, as a person does.
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(newestToast(page)).toContainText('Lender added successfully');
    const row = page.getByTestId('data-row').filter({ hasText: name });
    await expect(row).toContainText('Inactive');
    await expect(row).toContainText('Alternate Lender');

    await page.getByRole('button', { name: `Delete ${name}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this lender?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(newestToast(page)).toContainText('Lender deleted successfully');
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Lender' })).toBeFocused();
  });

  test('at 375px the sidebar is a slide-in sheet 18rem wide, and nothing scrolls sideways @phone-only', async ({ page }) => {
    test.setTimeout(90_000); // two panel loads and a whole-page axe run with the sheet open
    await page.setViewportSize({ width: 375, height: 812 });
    await openSuperAdminTab(page, 'products');
    await expect(page.getByRole('navigation', { name: 'Panel sections' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Panel sections' });
    await expect(sheet).toBeVisible();
    expect((await sheet.boundingBox())?.width).toBeCloseTo(288, 0);
    await sheet.getByRole('link', { name: 'Lenders' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\?tab=lenders$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Lenders' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.press('Control+b');
    await expect(sheet).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the agent dashboard has its ten tabs and our Clients, Renewals and Account, View My Page and Logout', async ({ page }) => {
    await signInThroughPage(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
    await expect(page).toHaveURL(/\/agent-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agent Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Panel sections' }).getByRole('link')).toHaveText(AGENT_TABS);
    await expect(page.getByLabel('Full name')).toHaveValue(ACCOUNTS.agent.name);
    const view = page.getByRole('link', { name: /View My Page/ });
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('href', /^\/(agents\/.+|find-broker)$/);
    await page.goto('/agent-dashboard?tab=seo');
    await expect(page.getByRole('heading', { level: 2, name: 'SEO Settings' })).toBeVisible();
    await expect(page.getByTestId('rebuild-state')).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
