import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { forgetSession, signInThroughPage } from './support/auth';
import { newestToast, openSuperAdminTab, tableRow } from './support/back-office';
import { ACCOUNTS, E2E_BASE_URL } from './support/e2e-env';
import { expectNoAxeViolations } from './support/axe';

/** Set SHOTS_DIR to keep screenshots (audit-*.png) for review. */
async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `audit-${name}.png`), fullPage: true });
}

/** The audit trail as the super admin uses it (ADR 26): a lender edit, an export and a download each leave an entry. */
test('a lender edit, a CSV export and a document download each appear in the audit log, which nobody can change', async ({ page }) => {
  test.setTimeout(90_000);
  // An agent downloads one of their documents.
  await signInThroughPage(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
  await expect(page).toHaveURL(/\/agent-dashboard/);
  const uploaded = await page.request.post('/api/agent/documents', {
    headers: { origin: E2E_BASE_URL },
    multipart: { file: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }, type: 'certificate' },
  });
  expect(uploaded.status()).toBe(201);
  const documentId = ((await uploaded.json()) as { item: { id: string } }).item.id;
  expect((await page.request.get(`/api/agent/documents/${documentId}/download`)).status()).toBe(200);
  await forgetSession(page);

  // The super admin renames a lender and exports the leads.
  await openSuperAdminTab(page, 'lenders');
  const lender = page.getByTestId('data-row').first();
  const oldName = (await lender.locator('td').nth(1).innerText()).trim();
  const newName = `${oldName} (audited)`;
  await page.getByRole('button', { name: `Edit ${oldName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Lender' });
  await edit.getByLabel('Name').fill(newName);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(newestToast(page)).toContainText('Lender updated successfully');
  await page.goto('/super-admin?tab=leads');
  await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);

  await page.goto('/super-admin?tab=audit');
  await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  const update = tableRow(page, 'admin/lenders').filter({ hasText: 'Updated' }).first();
  await expect(update).toContainText(ACCOUNTS.superAdmin.email);
  await expect(update).toContainText(`name: ${oldName} \u2192 ${newName}`);
  await expect(tableRow(page, 'admin/leads').filter({ hasText: 'Exported' }).first()).toContainText('/api/admin/leads/export.csv');
  await expect(tableRow(page, documentId).filter({ hasText: 'Downloaded' })).toContainText(ACCOUNTS.agent.email);
  await expectNoAxeViolations(page, 'main');
  await keepScreenshot(page, '1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(tableRow(page, documentId).filter({ hasText: 'Downloaded' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await keepScreenshot(page, '375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Filters go to the address and survive a reload.
  await page.getByLabel('Person (email)').fill(ACCOUNTS.agent.email);
  await expect(page).toHaveURL(/actor=agent%40e2e\.test/);
  await expect(page.getByTestId('data-row').first()).toContainText(ACCOUNTS.agent.email);
  await page.reload();
  await expect(page.getByLabel('Person (email)')).toHaveValue(ACCOUNTS.agent.email);
  for (const row of await page.getByTestId('data-row').all()) await expect(row).toContainText(ACCOUNTS.agent.email);

  // The audit export takes the same filters.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(csv).toContain(documentId);
  expect(csv).not.toContain(ACCOUNTS.superAdmin.email);

  // Nothing in the API changes an entry.
  for (const method of ['PATCH', 'DELETE'] as const) {
    const answer = await page.request.fetch('/api/admin/audit/1', { method, headers: { origin: E2E_BASE_URL }, data: {} });
    expect(answer.status()).toBe(404);
  }
});

test('the audit log is the super admin\u2019s alone', async ({ page }) => {
  await signInThroughPage(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  await expect(page).toHaveURL(/\/agent-dashboard/);
  expect((await page.request.get('/api/admin/audit')).status()).toBe(403);
});
