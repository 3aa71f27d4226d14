import { expect, test } from '@playwright/test';
import { createDb } from '../../db/client';
import { createUser } from '../../functions/auth/create-user';
import { borrowerMessages as b } from '../../src/lib/messages-borrower';
import { pdf } from '../helpers/upload-fixtures';
import { signInThroughApi } from './support/auth';
import { newBorrower, openFileFromLink } from './support/borrower';
import { E2E_BASE_URL, E2E_DATABASE_URL } from './support/e2e-env';

/**
 * The borrower portal on a phone with JavaScript off (ADR 52, ADR 60): a 12 MB PDF sent through the plain form comes
 * back as our page with "too large" at its document (not the browser's "connection reset"), and an agent with a long
 * address has it wrapped inside the agent card at 375 and 320 px.
 */
const borrower = newBorrower('Nora Noscript');
const TWELVE_MB = 12 * 1024 * 1024;

/** A PDF of the size: a real one, padded after its end. */
const bigPdf = () => {
  const bytes = Buffer.alloc(TWELVE_MB, 0x20);
  Buffer.from(pdf()).copy(bytes);
  return bytes;
};

test('a 12 MB PDF with JavaScript off gets our "too large" page; a long agent address wraps in its card', async ({ browser }) => {
  test.setTimeout(90_000);
  // An agent with a long address, assigned by the application (the card shows the agent's email).
  const stamp = Date.now().toString(36);
  const agentEmail = `margaretellenfitzgeraldmacdonald.${stamp}@mortgagesbymargaretexample.test`; // no hyphen to break at
  const db = await createDb({ url: E2E_DATABASE_URL });
  const { agentId } = await createUser(db, { email: agentEmail, password: 'password-123', role: 'agent', name: `Margaret ${stamp}` }).finally(() => db.close());
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const applied = await page.request.post('/api/leads/application', {
    data: { full_name: borrower.name, email: borrower.email, phone: '4165550199', amount: 350000, agent_id: agentId, idempotency_key: crypto.randomUUID() },
    headers: { origin: E2E_BASE_URL },
  });
  expect(applied.status()).toBe(201);
  const leadId = ((await applied.json()) as { lead_id: string }).lead_id;
  // The agent asks for a document (as the desk's script would, from the API).
  const agentContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const agentPage = await agentContext.newPage();
  await signInThroughApi(agentPage, agentEmail, 'password-123');
  const asked = await agentPage.request.post(`/api/agent/leads/${leadId}/borrower-file/needs`, {
    data: { checklist_keys: ['mortgage_statement'] },
    headers: { origin: E2E_BASE_URL },
  });
  expect(asked.status()).toBe(201);
  await agentContext.close();

  await openFileFromLink(page, borrower.email);
  const card = page.locator('.agent');
  await expect(card).toContainText(agentEmail);
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const link = await card.getByRole('link', { name: agentEmail }).boundingBox();
    const box = await card.boundingBox();
    expect(link!.x + link!.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }

  const need = page.locator('.need').first();
  await need.locator('input[type=file]').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: bigPdf() });
  const [answer] = await Promise.all([page.waitForNavigation(), need.getByRole('button', { name: b.needs.upload }).click()]);
  expect(answer?.status()).toBe(200);
  expect(new URL(page.url()).searchParams.get('error')).toBe('too_large');
  await expect(page.getByText(b.needs.tooLarge)).toBeVisible();
  await context.close();
});
