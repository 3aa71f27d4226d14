import { expect, test, type Page } from '@playwright/test';
import { createDb, type Db } from '../../db/client';
import { messages } from '../../src/lib/messages';
import { privacyRequestFormMessages as m } from '../../src/lib/messages-privacy';
import { E2E_DATABASE_URL } from './support/e2e-env';
import { startUsing } from './support/forms';
import { fillContactForm } from './support/lead-forms';

/** A visitor's privacy request from /privacy, with and without JavaScript, and a contact success that stays (ADR 48). */
let db: Db;
test.beforeAll(async () => {
  db = await createDb({ url: E2E_DATABASE_URL });
});
test.afterAll(() => db.close());

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;

async function fillPrivacyRequest(page: Page, email: string) {
  await page.goto('/privacy');
  const form = page.getByRole('form', { name: m.heading });
  await form.getByLabel(m.deletion).check();
  await form.getByLabel(m.name).fill('Pat Private');
  await form.getByLabel(m.email).fill(email);
  await form.getByLabel(m.note).fill('I also wrote from my work address.');
  // No phone number and no marketing consent are asked for.
  await expect(form.getByRole('checkbox')).toHaveCount(0);
  await expect(form.getByLabel(/phone/i)).toHaveCount(0);
  await form.getByRole('button', { name: m.submit }).click();
}

/** Sent: with JavaScript the answer shows in place of the form on /privacy, without it on a page of its own. */
async function sendPrivacyRequest(page: Page, email: string, js = true) {
  await fillPrivacyRequest(page, email);
  if (js) await expect(page).toHaveURL(/\/privacy$/);
  else await expect(page.getByRole('heading', { level: 1, name: m.sentTitle })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: m.sent })).toHaveText(m.sent);
}

/**
 * An address the browser accepts and the server refuses (no domain ending): every answer stays, the problem is
 * beside the email field, and the corrected form goes through.
 */
async function refusedThenCorrected(page: Page, js: boolean) {
  const email = unique('privacy-fix');
  await fillPrivacyRequest(page, 'ann.lee@mailinator');
  if (js) await expect(page).toHaveURL(/\/privacy$/);
  const field = page.getByLabel(m.email);
  await expect(field).toHaveValue('ann.lee@mailinator');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Enter a valid email address.');
  await expect(field).toBeFocused();
  await expect(page.getByLabel(m.name)).toHaveValue('Pat Private');
  await expect(page.getByLabel(m.deletion)).toBeChecked();
  await expect(page.getByLabel(m.note)).toHaveValue('I also wrote from my work address.');
  await field.fill(email);
  await page.getByRole('button', { name: m.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: m.sent })).toHaveText(m.sent);
  expect(await linkFor(email)).toContain('/api/privacy-requests/confirm?token=');
}

async function linkFor(email: string): Promise<string> {
  const rows = await db.execute({ sql: 'SELECT text_body FROM email_outbox WHERE to_address = ?', args: [email] });
  const link = /https?:\/\/\S+\/api\/privacy-requests\/confirm\?token=[\w-]+/.exec(String(rows.rows[0]?.text_body ?? ''))?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

test('a privacy request from /privacy, confirmed from the emailed link, is due in 30 days', async ({ page }) => {
  const email = unique('privacy-js');
  await sendPrivacyRequest(page, email);
  await page.goto(await linkFor(email));
  await page.getByRole('button', { name: m.confirmButton }).click();
  await expect(page.getByRole('status')).toContainText('Thank you: your request is confirmed. We will answer by');
  const row = await db.execute({ sql: 'SELECT kind, confirmed_at, due_at FROM privacy_requests WHERE email = ?', args: [email] });
  expect(row.rows[0]).toMatchObject({ kind: 'deletion' });
  expect(Date.parse(String(row.rows[0]!.due_at)) - Date.parse(String(row.rows[0]!.confirmed_at))).toBe(30 * 86_400_000);
});

test('with JavaScript, an address the server refuses is answered beside the field, every answer kept', async ({ page }) => {
  await refusedThenCorrected(page, true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the privacy request form posts and answers with a page of its own', async ({ page }) => {
    const email = unique('privacy-nojs');
    await sendPrivacyRequest(page, email, false);
    await page.getByRole('link', { name: m.back }).click();
    await expect(page).toHaveURL(/\/privacy#privacy-request$/);
    expect(await linkFor(email)).toContain('/api/privacy-requests/confirm?token=');
  });

  test('an address the server refuses comes back in the form with every answer, the problem beside the field', async ({ page }) => {
    await refusedThenCorrected(page, false);
  });
});

test('the contact form\u2019s success stays readable beside the button', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('main form');
  await startUsing(form);
  await fillContactForm(form, {
    first: 'Stella',
    last: 'Stays',
    email: unique('contact-stays'),
    phone: '416-555-0123',
    comments: 'Please call me about a renewal.',
  });
  await form.getByLabel(/I consent to receiving communications/).check();
  // Timers from here on are the test's: a toast would be gone after its five seconds.
  await page.clock.install();
  await form.getByRole('button', { name: 'Submit' }).click();
  const confirmation = form.getByTestId('contact-result-shown');
  await expect(confirmation).toHaveText(messages.contact.success);
  await page.clock.runFor(30_000);
  await expect(confirmation).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
  await expect(page.locator('#toaster')).not.toContainText(messages.contact.success);
});
