import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi, forgetSession } from './support/auth';
import { newestToast, openSuperAdminTab, tableRow } from './support/back-office';
import { ACCOUNTS, E2E_BASE_URL } from './support/e2e-env';
import { expectNoAxeViolations } from './support/axe';
import { messages } from '../../src/lib/messages-staff';

/** ADR 45: an agent's edit of a live post waits for approval; the client import never doubles a client. */

/** Set SHOTS_DIR to keep screenshots (approval-*.png) at 1280 and 375 px for review. */
async function keepScreenshots(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  const size = page.viewportSize()!;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(process.env.SHOTS_DIR, `approval-${name}-${width}.png`) });
  }
  await page.setViewportSize(size);
}

async function openAgentTab(page: Page, tab: string) {
  await signInThroughApi(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
  await page.goto(`/agent-dashboard?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
}

test('an agent edits a published post; it waits in the pending list until the super admin approves it', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Live Post ${Date.now().toString(36)}`;
  await openAgentTab(page, 'blog');
  const created = await page.request.post('/api/agent/posts', {
    headers: { Origin: E2E_BASE_URL },
    data: { title, content: 'The published words.', publish: true },
  });
  expect(created.status()).toBe(201);
  await page.reload();

  await tableRow(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const editor = page.getByRole('dialog', { name: 'Edit Post' });
  await editor.getByLabel('Content').fill('The reviewed words.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(page.locator('#toaster > .toast').filter({ hasText: 'sent for approval' })).toBeVisible();
  await expect(tableRow(page, title)).toContainText('Published');
  await expect(tableRow(page, title)).toContainText('Edit pending approval');

  await forgetSession(page);
  await openSuperAdminTab(page, 'blog');
  await page.getByLabel('Show').selectOption('pending');
  const row = tableRow(page, title);
  await expect(row).toContainText('Edit pending approval');
  await keepScreenshots(page, 'pending-list');
  await row.getByRole('button', { name: `Review edit of ${title}` }).click();
  const review = page.getByRole('dialog', { name: 'Edit of a live post' });
  await expect(review.getByRole('region', { name: 'Live now: Content' })).toHaveText('The published words.');
  await expect(review.getByRole('region', { name: 'Proposed: Content' })).toHaveText('The reviewed words.');
  await expectNoAxeViolations(page);
  await keepScreenshots(page, 'review');
  await review.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(review).toBeHidden();
  await expect(newestToast(page)).toContainText('Edit approved and published');
  // Approved, it leaves the pending list; focus lands on the tab's Add button (the kit's place after a row goes), not the page body.
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('panel-blog').getByRole('button', { name: 'Add Post' })).toBeFocused();
  const posts = (await (await page.request.get('/api/admin/posts')).json()) as { items: { title: string; content: string }[] };
  expect(posts.items.find((post) => post.title === title)?.content).toBe('The reviewed words.');
});

test('importing the same CSV twice shows the duplicates in a reachable preview and doubles no one', async ({ page }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const csv = [
    'client_name,client_email,province,lender,balance,rate,rate_type,term_years,maturity_date,payment_frequency,casl_basis,casl_date',
    `Pat Twice ${run},pat-${run}@example.test,ON,First Lender,"410 000,00","4,89",fixed,5,31/03/2031,Bi Weekly,implied,2026-03-31`,
    `Quinn Twice ${run},quinn-${run}@example.test,BC,First Lender,250000,5.1,variable,3,2031-06-01,accelerated bi-weekly,express,2026-01-15`,
  ].join('\n');
  await openAgentTab(page, 'clients');
  const importer = page.getByRole('dialog', { name: 'Import clients from a CSV file' });
  const importOnce = async (status: string) => {
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await importer.getByLabel('CSV file').setInputFiles({ name: 'book.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importer.getByRole('button', { name: 'Check the file' }).click();
    await expect(importer.getByRole('status')).toHaveText(status);
  };
  await importOnce('2 rows are ready to import.');
  // A typed "express" basis is a claim (ADR 39): the preview says what the client will show, and what to do.
  await expect(importer.getByTestId('import-row').filter({ hasText: `Quinn Twice ${run}` })).toContainText(messages.backOffice.clients.importExpressUnproven);
  await expect(importer.getByTestId('import-row').filter({ hasText: `Pat Twice ${run}` })).not.toContainText('Express consent');
  await keepScreenshots(page, 'import-express-warning');
  await importer.getByRole('button', { name: 'Import 2 clients' }).click();
  await expect(newestToast(page)).toContainText('Imported 2 clients.');

  // The sentence counts what the Import button will write: both rows are duplicates, skipped unless updating.
  await importOnce('0 rows are ready to import; 2 duplicates are skipped.');
  await expect(importer.getByTestId('import-duplicates')).toContainText('2 rows name clients already on file');
  await expect(importer.getByTestId('import-row').first()).toContainText(`Already on file as Pat Twice ${run}`);
  // The preview scrolls on a phone: a keyboard reaches it with Tab, and it is named.
  const preview = importer.getByRole('region', { name: 'Rows of book.csv, scrollable' });
  await importer.getByLabel('Update the clients on file from this file').focus();
  await page.keyboard.press('Tab');
  await expect(preview).toBeFocused();
  await expectNoAxeViolations(page);
  await keepScreenshots(page, 'import-preview');
  await importer.getByLabel('Skip these rows (keep what is on file)').check();
  await expect(importer.getByRole('button', { name: 'Import 0 clients' })).toBeDisabled();
  await importer.getByLabel('Update the clients on file from this file').check();
  await importer.getByRole('button', { name: 'Import 2 clients' }).click();
  await expect(newestToast(page)).toContainText('Imported 0 clients, updated 2.');
  const mine = (await (await page.request.get(`/api/agent/clients?q=${run}`)).json()) as { items: { client_name: string }[] };
  expect(mine.items.map((client) => client.client_name).sort()).toEqual([`Pat Twice ${run}`, `Quinn Twice ${run}`]);
});
