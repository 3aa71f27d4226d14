import { expect, test } from '@playwright/test';
import { forgetSession, saveAcrossSignIn, signInHere } from './support/auth';
import { messages } from '../../src/lib/messages-staff';
import { openSuperAdminTab } from './support/back-office';
import { ACCOUNTS } from './support/e2e-env';

test('a session that ends during an edit leads to sign-in and back to the same tab, the dialog reopened with the draft', async ({ page }) => {
  await openSuperAdminTab(page, 'lenders');
  await page.getByRole('button', { name: 'Add Lender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lender' });
  await dialog.getByLabel('Name').fill('Lender typed as the session ended');
  await saveAcrossSignIn(page, dialog, 'lenders', async () => {
    await expect(page.locator('#toaster')).toContainText(messages.backOffice.form.sessionEnded);
    await expect(page.locator('#toaster')).not.toContainText('Failed to save lender');
  });
  // The dialog that was open reopens by itself, with the draft.
  await expect(dialog.getByLabel('Name')).toHaveValue('Lender typed as the session ended');
  await expect(dialog.getByText(messages.backOffice.form.draftRestored)).toBeVisible();
});

test("the agents tab's own editor (a kit slot) reopens on its agent with the draft after signing in again", async ({ page }) => {
  await openSuperAdminTab(page, 'agents');
  const card = page.getByTestId('agent-card').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.getByLabel('Phone').fill('416-555-0142');
  await saveAcrossSignIn(page, dialog, 'agents');
  // The record is read by its id (GET /api/admin/agents/:id) and its editor opens with what was typed.
  await expect(dialog.getByLabel('Phone')).toHaveValue('416-555-0142');
  await expect(dialog.getByText(messages.backOffice.form.draftRestored)).toBeVisible();
});

test('after sign-in, ?next= only returns to a panel the role may open, on this site', async ({ page }) => {
  for (const next of ['%2F%2Fevil.example%2Fsuper-admin', '%2Fsuper-admin%3Ftab%3Dleads']) {
    await page.goto(`/auth?next=${next}`);
    await signInHere(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
    await expect(page).toHaveURL(/\/agent-dashboard$/);
    await forgetSession(page);
  }
});
