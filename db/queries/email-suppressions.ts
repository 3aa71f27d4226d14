import { createHash } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import type { Db } from '../client';

/**
 * The one suppression list for commercial email (ADR 39): newsletter, rate alerts and renewal emails all check it
 * before queuing. Rows are keyed by the SHA-256 of the lower-cased address, so an erasure can keep its row.
 */

export type SuppressionSource = 'newsletter' | 'rate_alert' | 'renewal' | 'client_record' | 'erasure';

/**
 * The mailbox an address reaches: lower-cased, with a "+tag" removed from its local part (name+renewal@example.com
 * lands in name@example.com's inbox, so it is the same person's withdrawal, ADR 39).
 */
export function suppressionKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const emailHash = (email: string) => sha256(suppressionKey(email));
/**
 * The hashes a stored row of this address may have: its mailbox's, and the whole lower-cased address's (rows written
 * before the +tag was removed keep that one).
 */
const hashesOf = (email: string) => [...new Set([emailHash(email), sha256(email.trim().toLowerCase())])];

/** Puts the address on the list (again, if a confirmed opt-in had lifted it). Keeps the first time while it holds. */
export function suppressStatement(email: string, source: SuppressionSource, at: string): InStatement {
  return {
    sql: `INSERT INTO email_suppressions (email_hash, source, suppressed_at) VALUES (?, ?, ?)
          ON CONFLICT (email_hash) DO UPDATE SET source = excluded.source, suppressed_at = excluded.suppressed_at, lifted_at = NULL
          WHERE email_suppressions.lifted_at IS NOT NULL`,
    args: [emailHash(email), source, at],
  };
}

export async function suppressEmail(db: Db, email: string, source: SuppressionSource, at: string): Promise<void> {
  await db.execute(suppressStatement(email, source, at));
}

/**
 * Every withdrawal is a withdrawal from all our commercial email (CASL): the address goes on the list, every consent
 * record of it is withdrawn and every client mortgage of it records the withdrawal. Repeating keeps the first times.
 */
export function withdrawEverywhereStatements(email: string, source: SuppressionSource, at: string): InStatement[] {
  return [
    suppressStatement(email, source, at),
    { sql: 'UPDATE consent_records SET withdrawn_at = ? WHERE withdrawn_at IS NULL AND email = lower(?)', args: [at, email] },
    {
      sql: `UPDATE client_mortgages SET casl_withdrawn_at = ?, updated_at = ? WHERE casl_withdrawn_at IS NULL AND lower(client_email) = lower(?)`,
      args: [at.slice(0, 10), at, email],
    },
  ];
}

export async function withdrawEverywhere(db: Db, email: string, source: SuppressionSource, at: string): Promise<void> {
  await db.batch(withdrawEverywhereStatements(email, source, at), 'write');
}

export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const result = await db.execute({
    sql: 'SELECT 1 FROM email_suppressions WHERE lifted_at IS NULL AND email_hash IN (SELECT value FROM json_each(?))',
    args: [JSON.stringify(hashesOf(email))],
  });
  return result.rows.length > 0;
}

/** Which of these addresses are on the list (lower-cased), in one query: for the set-based jobs. */
export async function suppressedAmong(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  // Several addresses may share a mailbox (name+a@, name+b@): each of them is answered.
  const byHash = new Map<string, string[]>();
  for (const email of emails) for (const hash of hashesOf(email)) byHash.set(hash, [...(byHash.get(hash) ?? []), email.trim().toLowerCase()]);
  const result = await db.execute({
    sql: 'SELECT email_hash FROM email_suppressions WHERE lifted_at IS NULL AND email_hash IN (SELECT value FROM json_each(?))',
    args: [JSON.stringify([...byHash.keys()])],
  });
  return new Set(result.rows.flatMap((row) => byHash.get(String(row.email_hash)) ?? []));
}

/** Only the person's own confirmed opt-in from their inbox calls this (ADR 39); no staff route does. */
export function liftSuppressionStatement(email: string, at: string): InStatement {
  return {
    sql: 'UPDATE email_suppressions SET lifted_at = ? WHERE lifted_at IS NULL AND email_hash IN (SELECT value FROM json_each(?))',
    args: [at, JSON.stringify(hashesOf(email))],
  };
}

/**
 * Copies the withdrawals made before the list existed (migration 0018): withdrawn consents, unsubscribed alerts and
 * clients' recorded withdrawals. Run once, right after that migration (db/migrate.ts); repeating adds nothing.
 */
export async function backfillSuppressions(db: Db): Promise<number> {
  const result = await db.execute(
    `SELECT email, 'newsletter' AS source, min(withdrawn_at) AS at FROM consent_records WHERE withdrawn_at IS NOT NULL GROUP BY email
     UNION ALL SELECT lower(email), 'rate_alert', min(coalesce(unsubscribed_at, created_at)) FROM rate_alerts WHERE status = 'unsubscribed' GROUP BY lower(email)
     UNION ALL SELECT lower(client_email), 'client_record', min(casl_withdrawn_at) FROM client_mortgages WHERE casl_withdrawn_at IS NOT NULL GROUP BY lower(client_email)`,
  );
  const statements = result.rows.map((row) => {
    const source = String(row.source) as SuppressionSource;
    return {
      sql: 'INSERT OR IGNORE INTO email_suppressions (email_hash, source, suppressed_at) VALUES (?, ?, ?)',
      args: [emailHash(String(row.email)), source, String(row.at)],
    };
  });
  if (statements.length > 0) await db.batch(statements, 'write');
  return statements.length;
}
