/**
 * npm run bench:rate-alerts — the rate-alert job at scale (ADR 24). Not a timed test: it prints figures.
 *
 * On a temporary migrated database: today's rates for every province (the seed's), 10,000 confirmed alerts spread
 * over provinces, terms and types, every one met (threshold 25 %); then one run of send-rate-alerts, timed from
 * matching to the last outbox row queued (no SMTP: the rows stay 'logged'). Then the crash check: a second database,
 * a run interrupted after half the alerts, a re-run, and a count of emails per alert (must be exactly 1).
 * Options: --alerts N (default 10000). Target: match + queue under 30 s; 0 alerts emailed twice or missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEnv } from '../config/env';
import { createDb, type Db } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemoContent } from '../db/seed/seed';
import type { AppDeps } from '../functions/deps';
import { createMailer } from '../functions/email/mailer';
import { createLogger } from '../functions/http/logger';
import { sendRateAlerts } from '../functions/rate-alerts/send-rate-alerts';
import { RATE_ALERT_PRODUCTS } from '../src/lib/schemas/rate-alerts';
import { PROVINCES } from '../src/lib/provinces';

const at = process.argv.indexOf('--alerts');
const ALERTS = at > 0 ? Number(process.argv[at + 1]) : 10_000;
if (!Number.isInteger(ALERTS) || ALERTS < 1 || ALERTS > 1_000_000) throw new Error('--alerts must be an integer from 1 to 1000000');

async function prepare(dir: string, name: string): Promise<{ db: Db; deps: AppDeps }> {
  const env = readEnv({ DATABASE_URL: `file:${join(dir, name)}`, LOG_LEVEL: 'silent', SITE_URL: 'https://www.example.test' });
  const db = await createDb({ url: env.DATABASE_URL });
  await migrate(db);
  await seedDemoContent(db, { adminProfileId: null });
  // Alerts over every province and product, as many visitors would make them; all met, so all are emailed.
  const products = PROVINCES.flatMap((p) => RATE_ALERT_PRODUCTS.map((product) => [p.name, ...product.split('-')] as const));
  const values = products.map(([province, years, type]) => `('${province.replace(/'/g, "''")}', ${Number(years)}, '${type}')`).join(', ');
  await db.execute({
    sql: `INSERT INTO rate_alerts (id, email, province, term_years, rate_type, threshold, status, confirm_token_hash, unsubscribe_token_hash, confirmed_at)
          WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1),
               products(province, term_years, rate_type) AS (VALUES ${values}),
               numbered AS (SELECT province, term_years, rate_type, row_number() OVER () - 1 AS k FROM products)
          SELECT 'bench-' || i, 'bench' || i || '@example.test', p.province, p.term_years, p.rate_type, 25, 'active', 'c' || i, 'u' || i,
                 strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          FROM n JOIN numbered p ON p.k = i % ?`,
    args: [ALERTS, products.length],
  });
  const deps = { db, env, log: createLogger('silent'), now: () => new Date(), mailer: createMailer(undefined, env.EMAIL_FROM) } as unknown as AppDeps;
  return { db, deps };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-rate-alerts-'));
try {
  const { db, deps } = await prepare(dir, 'timed.db');
  const active = Number((await db.execute("SELECT COUNT(*) AS n FROM rate_alerts WHERE status = 'active'")).rows[0]!.n);
  const started = performance.now();
  const result = await sendRateAlerts(deps);
  const seconds = (performance.now() - started) / 1000;
  const outbox = Number((await db.execute("SELECT COUNT(*) AS n FROM email_outbox WHERE subject LIKE 'Rate alert:%'")).rows[0]!.n);
  console.log(`active alerts: ${active.toLocaleString('en-CA')}`);
  console.log(
    `matched: ${result.due.toLocaleString('en-CA')}, queued: ${result.queued.toLocaleString('en-CA')}, outbox rows: ${outbox.toLocaleString('en-CA')}`,
  );
  console.log(
    `match + queue: ${seconds.toFixed(2)} s (${Math.round(result.queued / seconds).toLocaleString('en-CA')} alerts/s) — target < 30 s: ${seconds < 30 ? 'met' : 'NOT met'}`,
  );
  const again = await sendRateAlerts(deps);
  console.log(`second run the same week: ${again.queued} queued (must be 0)`);
  db.close();

  const crash = await prepare(dir, 'crash.db');
  const half = Math.floor(ALERTS / 2);
  await sendRateAlerts(crash.deps, {
    afterBatch: (queued) => {
      if (queued >= half) throw new Error('simulated crash');
    },
  }).catch((error: Error) => console.log(`crash run: stopped by "${error.message}" after ${half.toLocaleString('en-CA')} alerts`));
  const rerun = await sendRateAlerts(crash.deps);
  const counts = (
    await crash.db.execute(`SELECT COUNT(*) AS alerts, SUM(n = 1) AS once, SUM(n > 1) AS twice FROM
      (SELECT a.id, (SELECT COUNT(*) FROM email_outbox o JOIN rate_alert_sends s ON s.outbox_id = o.id WHERE s.alert_id = a.id) AS n FROM rate_alerts a)`)
  ).rows[0]!;
  console.log(
    `re-run queued ${rerun.queued.toLocaleString('en-CA')}; alerts emailed once: ${Number(counts.once).toLocaleString('en-CA')} of ${Number(counts.alerts).toLocaleString('en-CA')}, twice or more: ${Number(counts.twice)}`,
  );
  crash.db.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
