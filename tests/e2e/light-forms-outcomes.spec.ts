import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import { startUsing } from './support/forms';

/**
 * What a blind visitor found on the light forms (ADR 54): a second Enter right after a success must not wipe it,
 * the newsletter's success must stay on the page, and the contact success takes keyboard focus.
 */

const unique = (label: string) => `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
const posts = (page: Page, path: string) => {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(path) && response.request().method() === 'POST') statuses.push(response.status());
  });
  return statuses;
};

test('contact: Enter twice sends one lead, the success stays and takes focus, no "required" errors', async ({ page }) => {
  const statuses = posts(page, '/api/leads/contact');
  await page.goto('/contact');
  const form = page.locator('main form');
  await startUsing(form);
  await form.getByLabel('First name').fill('Erin');
  await form.getByLabel('Last name').fill('Tester');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(unique('twice'));
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('416-555-0123');
  await form.getByLabel('Comments').fill('We would like to talk about a renewal.');
  await form.getByLabel(/I consent to receiving communications/).check();
  await form.getByLabel('Postal code').fill('M4C 1B5');
  await form.getByLabel('Postal code').focus();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads/contact') && r.request().method() === 'POST');
  await page.keyboard.press('Enter');
  await answered;
  await page.waitForTimeout(150);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);

  const success = page.getByTestId('contact-result-shown');
  await expect(success).toHaveText(messages.contact.success);
  await expect(success).toBeFocused();
  await expect(page.getByText(messages.generic.invalidInput)).toHaveCount(0);
  await expect(form.getByText(/is required/)).toHaveCount(0);
  expect(statuses).toEqual([201]);
});

test('newsletter: the success stays on the page, and Enter again right after it changes nothing', async ({ page }) => {
  const statuses = posts(page, '/api/leads/newsletter');
  await page.goto('/newsletter');
  const form = page.locator('main form');
  await startUsing(form);
  const email = form.getByRole('textbox', { name: 'Email', exact: true });
  await email.fill(unique('stays'));
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads/newsletter') && r.request().method() === 'POST');
  await email.press('Enter');
  await answered;
  await page.waitForTimeout(150);
  await page.keyboard.press('Enter');

  const success = page.getByTestId('newsletter-result-shown');
  await expect(success).toHaveText(`${messages.newsletter.success} ${messages.newsletter.checkInbox}`);
  await expect(success).toBeFocused();
  // A toast lasts 5 s; the message in the form must outlive it.
  await page.waitForTimeout(6_000);
  await expect(success).toBeVisible();
  await expect(form.getByText(/is required/)).toHaveCount(0);
  expect(statuses).toEqual([201]);

  // Typing again is a fresh start: the old success goes and the next submission is checked as usual.
  await email.fill('x');
  await expect(success).toHaveCount(0);
});
