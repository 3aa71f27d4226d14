import { expect, test, type Page } from '@playwright/test';
import { createDb, type Db } from '../../db/client';
import { createUser } from '../../functions/auth/create-user';
import { expectNoAxeViolations } from './support/axe';
import { forgetSession, signInThroughPage, totpCode } from './support/auth';
import { E2E_DATABASE_URL } from './support/e2e-env';

/** Staff accounts (ADR 41): reset from the emailed link, two-step sign-in, recovery codes, sign out everywhere. */
let db: Db;
test.beforeAll(async () => {
  db = await createDb({ url: E2E_DATABASE_URL });
});
test.afterAll(() => db.close());

/** A fresh account of its own for each test, so parallel tests never share a password, key or session. */
async function newAccount(role: 'super_admin' | 'admin' | 'agent') {
  const email = `${role.replace('_', '-')}-${crypto.randomUUID().slice(0, 8)}@accounts.e2e.test`;
  const password = 'first-pass-123';
  await createUser(db, { email, password, role, name: `Acct ${role} ${email.slice(0, 12)}` });
  return { email, password };
}

async function outboxTo(email: string, subject?: string): Promise<string[]> {
  const rows = await db.execute({
    sql: `SELECT text_body FROM email_outbox WHERE to_address = ? ${subject ? 'AND subject = ?' : ''} ORDER BY created_at DESC`,
    args: subject ? [email, subject] : [email],
  });
  return rows.rows.map((row) => String(row.text_body));
}

/** Enrols through the page shown (sign-in's enrolment or the Account tab's), with a code computed from the shown key. */
async function enrolOnPage(page: Page): Promise<{ key: string; codes: string[] }> {
  await expect(page.getByTestId('totp-key')).toHaveText(/^[A-Z2-7 ]{39}$/);
  // The key is also a QR code to scan, drawn and named for screen readers.
  const qr = page.getByRole('img', { name: 'QR code of the key, to scan with an authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const key = (await page.getByTestId('totp-key').textContent())!.replace(/\s+/g, '');
  await page.getByLabel('Authentication code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByTestId('recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  return { key, codes };
}

test('a forgotten password is reset from the emailed link, once, and the old password stops working', async ({ page }) => {
  const person = await newAccount('agent');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/reset$/);
  const form = page.locator('main form');
  await expect(form.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  await form.getByLabel('Email').fill(person.email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that address');

  // The link is made just after the answer (the same answer for every address): wait for its mail.
  await expect.poll(async () => (await outboxTo(person.email, 'Reset your password')).length).toBe(1);
  const [mail] = await outboxTo(person.email, 'Reset your password');
  const link = /(https?:\/\/\S+\/auth\/reset#token=[a-z0-9]+)/.exec(mail!)![1]!;
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/auth\/reset$/);
  await page.getByLabel('New password', { exact: true }).fill('second-pass-456');
  await page.getByLabel('Confirm new password').fill('second-pass-456');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Your password was changed')).toBeVisible();

  await signInThroughPage(page, person.email, person.password);
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signInThroughPage(page, person.email, 'second-pass-456');
  await expect(page).toHaveURL(/\/agent-dashboard$/);

  // The same link again: said to be dead before anything is typed, and no new-password form is offered.
  await forgetSession(page);
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.locator('main form').getByText('This reset link has expired or was already used. Ask for a new one.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});

test('a super admin without a key is sent to enrol first, then signs in with a generated code @phone', async ({ page }) => {
  // Two sign-ins, a reload, a wrong code and two accessibility scans: more than the default 30 seconds on a busy machine.
  test.slow();
  const boss = await newAccount('super_admin');
  await signInThroughPage(page, boss.email, boss.password, undefined);
  // The step replaces the sign-in form titled h1 and is the page's h1 in its place, at every width.
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeVisible();
  await expect(page.getByText('Your role signs in with a one-time code')).toBeVisible();
  // The back office stays shut until enrolment is done.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await expectNoAxeViolations(page);
  // No chat button over the code steps; the key shown survives a reload (one already scanned still works).
  await expect(page.locator('[data-chat-launcher]')).toBeHidden();
  await expect(page.getByTestId('totp-key')).toHaveText(/^[A-Z2-7 ]{39}$/);
  const shown = await page.getByTestId('totp-key').textContent();
  await page.reload();
  await expect(page.getByTestId('totp-key')).toHaveText(shown!);
  // A wrong code first: its error toast goes once the right code is accepted.
  const keyNow = shown!.replace(/\s+/g, '');
  await page.getByLabel('Authentication code').fill(totpCode(keyNow) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.locator('#toaster [data-variant="error"]')).toHaveCount(1);
  const { key } = await enrolOnPage(page);
  // At once, not after the toast's own 5 seconds.
  await expect(page.locator('#toaster [data-variant="error"]')).toHaveCount(0, { timeout: 300 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I stored them, continue' }).click();
  await expect(page).toHaveURL(/\/super-admin$/);

  await forgetSession(page);
  await signInThroughPage(page, boss.email, boss.password, key);
  await expect(page).toHaveURL(/\/super-admin$/);
  await expect(page.getByRole('heading', { name: 'Super Admin Panel' })).toBeVisible();
});

test('after changing the password the focus is on the confirmation, not the page body', async ({ page }) => {
  const agent = await newAccount('agent');
  await signInThroughPage(page, agent.email, agent.password);
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  await page.goto('/agent-dashboard?tab=account');
  await page.getByLabel('Current password').fill(agent.password);
  await page.getByLabel('New password', { exact: true }).fill('second-pass-456');
  await page.getByLabel('Confirm new password').fill('second-pass-456');
  await page.getByLabel('Confirm new password').press('Enter');
  const done = page.locator('main').getByRole('status').filter({ hasText: 'Password changed. Your other sessions were signed out.' });
  await expect(done).toBeFocused();
});

test('an agent turns on two-step verification in the Account tab and signs in once with a recovery code', async ({ page }) => {
  const agent = await newAccount('agent');
  await signInThroughPage(page, agent.email, agent.password);
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  await page.goto('/agent-dashboard?tab=account');
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  const { codes } = await enrolOnPage(page);
  await page.getByRole('button', { name: 'I stored them, continue' }).click();
  await expect(page.getByTestId('two-factor-state')).toContainText('10 unused recovery codes left');

  await forgetSession(page);
  await page.goto('/auth');
  const form = page.locator('main form');
  // The sign-in island loads at the first focus in the form (ADR 54).
  await form.getByLabel('Email').fill(agent.email);
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await form.getByLabel('Password').fill(agent.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  await page.goto('/agent-dashboard?tab=account');
  await expect(page.getByTestId('two-factor-state')).toContainText('9 unused recovery codes left');
  expect((await outboxTo(agent.email, 'A recovery code was used to sign in')).length).toBe(1);
});

test('sign out everywhere ends the sessions of every browser @phone', async ({ page, browser }) => {
  const admin = await newAccount('admin');
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await signInThroughPage(elsewhere, admin.email, admin.password);
  await expect(elsewhere).toHaveURL(/\/agent-dashboard$/);

  await signInThroughPage(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  await page.goto('/agent-dashboard?tab=account');
  await expect(page.getByTestId('session-row')).toHaveCount(2);
  await expect(page.getByText('This session')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  expect((await elsewhere.request.get('/api/auth/me')).status()).toBe(401);
  expect((await outboxTo(admin.email, 'Every session of your account was signed out')).length).toBe(1);
  await other.close();
});
