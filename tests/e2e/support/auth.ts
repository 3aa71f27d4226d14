import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-env';

/** Signs in through the /auth page as a person would. */
export async function signInThroughPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.locator('main form');
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Forgets the browser's session as a person switching accounts would. The open page is left first: a panel that
 * notices its session is gone goes to sign-in by itself (src/browser/session-ended.ts), which would race the test's
 * own next navigation.
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/**
 * Signs in through the API, for tests about what comes after sign-in: the session cookie lands in the page's browser
 * context without loading /auth and the panel it redirects to (sign-in through the page has its own tests).
 */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  const answer = await page.request.post('/api/auth/sign-in', { data: { email, password }, headers: { Origin: E2E_BASE_URL } });
  expect(answer.status(), await answer.text()).toBe(200);
}
