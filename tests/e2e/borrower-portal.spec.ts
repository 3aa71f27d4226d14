import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { borrowerMessages as b } from '../../src/lib/messages-borrower';
import { messages } from '../../src/lib/messages';
import { messages as staffMessages } from '../../src/lib/messages-staff';
import { expectNoAxeViolations } from './support/axe';
import { toastWith } from './support/back-office';
import { agentDesk, applyByApi, newBorrower, openFileFromLink } from './support/borrower';
import { E2E_BASE_URL } from './support/e2e-env';
import { startUsing } from './support/forms';

/**
 * The borrower portal as a borrower and an agent use it (ADR 52): an application on the public form, the link in the
 * outbox, the file page, two uploads (one at phone width), the agent accepts one and asks for another with a reason,
 * the borrower uploads again, a message each way. Set SHOTS_DIR to keep screenshots (borrower-*.png).
 */
const borrower = newBorrower('Bea Borrower');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `borrower-${name}.png`), fullPage: true });
}

/** The desk re-renders its rows when a full-page shot resizes the window: the file section alone is shot instead. */
async function shotOf(section: Locator, name: string) {
  if (process.env.SHOTS_DIR) await section.screenshot({ path: join(process.env.SHOTS_DIR, `borrower-${name}.png`) });
}

const needs = (page: Page) => page.locator('.need');

