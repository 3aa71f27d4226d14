import { createHash } from 'node:crypto';
import type { InStatement, InValue } from '@libsql/client';
import { hideLinkTokens } from '../../src/lib/link-tokens';
import type { Db } from '../client';
import { findAuditEntriesOf, redactAuditEntryStatements, redactedDetails } from './audit-log';
import { collectBorrowerFiles } from './personal-data-borrower';
import { findPerson, inList, linesMentioning, mentionsIn, mentionsPerson, type Person, recordIdsOf, redactJson, redactText } from './personal-data-match';

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

const rowsOf = async (db: Db, sql: string, args: InValue[]) => (await db.execute({ sql, args })).rows.map((row) => ({ ...row }) as Record<string, unknown>);

function parseMetadata(row: Record<string, unknown>) {
  try {
    return { ...row, metadata: JSON.parse(String(row.metadata ?? '{}')) as unknown };
  } catch {
    return row;
  }
}

const OUTBOX_COLUMNS = 'id, to_address, subject, text_body, status, last_error, lead_id, created_at, sent_at';

/**
 * The outbox messages about the person: sent to their address, about one of their leads (the "New website lead"
 * email to the agent or the inbox), or naming their address or phone in the subject, body or error.
 */
function outboxOf(person: Person) {
  const mention = mentionsPerson(person, ['subject', 'text_body', 'last_error']);
  const leads = inList('lead_id', person.leadIds);
  return { sql: `lower(to_address) = ? OR ${leads.sql} OR ${mention.sql}`, args: [person.email, ...leads.args, ...mention.args] };
}

/**
 * One person's data as one document: leads (applications and chat transcripts included) and their hand-off to the
 * alliance, consents, every email about them, rate alerts, client files, documents named after them, audit entries
 * that hold them, and the send limits counted against their address.
 */
