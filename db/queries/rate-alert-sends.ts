import type { InStatement } from '@libsql/client';
import { bestRatesByProduct, type BestRate } from '../../src/lib/rate-alerts/best-rates';
import type { Db } from '../client';
import type { NewRateAlert } from './rate-alerts';

/** The best of our active rates for each province, term and type (a few hundred rows at most). */
export async function loadBestActiveRates(db: Db): Promise<BestRate[]> {
  const result = await db.execute('SELECT province, term, rate_type, our_rate, scraped_at FROM mortgage_rates WHERE is_active = 1');
  return bestRatesByProduct(
    result.rows.map((r) => ({
      province: String(r.province),
      term: String(r.term),
      rate_type: String(r.rate_type),
      our_rate: Number(r.our_rate),
      scraped_at: String(r.scraped_at),
    })),
  );
}

/** `best` as a CTE the alert queries join against, so matching stays one set-based statement. */
function bestCte(best: readonly BestRate[]): { sql: string; args: (string | number)[] } {
  return {
    sql: `best (province, term_years, rate_type, rate, scraped_at) AS (VALUES ${best.map(() => '(?, ?, ?, ?, ?)').join(', ')})`,
    args: best.flatMap((b) => [b.province, b.term_years, b.rate_type, b.rate, b.scraped_at]),
  };
}

/** An "any drop" alert made when its product had no rate starts from the first rate seen (it cannot drop from none). */
export async function fillMissingBaselines(db: Db, best: readonly BestRate[]): Promise<void> {
  if (best.length === 0) return;
  const cte = bestCte(best);
  await db.execute({
    sql: `WITH ${cte.sql}
          UPDATE rate_alerts SET baseline_rate = (SELECT b.rate FROM best b WHERE b.province = rate_alerts.province
              AND b.term_years = rate_alerts.term_years AND b.rate_type = rate_alerts.rate_type)
          WHERE threshold IS NULL AND baseline_rate IS NULL AND status != 'unsubscribed'`,
    args: cte.args,
  });
}

export interface AlertDue extends Omit<NewRateAlert, 'confirmTokenHash' | 'unsubscribeTokenHash'> {
  rate: number;
  scraped_at: string;
}

/**
 * Every active alert the current rates meet and that has had no email this week, in one statement: at or below
 * its threshold, or (any drop) strictly below its baseline. An address whose consent was withdrawn anywhere (the
 * newsletter's unsubscribe withdraws all of them) gets nothing.
 */
export async function listAlertsDue(db: Db, best: readonly BestRate[], weekKey: string): Promise<AlertDue[]> {
  if (best.length === 0) return [];
  const cte = bestCte(best);
  const result = await db.execute({
    sql: `WITH ${cte.sql}
          SELECT a.id, a.email, a.province, a.term_years, a.rate_type, a.threshold, a.baseline_rate, b.rate, b.scraped_at
          FROM rate_alerts a
          JOIN best b ON b.province = a.province AND b.term_years = a.term_years AND b.rate_type = a.rate_type
          LEFT JOIN consent_records c ON c.id = a.consent_id
          WHERE a.status = 'active' AND c.withdrawn_at IS NULL
            AND ((a.threshold IS NOT NULL AND b.rate <= a.threshold) OR (a.threshold IS NULL AND b.rate < a.baseline_rate))
            AND NOT EXISTS (SELECT 1 FROM rate_alert_sends s WHERE s.alert_id = a.id AND s.week_key = ?)
          ORDER BY a.id`,
    args: [...cte.args, weekKey],
  });
  return result.rows.map((r) => ({
    id: String(r.id),
    email: String(r.email),
    province: String(r.province),
    term_years: Number(r.term_years),
    rate_type: String(r.rate_type) as AlertDue['rate_type'],
    threshold: r.threshold == null ? null : Number(r.threshold),
    baseline_rate: r.baseline_rate == null ? null : Number(r.baseline_rate),
    rate: Number(r.rate),
    scraped_at: String(r.scraped_at),
  }));
}

export interface QueuedAlertEmail {
  alertId: string;
  weekKey: string;
  rate: number;
  rateDay: string;
  outboxId: string;
  unsubscribeTokenHash: string;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * Queues a batch of alert emails in one transaction. For each: the send row first (UNIQUE per alert and week, so a
 * re-run after a crash inserts nothing), then its outbox message and the alert's last send and baseline only if that
 * row was inserted now (its outbox id is new). A crash leaves a batch wholly queued or not at all.
 * `status` is 'logged' when no SMTP is configured (ADR 17: the outbox keeps it), else 'pending' for delivery.
 */
export async function queueAlertEmails(db: Db, emails: readonly QueuedAlertEmail[], at: string, status: 'pending' | 'logged'): Promise<void> {
  if (emails.length === 0) return;
  const statements: InStatement[] = [];
  const mine = 'EXISTS (SELECT 1 FROM rate_alert_sends WHERE outbox_id = ?)';
  for (const e of emails) {
    statements.push(
      {
        sql: `INSERT INTO rate_alert_sends (alert_id, week_key, rate, rate_day, outbox_id, unsubscribe_token_hash, sent_at)
              VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (alert_id, week_key) DO NOTHING`,
        args: [e.alertId, e.weekKey, e.rate, e.rateDay, e.outboxId, e.unsubscribeTokenHash, at],
      },
      {
        sql: `INSERT INTO email_outbox (id, to_address, subject, text_body, headers_json, status, attempts, created_at, sent_at)
              SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${mine}`,
        args: [
          e.outboxId,
          e.to,
          e.subject,
          e.text,
          JSON.stringify(e.headers),
          status,
          status === 'logged' ? 1 : 0,
          at,
          status === 'logged' ? at : null,
          e.outboxId,
        ],
      },
      {
        sql: `UPDATE rate_alerts SET last_sent_at = ?, baseline_rate = CASE WHEN threshold IS NULL THEN ? ELSE baseline_rate END
              WHERE id = ? AND ${mine}`,
        args: [at, e.rate, e.alertId, e.outboxId],
      },
    );
  }
  await db.batch(statements, 'write');
}
