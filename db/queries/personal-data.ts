import { createHash } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import type { Db } from '../client';

/**
 * Everything the site holds about one person, found by email address (PIPEDA access and erasure requests, ADR 27),
 * and the erasure that keeps only a tombstone: the consent evidence and the audit log the law still requires.
 */

/** Tables with an email column a request reaches, beyond those named below (added as features add tables). */
const LEAD_COLUMNS = 'id, client_name, client_email, client_phone, message, notes, type, source, status, agent_id, metadata, created_at, updated_at';

/** The same address however it was typed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** What an erased address becomes: a one-way fingerprint, so a later request can still be matched to its tombstone. */
export const erasedEmail = (email: string) => `erased:${createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 32)}`;

const rowsOf = async (db: Db, sql: string, args: string[]) => (await db.execute({ sql, args })).rows.map((row) => ({ ...row }) as Record<string, unknown>);

function parseMetadata(row: Record<string, unknown>) {
  try {
    return { ...row, metadata: JSON.parse(String(row.metadata ?? '{}')) as unknown };
  } catch {
    return row;
  }
}

/** One person's data as one document: leads (applications and chat transcripts included), consents and emails. */
export async function collectPersonalData(db: Db, email: string, now: Date) {
  const address = normaliseEmail(email);
  const [leads, consents, emails, alerts, clients] = await Promise.all([
    rowsOf(db, `SELECT ${LEAD_COLUMNS} FROM leads WHERE lower(client_email) = ? ORDER BY created_at`, [address]),
    rowsOf(
      db,
      'SELECT id, lead_id, email, form, wording, consented_at, ip, user_agent, withdrawn_at, created_at FROM consent_records WHERE lower(email) = ? ORDER BY consented_at',
      [address],
    ),
    rowsOf(
      db,
      'SELECT id, to_address, subject, text_body, status, lead_id, created_at, sent_at FROM email_outbox WHERE lower(to_address) = ? ORDER BY created_at',
      [address],
    ),
    rowsOf(
      db,
      'SELECT id, email, province, term_years, rate_type, threshold, status, created_at, confirmed_at, unsubscribed_at, last_sent_at FROM rate_alerts WHERE lower(email) = ? ORDER BY created_at',
      [address],
    ),
    // A funded client's mortgage and the renewal emails sent about it (ADR 29).
    rowsOf(
      db,
      `SELECT m.id, m.lead_id, m.agent_id, m.client_name, m.client_email, m.client_phone, m.province, m.lender, m.balance, m.rate, m.rate_type,
              m.term_years, m.amortization_years, m.maturity_date, m.payment_frequency, m.casl_basis, m.casl_date, m.casl_withdrawn_at, m.created_at,
              (SELECT json_group_array(json_object('sent_at', e.created_at, 'casl_basis', e.casl_basis, 'window_days', e.window_days))
                 FROM renewal_emails e WHERE e.mortgage_id = m.id) AS renewal_emails
       FROM client_mortgages m WHERE lower(m.client_email) = ? ORDER BY m.created_at`,
      [address],
    ),
  ]);
  return {
    email: address,
    generated_at: now.toISOString(),
    leads: leads.map(parseMetadata),
    consents,
    emails_sent: emails,
    rate_alerts: alerts,
    client_mortgages: clients.map((row) => ({ ...row, renewal_emails: JSON.parse(String(row.renewal_emails ?? '[]')) as unknown })),
    counts: { leads: leads.length, consents: consents.length, emails_sent: emails.length, rate_alerts: alerts.length, client_mortgages: clients.length },
  };
}

export interface ErasureCounts {
  leads: number;
  consents: number;
  emails: number;
  alerts: number;
  clients: number;
}

/** The statements that erase the personal fields of these leads and keep their tombstone (id, dates, source, status). */
function eraseLeadsStatements(where: string, args: string[], replacement: string): InStatement[] {
  return [
    {
      sql: `UPDATE leads SET client_name = 'Erased', client_email = ?, client_phone = NULL, message = NULL, notes = NULL, metadata = '{}',
              idempotency_key = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE ${where}`,
      args: [replacement, ...args],
    },
  ];
}

