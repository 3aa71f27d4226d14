import { expect, type Page, test } from '@playwright/test';
import { messages } from '../../src/lib/messages';

/**
 * What an outside tester tripped on walking the site (ADR 42): a rate alert for "drops at all" blocked by a threshold
 * figure that no longer applies, with and without JavaScript; the chat button shown (and covering rates) where its
 * script cannot run.
 */
const m = messages.rateAlerts;
const unique = () => `e2e-walk-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** A figure out of range typed, then "drops at all" chosen: the alert is sent, the figure ignored. */
async function alertOnAnyDropAfterTyping40(page: Page) {
  await page.goto('/rates');
  const form = page.getByTestId('rate-alert-form');
  await form.getByRole('textbox', { name: new RegExp(m.threshold) }).fill('40');
  await form.getByRole('radio', { name: m.anyDrop }).check();
  await form.getByRole('textbox', { name: m.email, exact: true }).fill(unique());
  await form.getByLabel(m.consentLabel).check();
  await form.getByRole('button', { name: m.submit }).click();
  await expect(page).toHaveURL(/\/rates\?sent=rate-alert#rate-alert-result-sent$/);
  await expect(page.getByText(m.success)).toBeVisible();
}

test('a rate alert on any drop is sent whatever was left in the threshold field', async ({ page }) => {
  await alertOnAnyDropAfterTyping40(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the rate alert on any drop posts, and the chat button, which could do nothing, is not shown', async ({ page }) => {
    await page.goto('/rates');
    await expect(page.getByRole('button', { name: messages.chat.openButton })).toBeHidden();
    await alertOnAnyDropAfterTyping40(page);
  });
});