export async function collectPersonalData(db: Db, email: string, now: Date) {
  const address = normaliseEmail(email);
  const person = await findPerson(db, address);
  const outbox = outboxOf(person);
  const documents = inList('id', person.documentIds);
  const alliance = inList('lead_id', person.leadIds);
  const [leads, consents, emails, alerts, clients, handOffs, files, counters, audit, requests, borrowerFiles] = await Promise.all([
    rowsOf(db, `SELECT ${LEAD_COLUMNS} FROM leads WHERE lower(client_email) = ? ORDER BY created_at`, [address]),
    rowsOf(
      db,
      'SELECT id, lead_id, email, form, wording, consented_at, ip, user_agent, withdrawn_at, created_at FROM consent_records WHERE lower(email) = ? ORDER BY consented_at',
      [address],
    ),
    rowsOf(db, `SELECT ${OUTBOX_COLUMNS} FROM email_outbox WHERE ${outbox.sql} ORDER BY created_at`, outbox.args),
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
    rowsOf(db, `SELECT lead_id, outcome, http_status, detail, created_at, updated_at FROM alliance_submissions WHERE ${alliance.sql}`, alliance.args),
    rowsOf(db, `SELECT id, agent_id, name, mime_type, type, uploaded_at FROM agent_documents WHERE ${documents.sql} ORDER BY uploaded_at`, documents.args),
    rowsOf(db, `SELECT key, window_start, count FROM rate_limits WHERE ${LIMIT_KEY}`, [limitKeyPattern(address)]),
    findAuditEntriesOf(db, person),
    // The requests they made themselves on /privacy (ADR 48); the link's hash is not theirs to read.
    rowsOf(
      db,
      'SELECT id, kind, name, email, note, created_at, confirmed_at, due_at, answered_at FROM privacy_requests WHERE lower(email) = ? ORDER BY created_at',
      [address],
    ),
    // Their borrower portal files: status, document requests, uploads (names and sizes) and messages (ADR 52).
    collectBorrowerFiles(db, address, person.leadIds),
  ]);
  // An entry about one of their records is theirs whole; one that only mentions them (an import of many clients) gives
  // the lines that do, as the rest is about other people. Messages likewise.
  const ownIds = new Set(recordIdsOf(person));
  // The SQL finds candidates; an entry or message that is not theirs and has no line naming them is dropped.
  const auditEntries = audit
    .map(({ before_json, after_json, ...entry }) =>
      entry.record_id !== null && ownIds.has(entry.record_id)
        ? { ...entry, before: parseJson(before_json), after: parseJson(after_json) }
        : { ...entry, mentions: [...mentionsIn(before_json, person), ...mentionsIn(after_json, person)] },
    )
    .filter((entry) => !('mentions' in entry) || entry.mentions.length > 0);
  const ownLeads = new Set(person.leadIds);
  const messages = emails
    .map((row) =>
      String(row.to_address).toLowerCase() === address || (typeof row.lead_id === 'string' && ownLeads.has(row.lead_id))
        ? // A link's token acts for its recipient: the export shows that a link was sent, never the token (ADR 39).
          { ...row, text_body: hideLinkTokens(String(row.text_body)), last_error: row.last_error === null ? null : hideLinkTokens(String(row.last_error)) }
        : {
            id: row.id,
            status: row.status,
            created_at: row.created_at,
            sent_at: row.sent_at,
            mentions: [String(row.subject), String(row.text_body), String(row.last_error ?? '')].flatMap((text) =>
              linesMentioning(hideLinkTokens(text), person),
            ),
          },
    )
    .filter((message) => !('mentions' in message) || (message.mentions as string[]).length > 0);
  // Other people's leads that mention them: only the lines that do (the rest is the other person's).
  const leadMention = mentionsPerson(person, ['message', 'notes', 'metadata']);
  const mentionedIn = (
    await rowsOf(db, `SELECT id, created_at, message, notes, metadata FROM leads WHERE ${leadMention.sql} AND lower(client_email) <> ?`, [
      ...leadMention.args,
      address,
    ])
  )
    .map((row) => ({
      id: row.id,
      created_at: row.created_at,
      mentions: [row.message, row.notes, row.metadata].flatMap((text) => (typeof text === 'string' ? linesMentioning(text, person) : [])),
    }))
    .filter((row) => row.mentions.length > 0);
  return {
    email: address,
    generated_at: now.toISOString(),
    leads: leads.map(parseMetadata),
    mentioned_in_leads: mentionedIn,
    alliance_submissions: handOffs,
    consents,
    emails_sent: messages,
    rate_alerts: alerts,
    client_mortgages: clients.map((row) => ({ ...row, renewal_emails: JSON.parse(String(row.renewal_emails ?? '[]')) as unknown })),
    documents: files,
    audit_entries: auditEntries,
    send_limits: counters,
    privacy_requests: requests,
    borrower_files: borrowerFiles,
    counts: {
      leads: leads.length,
      consents: consents.length,
      emails_sent: messages.length,
      rate_alerts: alerts.length,
      client_mortgages: clients.length,
      documents: files.length,
      audit_entries: auditEntries.length,
      privacy_requests: requests.length,
      borrower_files: borrowerFiles.length,
    },
  };
}

/** A send-limit key that ends with the address (`calculator-copy:to:{address}`), not one that merely contains it. */
const LIMIT_KEY = `key LIKE ? ESCAPE '\\'`;
const limitKeyPattern = (address: string) => `%:${address.replace(/[\\%_]/g, (char) => `\\${char}`)}`;

const parseJson = (text: string | null) => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export interface ErasureCounts {
  leads: number;
  consents: number;
  emails: number;
  alerts: number;
  clients: number;
  documents: number;
  audit_entries: number;
}

/** The statements that erase the personal fields of these leads and keep their tombstone (id, dates, source, status). */
function eraseLeadsStatements(where: string, args: InValue[], replacement: string): InStatement[] {
  return [
    {
      sql: `UPDATE leads SET client_name = 'Erased', client_email = ?, client_phone = NULL, message = NULL, notes = NULL, metadata = '{}',
              idempotency_key = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE ${where}`,
      args: [replacement, ...args],
    },
  ];
}

