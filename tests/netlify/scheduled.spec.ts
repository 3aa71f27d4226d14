import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Db } from '../../db/client';
import { openSmokeDb } from './support/smoke-db';
import { NETLIFY_BASE_URL } from './support/smoke-env';

/**
 * Each scheduled function invoked through Netlify's runtime as its scheduler calls it, its effect checked in the
 * database. The runner set RATES_REFRESH_TIME to this Toronto hour so the daily refresh is due, and points the rates
 * and news sources at local peers.
 */
let db: Db;
test.beforeAll(async () => {
  db = await openSmokeDb();
});
test.afterAll(() => db.close());

/**
 * The request `netlify functions:invoke` sends for a scheduled function: a POST with the scheduler's user agent, to
 * which the runtime answers as to its own scheduler, with the same body. Sent from here rather than through the CLI,
 * whose every start loads all of netlify-cli: about 3 CPU-seconds a call, six calls (ADR 34).
 */
async function invoke(name: string): Promise<{ job: string; ran: boolean; result?: Record<string, unknown> }> {
  const answer = await fetch(`${NETLIFY_BASE_URL}/.netlify/functions/${name}`, {
    method: 'POST',
    headers: { 'user-agent': 'Netlify Clockwork' },
    body: '{}',
    signal: AbortSignal.timeout(60_000),
  });
  const text = await answer.text();
  return JSON.parse(text.slice(text.indexOf('{'))) as { job: string; ran: boolean; result?: Record<string, unknown> };
}

test('daily-rate-refresh scrapes the rate source and stores today’s rates', async () => {
  // The seed's rates are dated today: move them to yesterday so the refresh has a day to fill.
  await db.execute("UPDATE mortgage_rates SET scraped_at = strftime('%Y-%m-%dT%H:%M:%fZ', scraped_at, '-1 day')");
  const answer = await invoke('daily-rate-refresh');
  expect(answer).toMatchObject({ job: 'refresh-rates', ran: true, result: { success: true, action: 'refreshed' } });
  const scrape = await db.execute("SELECT status, rows_stored, source_url FROM rate_scrapes WHERE trigger = 'schedule' ORDER BY started_at DESC LIMIT 1");
  expect(scrape.rows[0]).toMatchObject({ status: 'success' });
  expect(Number(scrape.rows[0]!.rows_stored)).toBeGreaterThan(0);
  expect(String(scrape.rows[0]!.source_url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/rates$/);
  const today = await db.execute(
    "SELECT count(*) AS n FROM mortgage_rates WHERE is_active = 1 AND scraped_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hour')",
  );
  expect(Number(today.rows[0]!.n)).toBeGreaterThan(0);
});

test('poll-news reads the configured feed and stores its articles', async () => {
  const answer = await invoke('poll-news');
  const stored = Number((await db.execute("SELECT count(*) AS n FROM news_articles WHERE source = 'feed'")).rows[0]!.n);
  expect({ answer, stored: stored > 0 }).toMatchObject({ answer: { job: 'poll-news', ran: true, result: { ran: true } }, stored: true });
});

test('retry-outbox sends a failed notification again through SMTP', async () => {
  const id = randomUUID();
  // Failed an hour ago: past the settling time a first sender may still hold a message for.
  const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
  await db.execute({
    sql: "INSERT INTO email_outbox (id, to_address, subject, text_body, status, attempts, last_error, created_at) VALUES (?, 'leads@example.com', 'Smoke: retried', 'Sent again by the scheduled function.', 'failed', 3, 'connection refused', ?)",
    args: [id, anHourAgo],
  });
  const answer = await invoke('retry-outbox');
  expect(answer).toMatchObject({ job: 'retry-outbox', ran: true });
  const row = await db.execute({ sql: 'SELECT status, sent_at FROM email_outbox WHERE id = ?', args: [id] });
  expect(row.rows[0]).toMatchObject({ status: 'sent' });
});

test('the nightly functions answer through the runtime and run only in their Toronto hour', async () => {
  for (const [fn, job] of [
    ['remove-orphan-documents', 'remove-orphan-documents'],
    ['remove-unfinished-uploads', 'remove-unfinished-uploads'],
    ['anonymise-stale-leads', 'anonymise-stale-leads'],
    ['renewal-reminders', 'renewal-reminders'],
    ['borrower-reminders', 'borrower-reminders'],
  ] as const) {
    const answer = await invoke(fn);
    expect(answer.job).toBe(job);
    expect(typeof answer.ran).toBe('boolean');
  }
});
