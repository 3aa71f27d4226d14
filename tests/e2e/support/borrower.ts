import { type Browser, expect, type Page } from '@playwright/test';
import { createDb } from '../../../db/client';
import { borrowerMessages as b } from '../../../src/lib/messages-borrower';
import { openSuperAdminTab } from './back-office';
import { E2E_BASE_URL, E2E_DATABASE_URL } from './e2e-env';

/** The borrower portal's end-to-end set-ups (ADR 52), shared by its spec files. */

/** A borrower with a unique name and address, so parallel tests never meet. */
export function newBorrower(first: string): { name: string; email: string } {
  const stamp = `${Date.now().toString(36)}x${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { name: `${first}${stamp}`, email: `${first.toLowerCase().replace(/\W+/g, '-')}-${stamp}@example.test` };
}

/** The newest sign-in link mailed to an address, read from the outbox. */
export async function linkFromOutbox(email: string): Promise<string> {
  const db = await createDb({ url: E2E_DATABASE_URL });
  try {
    for (let tries = 0; tries < 50; tries++) {
      const rows = await db.execute({ sql: 'SELECT text_body FROM email_outbox WHERE to_address = ? ORDER BY created_at DESC', args: [email] });
      const link = rows.rows.map((row) => /https?:\/\/\S+\/api\/my-file\/sign-in\?token=[a-z0-9]+/.exec(String(row.text_body))?.[0]).find(Boolean);
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no sign-in link for ${email}`);
  } finally {
    db.close();
  }
}

/** An application sent as the public form's script sends it; the new lead's id. */
export async function applyByApi(page: Page, borrower: { name: string; email: string }): Promise<string> {
  const applied = await page.request.post('/api/leads/application', {
    data: { full_name: borrower.name, email: borrower.email, phone: '4165550199', amount: 350000, idempotency_key: crypto.randomUUID() },
    headers: { origin: E2E_BASE_URL },
  });
  expect(applied.status()).toBe(201);
  return ((await applied.json()) as { lead_id: string }).lead_id;
}

/** The borrower opens the emailed link and presses its button: the file page. */
export async function openFileFromLink(page: Page, email: string): Promise<void> {
  const link = new URL(await linkFromOutbox(email));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: b.signIn.button }).click();
  await expect(page.getByRole('heading', { name: b.pageTitle })).toBeVisible();
}

/** The super admin's lead desk in a browser of its own, the borrower's lead open at its file. */
export async function agentDesk(browser: Browser, borrowerName: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await openSuperAdminTab(page, 'leads');
  await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(borrowerName);
  await expect(page.getByTestId('data-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Show details of ${borrowerName}` }).click();
  await expect(page.getByTestId('borrower-file')).toBeVisible();
  return page;
}
