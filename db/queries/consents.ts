import type { InStatement } from '@libsql/client';
import type { Db } from '../client';
import { whenLeadExists } from './leads';

export type ConsentForm = 'contact' | 'newsletter' | 'calculator_copy' | 'rate_alert';

/** CASL evidence: the words shown, when, on which form, from which IP and browser. */
export interface NewConsent {
  id: string;
  leadId: string;
  email: string;
  form: ConsentForm;
  wording: string;
  consentedAt: string;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 (hex) of the unsubscribe token sent in the email, when one is sent. */
  unsubscribeTokenHash: string | null;
  /** Double opt-in (ADR 39): SHA-256 (hex) of the emailed confirmation token and when it stops working. */
  confirmTokenHash?: string | null;
  confirmExpiresAt?: string | null;
}

export interface ConsentRow {
  id: string;
  lead_id: string | null;
  email: string;
  form: ConsentForm;
  wording: string;
  consented_at: string;
  ip: string | null;
  user_agent: string | null;
  withdrawn_at: string | null;
  /** When the person confirmed it from their inbox (double opt-in, ADR 39); null while it waits or for other forms. */
  confirmed_at: string | null;
}

/** The columns of a consent record as every reader of them sees it. */
export const CONSENT_COLUMNS = 'id, lead_id, email, form, wording, consented_at, ip, user_agent, withdrawn_at, confirmed_at';

export function toConsentRow(row: Record<string, unknown>): ConsentRow {
  const textOrNull = (value: unknown) => (value == null ? null : String(value));
  return {
    id: String(row.id),
    lead_id: textOrNull(row.lead_id),
    email: String(row.email),
    form: String(row.form) as ConsentForm,
    wording: String(row.wording),
    consented_at: String(row.consented_at),
    ip: textOrNull(row.ip),
    user_agent: textOrNull(row.user_agent),
    withdrawn_at: textOrNull(row.withdrawn_at),
    confirmed_at: textOrNull(row.confirmed_at),
  };
}

const INSERT = `INSERT INTO consent_records (id, lead_id, email, form, wording, consented_at, ip, user_agent, unsubscribe_token_hash, confirm_token_hash, confirm_expires_at)
  SELECT ?, ?, lower(?), ?, ?, ?, ?, ?, ?, ?, ?`;

const argsOf = (c: NewConsent) => [
  c.id,
  c.leadId,
  c.email,
  c.form,
  c.wording,
  c.consentedAt,
  c.ip,
  c.userAgent,
  c.unsubscribeTokenHash,
  c.confirmTokenHash ?? null,
  c.confirmExpiresAt ?? null,
];

/** For `insertLead`'s transaction: recorded only if the lead was inserted (a replayed submission adds nothing). */
export function consentWithNewLead(consent: NewConsent): InStatement {
  return { sql: `${INSERT} ${whenLeadExists}`, args: [...argsOf(consent), consent.leadId] };
}

/** A fresh consent on an existing lead (e.g. someone who unsubscribed subscribes again). */
export async function insertConsent(db: Db, consent: NewConsent): Promise<void> {
  await db.execute({ sql: INSERT, args: argsOf(consent) });
}

/** True when the address has a consent on this form that the person confirmed and has not withdrawn (ADR 39). */
export async function hasConfirmedConsent(db: Db, email: string, form: ConsentForm): Promise<boolean> {
  const result = await db.execute({
    sql: 'SELECT 1 FROM consent_records WHERE email = lower(?) AND form = ? AND withdrawn_at IS NULL AND confirmed_at IS NOT NULL LIMIT 1',
    args: [email, form],
  });
  return result.rows.length > 0;
}

