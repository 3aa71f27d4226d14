import { expect, test } from '@playwright/test';
import { createDb } from '../../db/client';
import { readEnv } from '../../config/env';
import type { AppDeps } from '../../functions/deps';
import { createMailer } from '../../functions/email/mailer';
import { createLogger } from '../../functions/http/logger';
import { sendRateAlerts } from '../../functions/rate-alerts/send-rate-alerts';
import { messages } from '../../src/lib/messages';
import { E2E_BASE_URL, E2E_DATABASE_URL } from './support/e2e-env';
import { expectNoAxeViolations } from './support/axe';

const m = messages.rateAlerts;

/** The newest outbox message to an address, read from the end-to-end server's database as a person reads mail. */
async function lastEmail(to: string): Promise<{ subject: string; text: string; headers: Record<string, string> }> {
  const db = await createDb({ url: E2E_DATABASE_URL });
  try {
    const row = (
      await db.execute({
        sql: 'SELECT subject, text_body, headers_json FROM email_outbox WHERE lower(to_address) = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
        args: [to],
      })
    ).rows[0];
    if (!row) throw new Error(`no email to ${to}`);
    return { subject: String(row.subject), text: String(row.text_body), headers: JSON.parse(String(row.headers_json ?? '{}')) };
  } finally {
    db.close();
  }
}

/** The job the server runs after each nightly refresh, run here on the same database (the seeded rates are today's). */
async function runAlertJob() {
  const env = readEnv({ DATABASE_URL: E2E_DATABASE_URL, SITE_URL: E2E_BASE_URL, LOG_LEVEL: 'silent' });
  const db = await createDb({ url: E2E_DATABASE_URL });
  try {
    const deps = { db, env, log: createLogger('silent'), now: () => new Date(), mailer: createMailer(undefined, env.EMAIL_FROM) } as unknown as AppDeps;
    return await sendRateAlerts(deps);
  } finally {
    db.close();
  }
}

const localPath = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

test('a visitor creates a rate alert on /rates, confirms it from the email, gets one alert and unsubscribes in one click', async ({ page }) => {
  const email = `alert-${Date.now()}@example.test`;
  await page.goto('/rates');
  const form = page.getByTestId('rate-alert-form');
  await expect(form.getByLabel(m.province)).toHaveValue('Ontario');
  await form.getByLabel(m.product).selectOption('5-fixed');
  await form.getByRole('radio', { name: m.threshold }).check();
  // 25 % is met by any seeded rate, so the job below has something to send.
  await form.getByRole('textbox', { name: new RegExp(m.threshold) }).fill('25');
  await form.getByRole('textbox', { name: m.email, exact: true }).fill(email);
  await form.getByLabel(m.consentLabel).check();
  await form.getByRole('button', { name: m.submit }).click();
  await expect(page).toHaveURL(/\/rates\?sent=rate-alert#rate-alert-result-sent$/);
  await expect(page.getByText(m.success)).toBeVisible();
  await expectNoAxeViolations(page);

  const confirmation = await lastEmail(email);
  const confirmLink = /(http\S+\/api\/rate-alerts\/confirm\?token=\S+)/.exec(confirmation.text)![1]!;
  await page.goto(localPath(confirmLink));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: m.confirmButton }).click();
  await expect(page.getByText(m.confirmed)).toBeVisible();

  expect((await runAlertJob()).queued).toBeGreaterThanOrEqual(1);
  const alert = await lastEmail(email);
  expect(alert.subject).toMatch(/^Rate alert: 5-year fixed at \d+\.\d\d% in Ontario$/);
  expect(alert.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect((await runAlertJob()).queued).toBe(0); // once a week

  const calculator = /(http\S+\/mortgage-calculator\?\S+)/.exec(alert.text)![1]!;
  expect(new URL(calculator).searchParams.get('custom')).toBe('1');

  await page.goto(localPath(alert.headers['List-Unsubscribe']!.slice(1, -1)));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: m.unsubscribeButton }).click();
  await expect(page.getByText(m.unsubscribed)).toBeVisible();
  await expectNoAxeViolations(page);
});
