import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Waits until React owns the island holding `inner` (Astro removes `ssr` once it has hydrated), first focusing a
 * control inside it as a visitor would: calculators and the rates table hydrate at the first interaction (ADR 30),
 * or at idle when the address carries a scenario.
 */
export async function islandHydrated(page: Page, inner: Locator): Promise<void> {
  const island = page.locator('astro-island').filter({ has: inner }).first();
  if ((await island.getAttribute('ssr')) !== null) {
    const control = island.locator('input:not([type="hidden"]), select, textarea').first();
    if ((await control.count()) > 0) await control.focus();
  }
  await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
}

/** Opens `path` with every script held until `type` has run, then lets the islands load. */
export async function typeBeforeHydration(page: Page, path: string, type: () => Promise<void>): Promise<void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.+\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await type();
  release();
}
