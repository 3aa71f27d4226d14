import { expect, test } from '@playwright/test';
import { openSuperAdminTab } from './support/back-office';
import { startUsing } from './support/forms';
import { expectNoAxeViolations } from './support/axe';
import { fillContactForm } from './support/lead-forms';
import { NOTHING_HELD } from '../integration/privacy/support';

/** Privacy (ADR 27): a policy a visitor can find from every form, and access and erasure requests staff can answer. */

test('the privacy policy is linked from the footer and from the forms, and says how long files are kept @phone', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('main form');
  await expect(form.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/no activity for 6 years/)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  for (const path of ['/newsletter', '/become-broker']) {
    await page.goto(path);
    await expect(page.locator('main form').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  }
});

test('staff answer an access request with one JSON file and an erasure request down to a tombstone', async ({ page }) => {
  const email = `privacy-${Date.now()}@example.test`;
  await page.goto('/contact');
  const form = page.locator('main form');
  await startUsing(form);
  await fillContactForm(form, { first: 'Priya', last: 'Vacy', email, phone: '416-555-0123', comments: 'Please call me about my renewal.' });
  await form.getByLabel(/I consent to receiving communications/).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('contact-result-shown')).toHaveText("Message sent! We'll get back to you soon.");

  await openSuperAdminTab(page, 'privacy');
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy requests' })).toBeVisible();
  await page.getByLabel('Email address', { exact: true }).fill(email);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download everything held (JSON)' }).click()]);
  const held = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
  expect(held.counts).toMatchObject({ leads: 1, consents: 1 });
  expect(held.leads[0].message).toBe('Please call me about my renewal.');

  const erase = page.getByRole('button', { name: 'Erase personal data' });
  await expect(erase).toBeDisabled();
  await page.getByLabel('Type the email address again to confirm').fill(`x${email}`);
  await expect(erase).toBeDisabled();
  await page.getByLabel('Type the email address again to confirm').fill(email.toUpperCase());
  await erase.click();
  await expect(page.getByTestId('privacy-outcome')).toHaveText(/Erased: 1 lead, 1 consent record kept as a tombstone/);
  await expectNoAxeViolations(page, 'main');

  const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download everything held (JSON)' }).click()]);
  const after = JSON.parse(await (await again.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
  expect(after.counts).toEqual(NOTHING_HELD);
});