test('a borrower applies, signs in from the emailed link, uploads, is asked again, uploads again, and writes to the agent', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // The public form, as a visitor fills it.
  await page.goto('/applications');
  const application = page.locator('form', { has: page.getByRole('heading', { name: 'Mortgage application' }) });
  await startUsing(application);
  await application.getByLabel('Full name').fill(borrower.name);
  await application.getByRole('textbox', { name: 'Email', exact: true }).fill(borrower.email);
  await application.getByRole('textbox', { name: 'Phone', exact: true }).fill('905 555 0177');
  await application.getByLabel('Mortgage amount (CAD)').fill('480000');
  await application.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toastWith(page, 'Application submitted successfully!')).toBeVisible();
  await expect(toastWith(page, messages.applications.fileLinkSent)).toBeVisible();

  // The link from the outbox opens a page with a button; the button opens the file.
  await openFileFromLink(page, borrower.email);
  await expect(page.getByText(`${b.stages.received}:`)).toBeVisible();
  await expect(page.getByText(b.needs.none)).toBeVisible();

  // The agent asks for two documents from the checklist.
  const desk = await agentDesk(browser, borrower.name);
  const file = desk.getByTestId('borrower-file');
  await file.getByLabel('Government photo ID (driver’s licence or passport)').check();
  await file.getByLabel('Two recent pay stubs (within 30 days)').check();
  await file.getByRole('button', { name: b.desk.add }).click();
  await expect(file.getByTestId('borrower-need')).toHaveCount(2);
  await expect(file.getByTestId('waiting-on-borrower')).toHaveText(b.desk.waiting(2));

  // The borrower uploads the ID at desktop width, the pay stub from a phone-sized page.
  await page.reload();
  await expect(needs(page)).toHaveCount(2);
  await expectNoAxeViolations(page, undefined, { label: 'borrower page 1280' });
  await shot(page, 'desktop');
  await needs(page).nth(0).locator('input[type=file]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await needs(page).nth(0).getByRole('button', { name: b.needs.upload }).click();
  await expect(page.getByText(b.needs.uploaded)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  const input = needs(page).nth(1).locator('input[type=file]');
  await expect(input).toHaveAttribute('accept', /image\/\*/);
  // A refused file: the page returns at the item, whose own field says why (a screen reader hears it with the field).
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await needs(page).nth(1).getByRole('button', { name: b.needs.upload }).click();
  const refusal = needs(page).nth(1).getByRole('alert');
  await expect(refusal).toHaveText(b.needs.notAllowed);
  await expect(refusal).toBeInViewport();
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, 'borrower-phone-refused.png') });
  await expect(input).toHaveAccessibleDescription(new RegExp(`^${b.needs.notAllowed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await input.setInputFiles({ name: 'stub.pdf', mimeType: 'application/pdf', buffer: PDF });
  await needs(page).nth(1).getByRole('button', { name: b.needs.upload }).click();
  // The item's own status line (the parted-upload script adds a second, empty one for its progress).
  const uploaded = needs(page).nth(1).getByRole('status').filter({ hasText: b.needs.uploaded });
  await expect(uploaded).toHaveText(b.needs.uploaded);
  await expect(uploaded).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, undefined, { label: 'borrower page 375' });
  await shot(page, 'phone');

  // The agent accepts the ID and asks for another pay stub, with a reason.
  await desk.reload();
  await desk.getByRole('button', { name: `Show details of ${borrower.name}` }).click();
  const rows = file.getByTestId('borrower-need');
  await expect(rows.nth(0)).toContainText('licence.png');
  await rows.nth(0).getByRole('button', { name: b.desk.accept }).click();
  await expect(rows.nth(0)).toContainText(b.needs.states.accepted);
  await rows.nth(1).getByRole('button', { name: b.desk.needsAnother }).click();
  // Focus moves to the Reason field, the next thing to write.
  await expect(rows.nth(1).getByLabel(b.desk.reason)).toBeFocused();
  await rows.nth(1).getByLabel(b.desk.reason).fill('The stub is cut off at the bottom.');
  await rows.nth(1).getByRole('button', { name: b.desk.askAgain }).click();
  await expect(rows.nth(1)).toContainText('The stub is cut off at the bottom.');
  await expect(file.getByTestId('waiting-on-borrower')).toHaveText(b.desk.waiting(1));
  await file.getByLabel(b.desk.write).fill('Thanks! Just the second stub now.');
  await file.getByRole('button', { name: b.desk.send }).click();
  await expect(file.getByTestId('borrower-messages')).toContainText('Just the second stub now.');
  await expectNoAxeViolations(desk, undefined, { label: 'agent desk 1280' });
  await shotOf(file, 'agent-desktop');

  // The borrower sees the reason, uploads again and answers.
  await page.reload();
  await expect(needs(page).nth(0)).toContainText(b.needs.states.accepted);
  await expect(needs(page).nth(1)).toContainText('The stub is cut off at the bottom.');
  await expect(page.getByText('Thanks! Just the second stub now.')).toBeVisible();
  await needs(page).nth(1).locator('input[type=file]').setInputFiles({ name: 'stub-2.png', mimeType: 'image/png', buffer: PNG });
  await needs(page).nth(1).getByRole('button', { name: b.needs.upload }).click();
  await expect(needs(page).nth(1)).toContainText(b.needs.states.uploaded);
  await page.getByLabel(b.messages.label).fill('Here it is, the whole page this time.');
  await page.getByRole('button', { name: b.messages.send }).click();
  await expect(page.getByText(b.messages.sent)).toBeVisible();

  await desk.setViewportSize({ width: 375, height: 800 });
  await desk.reload();
  await desk.getByRole('button', { name: `Show details of ${borrower.name}` }).click();
  await expect(file.getByTestId('borrower-messages')).toContainText('the whole page this time');
  await expect(rows.nth(1)).toContainText('stub-2.png');
  await shotOf(file, 'agent-phone');
});

test('the borrower page loads no JavaScript, and works without it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/api/my-file');
  await expect(page.getByRole('heading', { name: b.signIn.askTitle })).toBeVisible();
  await page.getByLabel(b.signIn.email).fill(`nobody-${borrower.email}`);
  await page.getByRole('button', { name: b.signIn.send }).click();
  await expect(page.getByText(b.signIn.sent)).toBeVisible();
  expect(scripts).toEqual([]);
  await context.close();
});

test('a closed file takes no document: the page opened before it closed says why, and the desk offers no change', async ({ page, browser }) => {
  const closing = newBorrower('Cleo Closed');
  await applyByApi(page, closing);
  await openFileFromLink(page, closing.email);
  const desk = await agentDesk(browser, closing.name);
  const file = desk.getByTestId('borrower-file');
  await file.getByLabel('Two recent pay stubs (within 30 days)').check();
  await file.getByRole('button', { name: b.desk.add }).click();
  await expect(file.getByTestId('borrower-need')).toHaveCount(1);
  await page.reload();
  const form = needs(page).nth(0).locator('input[type=file]');
  await expect(form).toBeVisible();

  // The deal does not go ahead: the desk keeps the checklist as it was and says why.
  await desk.getByLabel(staffMessages.backOffice.leads.statusOf(closing.name)).selectOption('closed');
  await expect(file.getByText(b.desk.fileClosed)).toBeVisible();
  await expect(file.getByRole('button', { name: b.desk.add })).toHaveCount(0);

  // The borrower's page, still open, posts its form: the file answers at the item, now without a form.
  await form.setInputFiles({ name: 'stub.png', mimeType: 'image/png', buffer: PNG });
  await needs(page).nth(0).getByRole('button', { name: b.needs.upload }).click();
  await expect(needs(page).nth(0).getByRole('alert')).toHaveText(b.needs.fileClosed);
  await expect(page.locator('input[type=file]')).toHaveCount(0);
  await expect(needs(page).nth(0)).toContainText(b.needs.states.requested);
  await desk.context().close();
});
