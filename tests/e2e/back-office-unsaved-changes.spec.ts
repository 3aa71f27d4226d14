import { expect, test } from '@playwright/test';
import { signInThroughPage } from './support/auth';
import { openSuperAdminTab } from './support/back-office';
import { ACCOUNTS } from './support/e2e-env';

/** Unsaved work never vanishes silently: dialogs ask before discarding, dashboard tabs keep a draft. */
test.describe('unsaved changes', () => {
  test('a dirty dialog closed with Escape, a click outside or Cancel asks first; a clean one just closes', async ({ page }) => {
    await openSuperAdminTab(page, 'lenders');
    await page.getByRole('button', { name: 'Add Lender' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Lender' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add Lender' }).click();
    await dialog.getByLabel('Name').fill('Half-typed Lender');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ask).toBeHidden();
    await expect(dialog.getByLabel('Name')).toHaveValue('Half-typed Lender');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    // As a person would: click outside once the question has gone, not into its closing overlay.
    await expect(ask).toBeHidden();
    await page.mouse.click(5, 5); // outside the dialog
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('data-row').filter({ hasText: 'Half-typed Lender' })).toHaveCount(0);
  });

  test("the agent edit dialog's Save stays in view at 1280x900", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSuperAdminTab(page, 'agents');
    await page.getByRole('button', { name: 'Edit Alex Agent' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Alex Agent' });
    await expect(edit.getByRole('button', { name: 'Save' })).toBeInViewport();
    await edit.getByRole('tab', { name: 'Basic Info' }).click();
    await expect(edit.getByRole('button', { name: 'Save' })).toBeInViewport();
    await edit.getByLabel('Bio').fill('An unsaved bio');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await expect(edit).toBeHidden();
  });

  test('a link typed in a dashboard tab is still there after another tab and back, and leaving the page asks first', async ({ page }) => {
    await signInThroughPage(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
    await expect(page).toHaveURL(/\/agent-dashboard/);
    const nav = page.getByRole('navigation', { name: 'Panel sections' });
    await nav.getByRole('link', { name: 'Social Links' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Social Links' })).toBeVisible();
    const link = `https://www.youtube.com/@draft${Date.now().toString(36)}`;
    await page.getByLabel('YouTube').fill(link);
    await nav.getByRole('link', { name: 'SEO Settings' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'SEO Settings' })).toBeVisible();
    await nav.getByRole('link', { name: 'Social Links' }).click();
    await expect(page.getByLabel('YouTube')).toHaveValue(link);
    // Closing the browser tab would lose the draft: leaving the page asks first (the browser's own question).
    const asked = page.waitForEvent('dialog').then(async (dialog) => {
      const type = dialog.type();
      await dialog.accept();
      return type;
    });
    await page.reload();
    expect(await asked).toBe('beforeunload');
    await expect(page.getByLabel('YouTube')).toHaveValue(link);
  });
});
