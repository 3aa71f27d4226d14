import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { borrowerMessages as b } from '../../src/lib/messages-borrower';
import { photoOfSize } from '../helpers/parted-upload';
import { pdf } from '../helpers/upload-fixtures';
import { expectNoAxeViolations } from './support/axe';
import { agentDesk, applyByApi, newBorrower, openFileFromLink } from './support/borrower';
import { E2E_BASE_URL } from './support/e2e-env';

/**
 * A phone camera's photo larger than one request may carry (ADR 60): from a phone-sized page the file page's script
 * sends a 6 MB photo in parts, and it reaches the agent whole; the agent opens the borrower's PDF in the browser,
 * inline under the sandboxing headers, at desktop and phone width. Set SHOTS_DIR to keep screenshots.
 */
const borrower = newBorrower('Lara Large');
const PHOTO_BYTES = 6_000_000;
const photo = () => Buffer.from(photoOfSize(PHOTO_BYTES));

test('a 6 MB phone photo sent from a phone-sized page reaches the agent whole; the agent opens a PDF inline', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const leadId = await applyByApi(page, borrower);
  const desk = await agentDesk(browser, borrower.name);
  const asked = await desk.request.post(`/api/admin/leads/${leadId}/borrower-file/needs`, {
    data: { checklist_keys: ['photo_id', 'mortgage_statement'] },
    headers: { origin: E2E_BASE_URL },
  });
  expect(asked.status()).toBe(201);

  // The borrower, on a phone-sized page: the hint gives the larger limit, and the photo goes in parts.
  await page.setViewportSize({ width: 375, height: 800 });
  await openFileFromLink(page, borrower.email);
  const needs = page.locator('.need');
  await expect(needs).toHaveCount(2);
  await expect(needs.nth(0)).toContainText(b.needs.hintParted);
  const parts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/parted-uploads/')) parts.push(`${request.method()} ${new URL(request.url()).pathname.replace(/[0-9a-f-]{36}/, ':id')}`);
  });
  await needs.nth(0).locator('input[type=file]').setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo() });
  await needs.nth(0).getByRole('button', { name: b.needs.upload }).click();
  await expect(page.getByText(b.needs.uploaded)).toBeVisible({ timeout: 30_000 });
  expect(parts).toEqual([
    'PUT /api/my-file/parted-uploads/:id/parts/0',
    'PUT /api/my-file/parted-uploads/:id/parts/1',
    'POST /api/my-file/parted-uploads/:id/finish',
  ]);
  await expect(needs.nth(0)).toContainText('IMG_4032.jpg');
  // Again from the page it returned to (the same address): the page loads again and lists the second photo.
  await needs.nth(0).locator('input[type=file]').setInputFiles({ name: 'IMG_4033.jpg', mimeType: 'image/jpeg', buffer: photo() });
  await needs.nth(0).getByRole('button', { name: b.needs.upload }).click();
  await expect(needs.nth(0)).toContainText('IMG_4033.jpg', { timeout: 30_000 });
  // A small PDF still goes through the plain form.
  await needs
    .nth(1)
    .locator('input[type=file]')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf()) });
  await needs.nth(1).getByRole('button', { name: b.needs.upload }).click();
  await expect(page.getByText(b.needs.uploaded)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, undefined, { label: 'borrower page with uploads 375' });
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, 'borrower-large-upload-phone.png'), fullPage: true });

  // The agent, at desktop width: the photo arrives whole, and the PDF opens inline.
  await desk.reload();
  await desk.getByRole('button', { name: `Show details of ${borrower.name}` }).click();
  const rows = desk.getByTestId('borrower-file').getByTestId('borrower-need');
  await expect(rows.nth(0)).toContainText('IMG_4032.jpg');
  const download = await desk.request.get((await rows.nth(0).getByRole('link', { name: 'Download IMG_4032.jpg' }).getAttribute('href'))!);
  expect((await download.body()).equals(photo())).toBe(true);

  for (const width of [1280, 375]) {
    await desk.setViewportSize({ width, height: 800 });
    const view = rows.nth(1).getByRole('link', { name: `${b.desk.view} statement.pdf` });
    await expect(view).toBeVisible();
    const [shown] = await Promise.all([desk.context().waitForEvent('response', (response) => response.url().includes('view=1')), view.click()]);
    expect(shown.status()).toBe(200);
    const headers = shown.headers();
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toMatch(/^inline;/);
    expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(headers['x-content-type-options']).toBe('nosniff');
    if (process.env.SHOTS_DIR) await rows.nth(1).screenshot({ path: join(process.env.SHOTS_DIR, `borrower-large-upload-desk-${width}.png`) });
    for (const opened of desk
      .context()
      .pages()
      .filter((p) => p !== desk))
      await opened.close();
  }
});
