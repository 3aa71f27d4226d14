import { expect, type Locator } from '@playwright/test';

/**
 * Starts using a form as a visitor does (focus in its first field) and waits until its island has taken over:
 * form islands hydrate at the first interaction (ADR 30) and mark their form `data-enhanced` once they own it.
 */
export async function startUsing(form: Locator): Promise<void> {
  // A form with nothing to type in (the unsubscribe confirmation) hydrates at idle.
  const field = form.locator('input:not([type="hidden"]), textarea, select').first();
  if ((await field.count()) > 0) await field.focus();
  await expect(form).toHaveAttribute('data-enhanced', 'true', { timeout: 20_000 });
}
