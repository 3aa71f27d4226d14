import type { Db } from '../client';
import { emailHash } from './email-suppressions';

/** A rate alert as the sign-up stores it (ADR 24). */
export interface NewRateAlert {
  id: string;
  email: string;
  province: string;
  term_years: number;
  rate_type: 'fixed' | 'variable';
  threshold: number | null;
  baseline_rate: number | null;
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
}

/** The CASL evidence of the sign-up: kept in consent_records beside the other forms' consents. */
export interface RateAlertConsent {
  id: string;
  email: string;
  wording: string;
  consentedAt: string;
  ip: string | null;
  userAgent: string | null;
}

/** A live (pending or active) alert for the same email and criteria: the partial unique index of migration 0022. */
const SAME_LIVE_ALERT = `SELECT 1 FROM rate_alerts WHERE email = lower(:email) AND province = :province AND term_years = :term_years
  AND rate_type = :rate_type AND ifnull(threshold, -1) = ifnull(:threshold, -1) AND status IN ('pending', 'active')`;

/**
 * The alert and its consent in one transaction: an alert never exists without its evidence. The same alert asked
 * for again while one is live stores nothing (ADR 42); answers whether this one was stored, so the caller emails
 * only then. Both statements check in the same write transaction, so two requests grouped together store one.
 */
export async function insertRateAlert(db: Db, alert: NewRateAlert, consent: RateAlertConsent): Promise<boolean> {
  const criteria = {
    email: alert.email,
    province: alert.province,
    term_years: alert.term_years,
    rate_type: alert.rate_type,
    threshold: alert.threshold,
  };
  const [, inserted] = await db.batch(
    [
      {
        sql: `INSERT INTO consent_records (id, lead_id, email, form, wording, consented_at, ip, user_agent)
              SELECT :consent_id, NULL, lower(:email), 'rate_alert', :wording, :consented_at, :ip, :user_agent
              WHERE NOT EXISTS (${SAME_LIVE_ALERT})`,
        args: {
          ...criteria,
          consent_id: consent.id,
          wording: consent.wording,
          consented_at: consent.consentedAt,
          ip: consent.ip,
          user_agent: consent.userAgent,
        },
      },
      {
        sql: `INSERT INTO rate_alerts (id, email, province, term_years, rate_type, threshold, baseline_rate, confirm_token_hash,
                unsubscribe_token_hash, consent_id, created_at)
              SELECT :id, lower(:email), :province, :term_years, :rate_type, :threshold, :baseline_rate, :confirm_hash,
                :unsubscribe_hash, :consent_id, :consented_at
              WHERE EXISTS (SELECT 1 FROM consent_records WHERE id = :consent_id)
              ON CONFLICT DO NOTHING`,
        args: {
          ...criteria,
          id: alert.id,
          baseline_rate: alert.baseline_rate,
          confirm_hash: alert.confirmTokenHash,
          unsubscribe_hash: alert.unsubscribeTokenHash,
          consent_id: consent.id,
          consented_at: consent.consentedAt,
        },
      },
    ],
    'write',
  );
  return (inserted?.rowsAffected ?? 0) > 0;
}

export type AlertStatus = 'pending' | 'active' | 'unsubscribed';

export async function findAlertStatusByConfirmHash(db: Db, hash: string): Promise<AlertStatus | null> {
  const row = (await db.execute({ sql: 'SELECT status FROM rate_alerts WHERE confirm_token_hash = ?', args: [hash] })).rows[0];
  return row ? (String(row.status) as AlertStatus) : null;
}

/** Pending becomes active (a second click keeps the first time); an unsubscribed alert stays off. */
export async function confirmRateAlert(db: Db, hash: string, at: string): Promise<AlertStatus | null> {
  const found = (await db.execute({ sql: 'SELECT email FROM rate_alerts WHERE confirm_token_hash = ?', args: [hash] })).rows[0];
  if (!found) return null;
  // The consent of the alert this token confirmed, while not withdrawn since (a later unsubscribe wins).
  const liveConsent = `SELECT c.id FROM consent_records c JOIN rate_alerts a ON a.consent_id = c.id
    WHERE a.confirm_token_hash = ? AND a.status = 'active' AND c.withdrawn_at IS NULL`;
  const [alert] = await db.batch(
    [
      {
        sql: `UPDATE rate_alerts SET status = CASE WHEN status = 'pending' THEN 'active' ELSE status END,
                confirmed_at = CASE WHEN status = 'pending' THEN ? ELSE confirmed_at END
              WHERE confirm_token_hash = ? RETURNING status`,
        args: [at, hash],
      },
      // The confirmed alert's consent now counts, and the person's own confirmation from their inbox lifts a
      // suppression of the address (ADR 39).
      { sql: `UPDATE consent_records SET confirmed_at = coalesce(confirmed_at, ?) WHERE id IN (${liveConsent})`, args: [at, hash] },
      {
        sql: `UPDATE email_suppressions SET lifted_at = ? WHERE email_hash = ? AND lifted_at IS NULL AND EXISTS (${liveConsent})`,
        args: [at, emailHash(String(found.email)), hash],
      },
    ],
    'write',
  );
  const row = alert!.rows[0];
  return row ? (String(row.status) as AlertStatus) : null;
}

/** The alert an unsubscribe token names: the one in the confirmation email, or the one of any alert email. */
const ALERT_OF_TOKEN = `SELECT id FROM rate_alerts WHERE unsubscribe_token_hash = :hash
  UNION SELECT alert_id FROM rate_alert_sends WHERE unsubscribe_token_hash = :hash`;

export async function alertExistsForUnsubscribeHash(db: Db, hash: string): Promise<boolean> {
  return (await db.execute({ sql: `${ALERT_OF_TOKEN} LIMIT 1`, args: { hash } })).rows.length > 0;
}

/**
 * One click, effective at once: the alert stops and its consent is recorded as withdrawn. Repeating it keeps the
 * first time. Returns the alert's address (the caller withdraws it everywhere, ADR 39), or null for an unknown token.
 */
export async function unsubscribeRateAlert(db: Db, hash: string, at: string): Promise<string | null> {
  const [alert] = await db.batch(
    [
      {
        sql: `UPDATE rate_alerts SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, :at)
              WHERE id IN (${ALERT_OF_TOKEN}) RETURNING email`,
        args: { hash, at },
      },
      {
        sql: `UPDATE consent_records SET withdrawn_at = :at WHERE withdrawn_at IS NULL
              AND id IN (SELECT consent_id FROM rate_alerts WHERE id IN (${ALERT_OF_TOKEN}))`,
        args: { hash, at },
      },
    ],
    'write',
  );
  const row = alert!.rows[0];
  return row ? String(row.email) : null;
}

/** Staff analytics: alerts that would email today, and alert emails queued since `since`. */
export async function rateAlertCounts(db: Db, since: string): Promise<{ active: number; sends: number }> {
  const result = await db.execute({
    sql: `SELECT (SELECT COUNT(*) FROM rate_alerts WHERE status = 'active') AS active,
                 (SELECT COUNT(*) FROM rate_alert_sends WHERE sent_at >= ?) AS sends`,
    args: [since],
  });
  const row = result.rows[0]!;
  return { active: Number(row.active), sends: Number(row.sends) };
}
