import { expect, type Locator, type Page } from '@playwright/test';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import { createDb, type Db } from '../../../db/client';
import { readEnv } from '../../../config/env';
import { openTotpKey } from '../../../functions/auth/totp-key-seal';
import { ACCOUNTS, E2E_BASE_URL, E2E_DATABASE_URL } from './e2e-env';

let db: Promise<Db> | undefined;

/**
 * A code opens one session (RFC 6238 section 5.2, ADR 41), and the suites sign the shared super admin in far more
 * often than every 30 seconds: before giving a code, the test forgets the step the key's last code used, as the
 * next 30 seconds would. Test code only; the server has no switch for it.
 */
async function forgetLastCodeStep(keyBase32: string): Promise<void> {
  db ??= createDb({ url: E2E_DATABASE_URL });
  const key = decodeBase32IgnorePadding(keyBase32.replace(/\s+/g, ''));
  // Keys are sealed at rest (ADR 41): the account is the one whose stored key opens to this key.
  const secret = readEnv().TOTP_ENCRYPTION_KEY;
  const stored = await (await db).execute('SELECT user_id, key FROM totp_credentials');
  const owners = stored.rows
    .filter((row) => {
      try {
        return Buffer.from(openTotpKey(new Uint8Array(row.key as ArrayBuffer), String(row.user_id), secret)).equals(Buffer.from(key));
      } catch {
        return false;
      }
    })
    .map((row) => String(row.user_id));
  // A race lost to another worker (below) counts as a wrong code; the shared account must not reach the lockout.
  if (owners.length === 0) return;
  await (await db).batch(
    owners.flatMap((userId) => [
      { sql: 'UPDATE totp_credentials SET last_used_step = NULL WHERE user_id = ?', args: [userId] },
      { sql: 'DELETE FROM rate_limits WHERE key = ?', args: [`two-factor:account:${userId}`] },
    ]),
  );
}

/** The current 6-digit code of a base32 TOTP key, as an authenticator app shows it (ADR 41). */
export function totpCode(keyBase32: string): string {
  return generateTOTP(decodeBase32IgnorePadding(keyBase32.replace(/\s+/g, '')), 30, 6);
}

/** The TOTP key of a shared e2e account that has one (the super admin), by email. */
function knownKey(email: string): string | undefined {
  return Object.values(ACCOUNTS).find((account) => account.email === email && 'totpKey' in account)?.['totpKey' as never];
}

/**
 * Signs in through the /auth page as a person would. An account with a TOTP key (the shared super admin, or
 * `totpKey` given) then gets the code step, answered with the current code.
 */
export async function signInThroughPage(page: Page, email: string, password: string, totpKey = knownKey(email)): Promise<void> {
  await page.goto('/auth');
  await signInHere(page, email, password, totpKey);
}

/** The same on the sign-in page the browser is already on (one a panel sent it to, with its `?next=`). */
export async function signInHere(page: Page, email: string, password: string, totpKey = knownKey(email)): Promise<void> {
  const form = page.locator('main form');
  // The sign-in island loads at the first focus in the form (ADR 54); its button is enabled once it runs.
  await form.getByLabel('Email').fill(email);
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  if (totpKey) await answerCodeStep(page, totpKey);
}

/** Sign-in's second step on /auth, answered with the current code of the key (ADR 41). */
export async function answerCodeStep(page: Page, totpKey: string): Promise<void> {
  const code = page.locator('main form').getByLabel('Authentication code');
  await expect(code).toBeVisible();
  // Another worker signing the shared account in may take the same step between forgetting and verifying: try again.
  for (let attempt = 1; ; attempt += 1) {
    await forgetLastCodeStep(totpKey);
    await code.fill(totpCode(totpKey));
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/two-factor/verify') && r.request().method() === 'POST');
    await page.locator('main form').getByRole('button', { name: 'Verify' }).click();
    if ((await answer).status() !== 400 || attempt === 3) return;
  }
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

/** Ends this browser's session on the server, as an expiry would (only this session: other tests run alongside). */
export async function endSession(page: Page): Promise<void> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'session')?.value ?? '';
  const sessions = await createDb({ url: E2E_DATABASE_URL });
  try {
    await sessions.execute({ sql: 'DELETE FROM sessions WHERE id = ?', args: [decodeURIComponent(token).split('.')[0] ?? ''] });
  } finally {
    sessions.close();
  }
}

/**
 * Signs in through the API, for tests about what comes after sign-in: the session cookie lands in the page's browser
 * context without loading /auth and the panel it redirects to (sign-in through the page has its own tests). An
 * account that owes a code gets it from its key.
 */
export async function signInThroughApi(page: Page, email: string, password: string, totpKey = knownKey(email)): Promise<void> {
  const headers = { Origin: E2E_BASE_URL };
  const answer = await page.request.post('/api/auth/sign-in', { data: { email, password }, headers });
  expect(answer.status(), await answer.text()).toBe(200);
  const { two_factor: step } = (await answer.json()) as { two_factor: 'verify' | 'enrol' | null };
  if (step === 'verify') {
    if (!totpKey) throw new Error(`${email} owes a one-time code and no key was given`);
    // Another worker may take the same step between forgetting and verifying: one more try then.
    const verify = () =>
      forgetLastCodeStep(totpKey).then(() => page.request.post('/api/auth/two-factor/verify', { data: { code: totpCode(totpKey) }, headers }));
    let verified = await verify();
    for (let attempt = 2; verified.status() === 400 && attempt <= 3; attempt += 1) verified = await verify();
    expect(verified.status(), await verified.text()).toBe(200);
  } else if (step === 'enrol') {
    throw new Error(`${email} must enrol in two-step verification first`);
  }
}

/**
 * The super admin's session ends while `dialog` is open on `tab`: its Save leads to sign-in (`whileSignedOut` checks
 * that page), and signing in again returns to the tab, where the dialog's draft is given back (ADR 43).
 */
export async function saveAcrossSignIn(page: Page, dialog: Locator, tab: string, whileSignedOut?: () => Promise<void>): Promise<void> {
  await endSession(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Fsuper-admin%3Ftab%3D${tab}$`));
  await whileSignedOut?.();
  await signInHere(page, ACCOUNTS.superAdmin.email, ACCOUNTS.superAdmin.password, ACCOUNTS.superAdmin.totpKey);
  await expect(page).toHaveURL(new RegExp(`/super-admin\\?tab=${tab}$`));
}