/**
 * An erased message keeps its date, status and recipient (a staff address stays, the person's becomes the
 * fingerprint) and loses subject, body, headers and error; one still waiting is never sent.
 */
const ERASE_MESSAGE = `subject = '[erased]', text_body = '[erased]', headers_json = NULL, last_error = NULL,
  status = CASE WHEN status = 'pending' THEN 'failed' ELSE status END, claimed_until = NULL`;

/**
 * Erases one person everywhere (ADR 27): their leads keep only what a tombstone needs and their alliance hand-off
 * loses the reply; consent records keep the wording and the dates (withdrawn now if they were not) under the
 * address's fingerprint; every email about them loses subject and body (one that only mentions them in passing
 * loses the mention); rate alerts stop; client files keep their figures; documents named after them are renamed;
 * their send limits are dropped; audit entries that hold them are redacted in place through the log's one sanctioned
 * path, the entry kept. One transaction.
 */
export async function erasePersonalData(db: Db, email: string, now: Date): Promise<ErasureCounts> {
  const address = normaliseEmail(email);
  const tombstone = erasedEmail(address);
  const at = now.toISOString();
  const person = await findPerson(db, address);
  // Read first: the log is append-only, so what is redacted below cannot change in between; a message that only
  // mentions the person is redacted word by word, as its other content is about someone else.
  const outbox = outboxOf(person);
  const leadMail = inList('lead_id', person.leadIds);
  const candidates = await rowsOf(
    db,
    `SELECT id, subject, text_body, last_error FROM email_outbox WHERE (${outbox.sql}) AND lower(to_address) <> ? AND NOT coalesce(${leadMail.sql}, 0)`,
    [...outbox.args, address, ...leadMail.args],
  );
  const mentioning = candidates
    .map((row) => ({
      id: String(row.id),
      subject: redactText(String(row.subject), person),
      text_body: redactText(String(row.text_body), person),
      last_error: redactNullable(row.last_error, person),
      was: row,
    }))
    .filter((next) => next.subject !== next.was.subject || next.text_body !== next.was.text_body || next.last_error !== next.was.last_error);
  const audit = (await findAuditEntriesOf(db, person)).map((entry) => redactedDetails(entry, person)).filter((entry) => entry !== null);
  // Someone else's lead that mentions them ("also call my wife at …"): only the mention goes, the lead is the other
  // person's.
  const leadMention = mentionsPerson(person, ['message', 'notes', 'metadata']);
  const otherLeads = (
    await rowsOf(db, `SELECT id, message, notes, metadata FROM leads WHERE ${leadMention.sql} AND lower(client_email) <> ?`, [...leadMention.args, address])
  )
    .map((row) => ({
      id: String(row.id),
      message: redactNullable(row.message, person),
      notes: redactNullable(row.notes, person),
      metadata: redactJson(String(row.metadata), person) ?? '{}',
      was: row,
    }))
    .filter((next) => next.message !== (next.was.message ?? null) || next.notes !== (next.was.notes ?? null) || next.metadata !== next.was.metadata);
  const documents = inList('id', person.documentIds);
  const alliance = inList('lead_id', person.leadIds);
  const statements: InStatement[] = [
    ...eraseLeadsStatements('lower(client_email) = ?', [address], tombstone),
    {
      sql: `UPDATE consent_records SET email = ?, ip = NULL, user_agent = NULL, unsubscribe_token_hash = NULL, withdrawn_at = COALESCE(withdrawn_at, ?) WHERE lower(email) = ?`,
      args: [tombstone, at, address],
    },
    { sql: `UPDATE email_outbox SET to_address = ?, ${ERASE_MESSAGE} WHERE lower(to_address) = ?`, args: [tombstone, address] },
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
    // Mail about their leads to someone else (staff); mail to them was erased just above.
    { sql: `UPDATE email_outbox SET ${ERASE_MESSAGE} WHERE ${leadMail.sql} AND to_address <> ?`, args: [...leadMail.args, tombstone] },
    { sql: `UPDATE agent_documents SET name = 'Erased document' WHERE ${documents.sql}`, args: documents.args },
    { sql: `UPDATE alliance_submissions SET detail = NULL WHERE ${alliance.sql}`, args: alliance.args },
    { sql: `DELETE FROM rate_limits WHERE ${LIMIT_KEY}`, args: [limitKeyPattern(address)] },
    // Their own privacy requests keep kind and dates under the fingerprint; a confirmed deletion request is answered
    // by this very erasure (ADR 48).
    {
      sql: `UPDATE privacy_requests SET name = 'Erased', email = ?, note = NULL, token_hash = NULL,
              answered_at = CASE WHEN confirmed_at IS NOT NULL AND kind = 'deletion' THEN coalesce(answered_at, ?) ELSE answered_at END
            WHERE lower(email) = ?`,
      args: [tombstone, at, address],
    },
    ...mentioning.map((row) => ({
      sql: 'UPDATE email_outbox SET subject = ?, text_body = ?, last_error = ? WHERE id = ?',
      args: [row.subject, row.text_body, row.last_error, row.id],
    })),
    ...audit.flatMap((details) => redactAuditEntryStatements(details, 'erasure', tombstone)),
    ...otherLeads.map((row) => ({
      sql: 'UPDATE leads SET message = ?, notes = ?, metadata = ? WHERE id = ?',
      args: [row.message, row.notes, row.metadata, row.id],
    })),
  ];
  // On the embedded file, what the erasure overwrites is zeroed rather than left in the pages' free space (the
  // pragma holds for the connection the transaction runs on; the pool's other connections are left as they are).
  const scrub: InStatement[] = db.protocol === 'file' ? [{ sql: 'PRAGMA secure_delete = ON', args: [] }] : [];
  const results = (await db.batch([...scrub, ...statements], 'write')).slice(scrub.length);
  await forgetOldPages(db);
  return {
    leads: results[0]!.rowsAffected,
    consents: results[1]!.rowsAffected,
    emails: results[2]!.rowsAffected + results[5]!.rowsAffected + mentioning.length,
    alerts: results[3]!.rowsAffected,
    clients: results[4]!.rowsAffected,
    documents: results[6]!.rowsAffected,
    audit_entries: audit.length,
  };
}

