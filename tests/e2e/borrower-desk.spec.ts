import { expect, test } from '@playwright/test';
import { borrowerMessages as b } from '../../src/lib/messages-borrower';
import { messages } from '../../src/lib/messages-staff';
import { openSuperAdminTab } from './support/back-office';
import { applyByApi, newBorrower } from './support/borrower';
import { E2E_BASE_URL } from './support/e2e-env';

/**
 * The agent's side of a borrower file beyond the lead row (ADR 52, ADR 53): the file type can be changed after the
 * application opened it as a purchase, each item carries its own note and can be edited or removed until an upload, a change of the lead's status shows what the borrower sees at once, and the
 * client record of a funded lead shows the file.
 */
const borrower = newBorrower('Dee Desk');

test('the file type changes, the status follows at once, and the client record shows the file', async ({ page }) => {
  test.setTimeout(120_000);
  const leadId = await applyByApi(page, borrower);

  await openSuperAdminTab(page, 'leads');
  await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(borrower.name);
  await expect(page.getByTestId('data-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Show details of ${borrower.name}` }).click();
  const file = page.getByTestId('borrower-file');
  await expect(file).toBeVisible();

  // Opened by the public form as a purchase; the agent makes it self-employed and its checklist follows.
  await expect(file.getByLabel(b.desk.fileType)).toHaveValue('purchase');
  await expect(file.getByRole('checkbox', { name: 'T1 General returns for the last two years' })).toHaveCount(0);
  // Saved as soon as it is chosen: no second button to press.
  await file.getByLabel(b.desk.fileType).selectOption({ label: 'Self-employed' });
  await expect(file.getByRole('checkbox', { name: 'T1 General returns for the last two years' })).toBeVisible();
  // Each ticked item carries its own note; an item not yet uploaded can be edited or removed.
  const t1 = 'T1 General returns for the last two years';
  await file.getByRole('checkbox', { name: t1 }).check();
  await file.getByLabel(b.desk.noteFor(t1)).fill('Both years, every page');
  await file.getByLabel(b.desk.ownItem).fill('Letter about the car loan');
  await file.getByLabel(b.desk.noteFor('Letter about the car loan')).fill('When it ends');
  await file.getByRole('button', { name: b.desk.add }).click();
  const rows = file.getByTestId('borrower-need');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Both years, every page');
  await expect(rows.nth(0)).not.toContainText('When it ends');
  await expect(rows.nth(1)).toContainText('When it ends');
  await rows
    .nth(0)
    .getByRole('button', { name: b.desk.editItem(t1) })
    .click();
  await rows.nth(0).getByLabel(b.desk.note, { exact: true }).fill('Both years, with the notices of assessment');
  await rows.nth(0).getByRole('button', { name: b.desk.save }).click();
  await expect(rows.nth(0)).toContainText('Both years, with the notices of assessment');
  await rows
    .nth(1)
    .getByRole('button', { name: b.desk.removeItem('Letter about the car loan') })
    .click();
  await expect(rows).toHaveCount(1);

  // The desk filters to the leads waiting on their borrower; the row says how many documents.
  const waitingRow = page.getByTestId('data-row').filter({ hasText: borrower.name });
  await expect(waitingRow.getByTestId('lead-waiting-on-borrower')).toHaveText(b.desk.waiting(1));
  await page
    .getByRole('combobox', { name: messages.backOffice.leads.borrowerFilter, exact: true })
    .selectOption({ label: messages.backOffice.leads.waitingOnBorrower });
  await expect(page).toHaveURL(/borrower=waiting/);
  await expect(waitingRow).toHaveCount(1);

  // A change of status shows what the borrower now sees, without a reload.
  await expect(file).toContainText(`${b.desk.stage}: ${b.stages.received}`);
  await page.getByLabel(messages.backOffice.leads.statusOf(borrower.name)).selectOption('contacted');
  await expect(file).toContainText(`${b.desk.stage}: ${b.stages.in_review}`);

  // Funded: the client record names the lead, and its edit dialog shows the borrower file.
  const funded = await page.request.post('/api/admin/clients', {
    data: {
      client_name: borrower.name,
      client_email: borrower.email,
      lender: 'Big Bank',
      balance: '350,000',
      rate: '4.79',
      rate_type: 'fixed',
      term_years: '5',
      maturity_date: '2031-12-01',
      casl_basis: 'implied',
      casl_date: '2026-11-01',
      province: 'Ontario',
      amortization_years: '25',
      payment_frequency: 'monthly',
      lead_id: leadId,
    },
    headers: { origin: E2E_BASE_URL },
  });
  expect(funded.status()).toBe(201);
  await page.goto('/super-admin?tab=clients');
  await page.getByRole('searchbox').first().fill(borrower.name);
  await page.getByRole('button', { name: `Edit ${borrower.name}` }).click();
  const dialog = page.getByRole('dialog');
  const clientFile = dialog.getByTestId('borrower-file');
  await expect(clientFile).toBeVisible();
  await expect(clientFile.getByTestId('waiting-on-borrower')).toHaveText(b.desk.waiting(1));
  await expect(clientFile.getByTestId('borrower-need')).toContainText('T1 General returns for the last two years');
  await expect(clientFile).toContainText(`${b.desk.stage}: ${b.stages.completed}`);
});