/**
 * Erases one person: their leads keep only what a tombstone needs, consent records keep the wording and the dates
 * (withdrawn now if they were not) under the address's fingerprint, emails lose address and body, rate alerts stop.
 * One transaction.
 */
export async function erasePersonalData(db: Db, email: string, now: Date): Promise<ErasureCounts> {
  const address = normaliseEmail(email);
  const tombstone = erasedEmail(address);
  const at = now.toISOString();
  const results = await db.batch(
    [
      ...eraseLeadsStatements('lower(client_email) = ?', [address], tombstone),
      {
        sql: `UPDATE consent_records SET email = ?, ip = NULL, user_agent = NULL, unsubscribe_token_hash = NULL, withdrawn_at = COALESCE(withdrawn_at, ?) WHERE lower(email) = ?`,
        args: [tombstone, at, address],
      },
      { sql: `UPDATE email_outbox SET to_address = ?, subject = '[erased]', text_body = '[erased]' WHERE lower(to_address) = ?`, args: [tombstone, address] },
      // Rate alerts stop at once and keep only their fingerprint (ADR 24).
      {
        sql: `UPDATE rate_alerts SET email = ?, status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, ?) WHERE lower(email) = ?`,
        args: [tombstone, at, address],
      },
      // A client's mortgage keeps its figures (the brokerage's file) and loses who it was; no email may follow (ADR 29).
      {
        sql: `UPDATE client_mortgages SET client_name = 'Erased', client_email = ?, client_phone = NULL, casl_withdrawn_at = COALESCE(casl_withdrawn_at, ?),
                updated_at = ? WHERE lower(client_email) = ?`,
        args: [tombstone, at.slice(0, 10), at, address],
      },
    ],
    'write',
  );
  return {
    leads: results[0]!.rowsAffected,
    consents: results[1]!.rowsAffected,
    emails: results[2]!.rowsAffected,
    alerts: results[3]!.rowsAffected,
    clients: results[4]!.rowsAffected,
  };
}

/**
 * The retention rule: leads untouched since `before` (no update, no email, no consent still in force) are anonymised like an erasure, one
 * fingerprint per address, their emails too. Returns what was done, for the job's report.
 */
export async function anonymiseLeadsInactiveSince(db: Db, before: Date, limit = 500): Promise<{ leads: number; emails: number }> {
  const cutoff = before.toISOString();
  const stale = await db.execute({
    sql: `SELECT id, client_email FROM leads
          WHERE client_email NOT LIKE 'erased:%' AND updated_at < ?
            AND NOT EXISTS (SELECT 1 FROM email_outbox e WHERE e.lead_id = leads.id AND e.created_at >= ?)
            -- A person still subscribed (consent not withdrawn) is a living relationship, not a stale file.
            -- A double opt-in never confirmed is no relationship (ADR 39): it does not keep the lead.
            AND NOT EXISTS (SELECT 1 FROM consent_records c WHERE lower(c.email) = lower(leads.client_email) AND c.withdrawn_at IS NULL
                              AND (c.confirmed_at IS NOT NULL OR c.form NOT IN ('newsletter', 'rate_alert')))
          ORDER BY updated_at LIMIT ?`,
    args: [cutoff, cutoff, limit],
  });
  let leads = 0;
  let emails = 0;
  for (const row of stale.rows) {
    const id = String(row.id);
    const tombstone = erasedEmail(String(row.client_email));
    const results = await db.batch(
      [
        ...eraseLeadsStatements('id = ?', [id], tombstone),
        { sql: `UPDATE email_outbox SET to_address = ?, subject = '[erased]', text_body = '[erased]' WHERE lead_id = ?`, args: [tombstone, id] },
      ],
      'write',
    );
    leads += results[0]!.rowsAffected;
    emails += results[1]!.rowsAffected;
  }
  return { leads, emails };
}