const redactNullable = (value: unknown, person: Person) => (value === null || value === undefined ? null : redactText(String(value), person));

/**
 * The retention rule: leads untouched since `before` (no update, no email, no consent still in force) are anonymised like an erasure, one
 * fingerprint per address: the lead, every email about it (the staff notification keeps its staff recipient), its alliance reply,
 * and the audit entries about that lead, redacted in place. Other records of the same address are not this lead's: a
 * living client file or alert keeps them. Returns what was done, for the job's report.
 */
export async function anonymiseLeadsInactiveSince(db: Db, before: Date, limit = 500): Promise<{ leads: number; emails: number; audit_entries: number }> {
  const cutoff = before.toISOString();
  const stale = await db.execute({
    sql: `SELECT id, client_name, client_email, client_phone FROM leads
          WHERE client_email NOT LIKE 'erased:%' AND updated_at < ?
            AND NOT EXISTS (SELECT 1 FROM email_outbox e WHERE e.lead_id = leads.id AND e.created_at >= ?)
            -- A borrower still uploading or writing on the lead's file is activity (ADR 52).
            AND NOT EXISTS (SELECT 1 FROM borrower_files f JOIN borrower_needs n ON n.file_id = f.id WHERE f.lead_id = leads.id AND n.updated_at >= ?)
            AND NOT EXISTS (SELECT 1 FROM borrower_files f JOIN borrower_messages m ON m.file_id = f.id WHERE f.lead_id = leads.id AND m.created_at >= ?)
            -- A person still subscribed (consent not withdrawn) is a living relationship, not a stale file.
            -- A double opt-in never confirmed is no relationship (ADR 39): it does not keep the lead.
            AND NOT EXISTS (SELECT 1 FROM consent_records c WHERE lower(c.email) = lower(leads.client_email) AND c.withdrawn_at IS NULL
                              AND (c.confirmed_at IS NOT NULL OR c.form NOT IN ('newsletter', 'rate_alert')))
          ORDER BY updated_at LIMIT ?`,
    args: [cutoff, cutoff, cutoff, cutoff, limit],
  });
  let leads = 0;
  let emails = 0;
  let auditEntries = 0;
  for (const row of stale.rows) {
    const id = String(row.id);
    const address = normaliseEmail(String(row.client_email));
    const tombstone = erasedEmail(address);
    const phones = typeof row.client_phone === 'string' && row.client_phone.replace(/\D/g, '').length >= 7 ? [row.client_phone] : [];
    const names = String(row.client_name).trim().length >= 2 ? [String(row.client_name).trim()] : [];
    const lead: Person = { ...NOBODY, email: address, names, phones, leadIds: [id] };
    const entries = await db.execute({ sql: 'SELECT seq, before_json, after_json FROM audit_log WHERE record_id = ?', args: [id] });
    const audit = entries.rows
      .map((entry) =>
        redactedDetails({ seq: Number(entry.seq), record_id: id, before_json: textOf(entry.before_json), after_json: textOf(entry.after_json) }, lead),
      )
      .filter((entry) => entry !== null);
    const results = await db.batch(
      [
        ...eraseLeadsStatements('id = ?', [id], tombstone),
        {
          sql: `UPDATE email_outbox SET to_address = CASE WHEN lower(to_address) = ? THEN ? ELSE to_address END, ${ERASE_MESSAGE} WHERE lead_id = ?`,
          args: [address, tombstone, id],
        },
        { sql: 'UPDATE alliance_submissions SET detail = NULL WHERE lead_id = ?', args: [id] },
        ...audit.flatMap((details) => redactAuditEntryStatements(details, 'retention', tombstone)),
      ],
      'write',
    );
    leads += results[0]!.rowsAffected;
    emails += results[1]!.rowsAffected;
    auditEntries += audit.length;
  }
  return { leads, emails, audit_entries: auditEntries };
}

