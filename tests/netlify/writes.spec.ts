import { expect, test } from '@playwright/test';
import type { Db } from '../../db/client';
import { ACCOUNTS } from '../e2e/support/e2e-env';
import { startUsing } from '../e2e/support/forms';
import { totpCode } from '../e2e/support/auth';
import { images, pdf } from '../helpers/upload-fixtures';
import { openSmokeDb } from './support/smoke-db';
import { BUILD_HOOK_PEER_URL, NETLIFY_BASE_URL, PREVIEW_ORIGIN } from './support/smoke-env';

/** Writes through the api function on Netlify's runtime: leads, allowed origins, sign-in, rebuilds, Blobs. */
let db: Db;
test.beforeAll(async () => {
  db = await openSmokeDb();
});
test.afterAll(() => db.close());

/**
 * The super admin's current code. A code's time step is accepted once per account (ADR 41), and these tests sign the
 * same account in within one 30 s step: the last accepted step is forgotten first, in the smoke database only.
 */
async function superAdminCode(): Promise<string> {
  await db.execute('UPDATE totp_credentials SET last_used_step = NULL');
  return totpCode(ACCOUNTS.superAdmin.totpKey);
}

const unique = (label: string) => `netlify-${label}-${Date.now()}@example.test`;

test('a lead through the contact form is stored with its consent record and its notification in the outbox', async ({ page }) => {
  const email = unique('contact');
  await page.goto('/contact');
  const form = page.locator('main form');
  await startUsing(form);
  await form.getByLabel('First name').fill('Erin');
  await form.getByLabel('Last name').fill('Netlify');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('416-555-0123');
  await form.getByLabel('Postal code').fill('M4C 1B5');
  await form.getByLabel('Comments').fill('Served by the Netlify runtime.');
  await form.getByLabel(/I consent to receiving communications/).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  // The success stays beside the button rather than in a toast (ADR 48).
  await expect(page.getByTestId('contact-result-shown')).toHaveText("Message sent! We'll get back to you soon.");

  const lead = await db.execute({ sql: "SELECT id FROM leads WHERE client_email = ? AND type = 'contact'", args: [email] });
  expect(lead.rows).toHaveLength(1);
  const leadId = String(lead.rows[0]!.id);
  const consent = await db.execute({ sql: 'SELECT lead_id FROM consent_records WHERE email = ?', args: [email] });
  expect(consent.rows.map((row) => row.lead_id)).toEqual([leadId]);
  // The notification went to the local SMTP peer from the function (SMTP_URL): sent, not merely logged.
  await expect
    .poll(async () => (await db.execute({ sql: 'SELECT status FROM email_outbox WHERE lead_id = ?', args: [leadId] })).rows.map((row) => row.status))
    .toEqual(['sent']);
});

test('allowed origins on Netlify (ADR 28): the runtime’s URL and DEPLOY_URL and this context’s DEPLOY_PRIME_URL, nothing else', async ({ request }) => {
  // Netlify's runtime tries .html and .htm variants of each refused POST before the function answers: five requests
  // took over a minute on two busy cores, so this test has two.
  test.setTimeout(120_000);
  const signIn = (origin: string) =>
    request.post('/api/auth/sign-in', { data: { email: 'nobody@example.test', password: 'not-the-password' }, headers: { origin } });
  // A refused origin is told so before any password is checked; an allowed one reaches the password check.
  for (const allowed of [NETLIFY_BASE_URL, PREVIEW_ORIGIN]) {
    const answer = await signIn(allowed);
    expect(answer.status(), allowed).toBe(401);
  }
  for (const refused of ['https://deploy-preview-8--brokerage.netlify.app', 'https://brokerage.example', 'http://127.0.0.1:9']) {
    const answer = await signIn(refused);
    expect(answer.status(), refused).toBe(403);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('csrf_refused');
  }
});

test('sign-in through the page, then a back-office write whose rebuild request reaches the build hook', async ({ page }) => {
  await page.goto('/auth');
  const form = page.locator('main form');
  // The sign-in island loads at the first focus in the form (ADR 54); its button is enabled once it runs.
  await form.getByLabel('Email').fill(ACCOUNTS.superAdmin.email);
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await form.getByLabel('Password').fill(ACCOUNTS.superAdmin.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  // The super admin's second step (ADR 41): a real code from the key it was enrolled with.
  await page
    .locator('main form')
    .getByLabel('Authentication code')
    .fill(await superAdminCode());
  await page.locator('main form').getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/super-admin$/);

  const name = `Netlify smoke service ${Date.now()}`;
  const created = await page.request.post('/api/admin/services', {
    data: { name, description: 'Checks the build hook.' },
    headers: { origin: NETLIFY_BASE_URL },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect
    .poll(async () => {
      const received = (await (await fetch(BUILD_HOOK_PEER_URL)).json()) as { url: string; body: string }[];
      return received.filter((hit) => hit.url === '/build-hook').map((hit) => (JSON.parse(hit.body) as { reason: string }).reason);
    })
    .toContainEqual(expect.stringContaining('services'));
  const state = await db.execute('SELECT last_status FROM rebuild_state WHERE id = 1');
  expect(state.rows[0]!.last_status).toBe('success');
});

test('an upload is stored in Netlify Blobs and served back at /uploads with its own headers; a private document is not', async ({ page }) => {
  await page.request.post('/api/auth/sign-in', {
    data: { email: ACCOUNTS.superAdmin.email, password: ACCOUNTS.superAdmin.password },
    headers: { origin: NETLIFY_BASE_URL },
  });
  await page.request.post('/api/auth/two-factor/verify', { data: { code: await superAdminCode() }, headers: { origin: NETLIFY_BASE_URL } });
  const uploaded = await page.request.post('/api/uploads/product-images', {
    headers: { origin: NETLIFY_BASE_URL },
    multipart: { file: { name: 'smoke.png', mimeType: 'image/png', buffer: Buffer.from(images.png) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  expect(url).toMatch(/^\/uploads\/product-images\/.+\.png$/);

  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body())).toEqual(Buffer.from(images.png));
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // The agent's private document is in Blobs too, yet /uploads answers 404 as for a missing file.
  await page.context().clearCookies();
  await page.request.post('/api/auth/sign-in', {
    data: { email: ACCOUNTS.agent.email, password: ACCOUNTS.agent.password },
    headers: { origin: NETLIFY_BASE_URL },
  });
  const document = await page.request.post('/api/agent/documents', {
    headers: { origin: NETLIFY_BASE_URL },
    multipart: { file: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf()) }, type: 'certificate' },
  });
  expect(document.status(), await document.text()).toBe(201);
  const { item } = (await document.json()) as { item: { id: string } };
  const row = await db.execute({ sql: 'SELECT file_url FROM agent_documents WHERE id = ?', args: [item.id] });
  const key = String(row.rows[0]!.file_url);
  expect((await page.request.get(`/api/agent/documents/${item.id}/download`)).status()).toBe(200);
  const direct = await page.request.get(`/uploads/agent-documents/${key}`);
  expect(direct.status()).toBe(404);
  expect((await page.request.get('/uploads/product-images/no-such-file.png')).status()).toBe(404);
});
