import { expect, test } from '@playwright/test';
import { messages } from '../../src/lib/messages-staff';
import { saveAcrossSignIn } from './support/auth';
import { openSuperAdminTab, tableRow } from './support/back-office';
import { ACCOUNTS, E2E_BASE_URL } from './support/e2e-env';

/** Nothing typed in the back office is lost (docs/decisions/0043-nothing-lost-in-the-back-office.md). */

const form = messages.backOffice.form;

test('a dirty editor asks before Back to another tab and before a reload; Ctrl+B is bold; focus returns to the opener', async ({ page }) => {
  await openSuperAdminTab(page, 'lenders');
  await page.locator('a[data-tab="blog"]').click();
  await page.getByRole('button', { name: 'Add Post' }).click();
  const editor = page.getByRole('dialog', { name: 'Add Post' });
  await editor.getByLabel('Title').fill('Typed, then Back');
  const content = editor.getByLabel('Content');
  await content.fill('rates');
  await content.selectText();
  await page.keyboard.press('Control+b');
  await expect(content).toHaveValue('**rates**');
  await expect(page.locator('[data-slot="sidebar"][data-state="expanded"]')).toHaveCount(1);

  // Back to the Lenders tab: undone and asked; Stay keeps the editor as it was.
  await page.evaluate(() => window.history.back());
  const leave = page.getByRole('alertdialog', { name: form.leaveTitle });
  await expect(leave.getByRole('button', { name: form.stay })).toBeFocused();
  await expect(page).toHaveURL(/tab=blog$/);
  await page.keyboard.press('Enter');
  await expect(leave).toBeHidden();
  await expect(editor.getByLabel('Title')).toHaveValue('Typed, then Back');

  // A reload (or closing the tab) gets the browser's own question; dismissing it stays.
  const asked = page.waitForEvent('dialog');
  void page.reload().catch(() => {});
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  await expect(editor.getByLabel('Title')).toHaveValue('Typed, then Back');

  // Discarding returns focus to "Add Post", not to the page body.
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: form.discardTitle }).getByRole('button', { name: form.discard }).click();
  await expect(page.getByRole('button', { name: 'Add Post' })).toBeFocused();
});

test('an Add Post draft survives an ended session: after sign-in the editor reopens with it', async ({ page }) => {
  await openSuperAdminTab(page, 'blog');
  await page.getByRole('button', { name: 'Add Post' }).click();
  const editor = page.getByRole('dialog', { name: 'Add Post' });
  await editor.getByLabel('Title').fill('Written as the session ended');
  await editor.getByLabel('Excerpt').fill('Kept across sign-in.');
  await editor.getByLabel('Content').fill('Fixed or variable: a long paragraph.');
  await saveAcrossSignIn(page, editor, 'blog');
  await expect(editor.getByLabel('Title')).toHaveValue('Written as the session ended');
  await expect(editor.getByLabel('Excerpt')).toHaveValue('Kept across sign-in.');
  await expect(editor.getByLabel('Content')).toHaveValue('Fixed or variable: a long paragraph.');
  await expect(editor.getByText(form.draftRestored)).toBeVisible();
});

test('a save over someone else’s newer change offers reload or overwrite, naming who and when', async ({ page }) => {
  await openSuperAdminTab(page, 'lenders');
  const name = `Stale Lender ${Date.now()}`;
  const headers = { Origin: E2E_BASE_URL };
  const created = await page.request.post('/api/admin/lenders', { data: { name, type: 'a_lender' }, headers });
  expect(created.status()).toBe(201);
  const { item } = (await created.json()) as { item: { id: string; version: number } };
  await page.reload();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Lender' });
  await dialog.getByLabel('Name').fill(`${name} (mine)`);
  // Another tab saves first.
  expect((await page.request.patch(`/api/admin/lenders/${item.id}`, { data: { name: `${name} (theirs)`, version: item.version }, headers })).status()).toBe(
    200,
  );

  await dialog.getByRole('button', { name: 'Save' }).click();
  const choice = page.getByRole('alertdialog', { name: messages.backOffice.conflict.title });
  await expect(choice).toContainText(`${ACCOUNTS.superAdmin.name} saved a change at`);
  await choice.getByRole('button', { name: messages.backOffice.conflict.overwrite }).click();
  await expect(dialog).toBeHidden();
  await expect(tableRow(page, `${name} (mine)`)).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Edit ${name} (mine)` })).toBeFocused();
  await page.request.delete(`/api/admin/lenders/${item.id}`, { headers });
});