const NOBODY: Person = { email: '', names: [], phones: [], leadIds: [], mortgageIds: [], alertIds: [], consentIds: [], documentIds: [] };
const textOf = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * The embedded file's write-ahead log still holds the pages as they were before the erasure until a checkpoint moves
 * the new ones into the file and empties it. Best effort: a reader that holds an old snapshot leaves the log to the
 * next checkpoint. A remote database manages its own storage.
 */
async function forgetOldPages(db: Db): Promise<void> {
  if (db.protocol !== 'file') return;
  // secure_delete zeroes only what the erasure itself frees; an ordinary earlier update (a need's note edited, an
  // audit page split) may have left an old copy in a free page. VACUUM rewrites the file without its free pages
  // (ADR 27). It may renumber the implicit rowids the lead desk's search index is keyed by (migration 0007), so the
  // index is refilled from the leads right after. Erasures are rare, so the rewrite's cost is paid seldom.
  await db.execute('PRAGMA wal_checkpoint(TRUNCATE)').catch(() => undefined);
  const vacuumed = await db.execute('VACUUM').then(
    () => true,
    () => false,
  );
  if (vacuumed) await db.batch([...REFILL_LEAD_SEARCH], 'write');
  await db.execute('PRAGMA wal_checkpoint(TRUNCATE)').catch(() => undefined);
}

const PHONE_DIGITS = "replace(replace(replace(replace(replace(replace(coalesce(client_phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')";
/** The lead desk's search index rebuilt from the leads, as migration 0007 first filled it. */
const REFILL_LEAD_SEARCH = [
  'DELETE FROM leads_search',
  `INSERT INTO leads_search (rowid, lead_id, client_name, client_email, client_phone, phone_digits)
     SELECT rowid, id, client_name, client_email, coalesce(client_phone, ''), ${PHONE_DIGITS} FROM leads`,
] as const;
