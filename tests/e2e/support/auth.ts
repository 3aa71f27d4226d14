import { expect, type Page } from '@playwright/test';

/** Signs in through the /auth page as a person would. */
export async function signInThroughPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.locator('main form');
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}