/** True when a confirmation was sent to the address for this form since `since` and is still waiting. */
export async function hasPendingConfirmation(db: Db, email: string, form: ConsentForm, since: string): Promise<boolean> {
  const result = await db.execute({
    sql: `SELECT 1 FROM consent_records WHERE email = lower(?) AND form = ? AND confirmed_at IS NULL AND withdrawn_at IS NULL
          AND confirm_token_hash IS NOT NULL AND consented_at > ? LIMIT 1`,
    args: [email, form, since],
  });
  return result.rows.length > 0;
}

export type ConfirmOutcome = { status: 'confirmed'; email: string } | { status: 'already' } | { status: 'expired' } | { status: 'invalid' };

/** What a confirmation token names now, without changing anything (the GET page). */
export async function confirmationState(db: Db, tokenHash: string, at: string): Promise<'already' | 'expired' | 'invalid' | 'pending'> {
  const row = (
    await db.execute({ sql: 'SELECT confirmed_at, withdrawn_at, confirm_expires_at FROM consent_records WHERE confirm_token_hash = ?', args: [tokenHash] })
  ).rows[0];
  if (!row || row.withdrawn_at != null) return 'invalid';
  if (row.confirmed_at != null) return 'already';
  if (String(row.confirm_expires_at) <= at) return 'expired';
  return 'pending';
}

/**
 * The double opt-in's confirmation (ADR 39): single-use (only the first confirms; later clicks answer 'already'),
 * never after expiry or a withdrawal. One conditional UPDATE, so two clicks at once confirm once. A confirmed consent
 * gets the unsubscribe token of the welcome email.
 */
export async function confirmConsentByToken(db: Db, tokenHash: string, at: string, unsubscribeTokenHash: string): Promise<ConfirmOutcome> {
  const result = await db.execute({
    sql: `UPDATE consent_records SET confirmed_at = ?, unsubscribe_token_hash = ?
          WHERE confirm_token_hash = ? AND confirmed_at IS NULL AND withdrawn_at IS NULL AND confirm_expires_at > ? RETURNING email`,
    args: [at, unsubscribeTokenHash, tokenHash, at],
  });
  const row = result.rows[0];
  if (row) return { status: 'confirmed', email: String(row.email) };
  const state = await confirmationState(db, tokenHash, at);
  return { status: state === 'pending' ? 'invalid' : state };
}

/**
 * Records a withdrawal: the token names an address, and every consent of that address is withdrawn (CASL: an
 * unsubscribe stops all our commercial email to it). Returns the address, or null for an unknown token.
 * A second click keeps the first withdrawal time.
 */
export async function withdrawConsentByToken(db: Db, tokenHash: string, at: string): Promise<string | null> {
  const [found] = await db.batch(
    [
      { sql: 'SELECT email FROM consent_records WHERE unsubscribe_token_hash = ?', args: [tokenHash] },
      {
        sql: `UPDATE consent_records SET withdrawn_at = ? WHERE withdrawn_at IS NULL
              AND email = (SELECT email FROM consent_records WHERE unsubscribe_token_hash = ?)`,
        args: [at, tokenHash],
      },
    ],
    'write',
  );
  const row = found!.rows[0];
  return row ? String(row.email) : null;
}

export async function listConsentsForEmail(db: Db, email: string): Promise<ConsentRow[]> {
  const result = await db.execute({
    sql: `SELECT ${CONSENT_COLUMNS} FROM consent_records WHERE email = lower(?) ORDER BY consented_at`,
    args: [email],
  });
  return result.rows.map(toConsentRow);
}

/**
 * Addresses (lower-cased) among these with a consent the person confirmed from their inbox and never withdrew: the
 * evidence of express consent a client record's typed basis cannot give (ADR 39).
 */
export async function confirmedConsentAmong(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const result = await db.execute({
    sql: `SELECT DISTINCT email FROM consent_records WHERE confirmed_at IS NOT NULL AND withdrawn_at IS NULL
          AND email IN (SELECT lower(value) FROM json_each(?))`,
    args: [JSON.stringify(emails)],
  });
  return new Set(result.rows.map((row) => String(row.email)));
}
