import { expect, test, type Page } from '@playwright/test';
import { answerCodeStep, forgetSession } from './support/auth';
import { createDb } from '../../db/client';
import { messages } from '../../src/lib/messages-staff';
import { openSuperAdminTab } from './support/back-office';
import { ACCOUNTS, E2E_DATABASE_URL } from './support/e2e-env';

/** Ends this browser's session on the server, as an expiry would (only this session: other tests run alongside). */
async function endSession(page: Page): Promise<void> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'session')?.value ?? '';
  const db = await createDb({ url: E2E_DATABASE_URL });
  try {
    await db.execute({ sql: 'DELETE FROM sessions WHERE id = ?', args: [decodeURIComponent(token).split('.')[0] ?? ''] });
  } finally {
    db.close();
  }
}

test('a session that ends during an edit leads to sign-in and back to the same tab, the dialog reopened with the draft', async ({ page }) => {
  await openSuperAdminTab(page, 'lenders');
  await page.getByRole('button', { name: 'Add Lender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lender' });
  await dialog.getByLabel('Name').fill('Lender typed as the session ended');
  await endSession(page);
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/auth\?next=%2Fsuper-admin%3Ftab%3Dlenders$/);
  await expect(page.locator('#toaster')).toContainText(messages.backOffice.form.sessionEnded);
  await expect(page.locator('#toaster')).not.toContainText('Failed to save lender');

  const form = page.locator('main form');
  await form.getByLabel('Email').fill(ACCOUNTS.superAdmin.email);
  await form.getByLabel('Password').fill(ACCOUNTS.superAdmin.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await answerCodeStep(page, ACCOUNTS.superAdmin.totpKey);
  await expect(page).toHaveURL(/\/super-admin\?tab=lenders$/);
  // The dialog that was open reopens by itself, with the draft.
  await expect(dialog.getByLabel('Name')).toHaveValue('Lender typed as the session ended');
  await expect(dialog.getByText(messages.backOffice.form.draftRestored)).toBeVisible();
});

test('after sign-in, ?next= only returns to a panel the role may open, on this site', async ({ page }) => {
  for (const next of ['%2F%2Fevil.example%2Fsuper-admin', '%2Fsuper-admin%3Ftab%3Dleads']) {
    await page.goto(`/auth?next=${next}`);
    const form = page.locator('main form');
    // The sign-in island loads at the first focus in the form (ADR 54); its button is enabled once it runs.
    await form.getByLabel('Email').fill(ACCOUNTS.agent.email);
    await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await form.getByLabel('Password').fill(ACCOUNTS.agent.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/agent-dashboard$/);
    await forgetSession(page);
  }
});
