import { expect, type Page, test } from '@playwright/test';
import { photoOfSize } from '../helpers/parted-upload';
import { pdf } from '../helpers/upload-fixtures';
import { forgetSession, signInThroughApi } from './support/auth';
import { newestToast, openSuperAdminTab, tableRow } from './support/back-office';
import { ACCOUNTS, E2E_BASE_URL } from './support/e2e-env';
import { expectNoAxeViolations } from './support/axe';

/**
 * Documents as staff meet them: the agent chooses a file with a real button (or drops it), sees its name and size
 * and the 20 MB limit before sending anything (a file over 4 MB goes in parts, ADR 60); the super admin opens any agent's documents from the agent's card.
 */
const stamp = () => `${Date.now().toString(36)}x${Math.floor(Math.random() * 1e4).toString(36)}`;
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

async function openAgentDocuments(page: Page) {
  await signInThroughApi(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
  await page.goto('/agent-dashboard?tab=documents');
  await expect(page.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
}

/** Stores a document as the signed-in agent through the API the tab uses. */
async function uploadAsAgent(page: Page, name: string) {
  const answer = await page.request.post('/api/agent/documents', {
    headers: { Origin: E2E_BASE_URL },
    multipart: { file: { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf()) }, type: 'certificate' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Drops a PDF on the picker's area as a file dragged from the desktop would arrive. */
async function dropFile(page: Page, name: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ fileName, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], fileName, { type: 'application/pdf' }));
      return transfer;
    },
    { fileName: name, bytes: Array.from(pdf()) },
  );
  await page.getByTestId('file-drop').dispatchEvent('drop', { dataTransfer });
}

test.describe('back-office documents', () => {
  test('the agent chooses a file with a labelled button, sees its name, size and the limit, or drops it', async ({ page }) => {
    const id = stamp();
    await openAgentDocuments(page);
    const picker = page.getByLabel('Document file');
    // The kit's button, not the browser's control; the limit is said before anything is sent.
    await expect(page.locator('label[for]').filter({ hasText: 'Choose file' })).toBeVisible();
    await expect(picker).toHaveAccessibleDescription(/up to 20 MB/);
    await expect(page.getByText('or drop a file here')).toBeVisible();

    // Nothing chosen: the reason, and the keyboard is back on the picker.
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByText('Choose a file to upload.')).toBeVisible();
    await expect(picker).toBeFocused();

    // Too large is refused at once, before any upload.
    const uploads: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/api/agent/documents') && uploads.push(request.url()));
    await picker.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(21 * 1024 * 1024, 1) });
    await expect(page.getByText('The file is too large. The limit is 20 MB.')).toBeVisible();
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('chosen-file')).toHaveCount(0);

    // A file chosen shows its name and size; Remove lets go of it.
    const first = `licence-${id}.pdf`;
    await picker.setInputFiles({ name: first, mimeType: 'application/pdf', buffer: Buffer.from(pdf()) });
    await expect(page.getByTestId('chosen-file')).toHaveText(new RegExp(`${first}\\s*\\d+ B`));
    await expect(page.getByText('The file is too large. The limit is 20 MB.')).toHaveCount(0);
    await expect(page.locator('label[for]').filter({ hasText: 'Choose another file' })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${first}` }).click();
    await expect(page.getByTestId('chosen-file')).toHaveCount(0);

    // Dropped on the area, then uploaded.
    await dropFile(page, first);
    await expect(page.getByTestId('chosen-file')).toContainText(first);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(newestToast(page)).toContainText('Document uploaded successfully');
    await expect(tableRow(page, first)).toBeVisible();
    await expect(page.getByTestId('chosen-file')).toHaveCount(0);
    expect(uploads).toHaveLength(1);
  });

  test('a 6 MB scan goes in parts and is listed whole (ADR 60)', async ({ page }) => {
    const name = `scan-${stamp()}.jpg`;
    await openAgentDocuments(page);
    const parts: string[] = [];
    page.on('request', (request) => request.url().includes('/api/agent/documents/parted-uploads') && parts.push(request.method()));
    await page.getByLabel('Document file').setInputFiles({ name, mimeType: 'image/jpeg', buffer: Buffer.from(photoOfSize(6_000_000)) });
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(newestToast(page)).toContainText('Document uploaded successfully', { timeout: 20_000 });
    await expect(tableRow(page, name)).toBeVisible();
    expect(parts).toEqual(['POST', 'PUT', 'PUT', 'POST']);
  });

  test("the super admin opens an agent's documents from the agent's card and downloads one", async ({ page }) => {
    const name = `certificate-${stamp()}.pdf`;
    await signInThroughApi(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
    await uploadAsAgent(page, name);
    await forgetSession(page);

    await openSuperAdminTab(page, 'agents');
    const card = page.getByTestId('agent-card').filter({ has: page.getByRole('heading', { name: ACCOUNTS.agent.name, exact: true }) });
    const open = card.getByRole('button', { name: `Documents ${ACCOUNTS.agent.name}` });
    await open.click();
    const dialog = page.getByRole('dialog', { name: `Documents of ${ACCOUNTS.agent.name}` });
    const row = dialog.getByTestId('data-row').filter({ hasText: name });
    await expect(row).toContainText('Certificate');
    const href = await row.getByRole('link', { name: `Download ${name}` }).getAttribute('href');
    expect(href).toMatch(/^\/api\/admin\/agents\/[^/]+\/documents\/[^/]+\/download$/);
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toContain('attachment');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // An agent with no documents: the empty state.
    await page.getByTestId('agent-card').filter({ hasText: 'Priya Sharma' }).getByRole('button', { name: 'Documents Priya Sharma' }).click();
    const empty = page.getByRole('dialog', { name: 'Documents of Priya Sharma' });
    await expect(empty.getByText('This agent has no documents yet.')).toBeVisible();
    await empty.getByRole('button', { name: 'Close' }).last().click();
    await expect(empty).toBeHidden();
  });

  test('documents fit a 375 px phone, for the agent and in the super admin dialog @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const name = `phone-${stamp()}.pdf`;
    await openAgentDocuments(page);
    await page.getByLabel('Document file').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(pdf()) });
    await expect(page.getByTestId('chosen-file')).toContainText(name);
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(newestToast(page)).toContainText('Document uploaded successfully');
    await noSidewaysScroll(page);
    await forgetSession(page);

    await openSuperAdminTab(page, 'agents');
    await page.getByRole('button', { name: `Documents ${ACCOUNTS.agent.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Documents of ${ACCOUNTS.agent.name}` });
    await expect(dialog.getByTestId('data-row').filter({ hasText: name })).toBeVisible();
    await noSidewaysScroll(page);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });
});
