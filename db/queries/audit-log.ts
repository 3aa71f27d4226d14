import type { InStatement, InValue } from '@libsql/client';
import { LIST_PAGE_SIZE, pageOffset } from '../../src/lib/schemas/list-page';
import type { AuditAction, AuditEntry, AuditFilters } from '../../src/lib/schemas/audit-log';
import type { Db } from '../client';
import { inList, mentionsPerson, type Person, recordIdsOf, redactJson, wipeJson } from './personal-data-match';

/** An entry to append: everything but its sequence number and time, which the table gives it. */
export type NewAuditEntry = Omit<AuditEntry, 'seq' | 'at'>;

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
const parse = (text: unknown) => {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Appends one entry. The table takes nothing else: migration 0013's and 0017's triggers refuse DELETE, REPLACE, UPSERT
 * and every UPDATE but a recorded redaction of the details (`redactAuditEntryStatements`).
 */
export async function appendAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.execute({
    sql: `INSERT INTO audit_log (actor_id, actor_email, actor_role, ip, action, method, path, record_type, record_id, before_json, after_json)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      entry.actor_id,
      entry.actor_email,
      entry.actor_role,
      entry.ip,
      entry.action,
      entry.method,
      entry.path,
      entry.record_type,
      entry.record_id,
      json(entry.before),
      json(entry.after),
    ],
  });
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function conditions(filters: AuditFilters): { clause: string; args: InValue[] } {
  const where: string[] = [];
  const args: InValue[] = [];
  if (filters.actor) {
    where.push(`actor_email LIKE ? ESCAPE '\\'`);
    args.push(likePattern(filters.actor));
  }
  if (filters.record) {
    where.push(`(record_type LIKE ? ESCAPE '\\' OR record_id = ?)`);
    args.push(likePattern(filters.record), filters.record);
  }
  if (filters.from) {
    where.push('at >= ?');
    args.push(`${filters.from}T00:00:00.000Z`);
  }
  if (filters.to) {
    // The whole of the last day counts.
    where.push(`at < strftime('%Y-%m-%dT%H:%M:%fZ', ?, '+1 day')`);
    args.push(`${filters.to}T00:00:00.000Z`);
  }
  if (filters.action === 'decision') {
    // POST …/borrower-file/needs/:needId/decision, on the admin's desk or an agent's.
    where.push("action = 'action' AND record_type LIKE '%/borrower-file/needs/decision'");
  } else if (filters.action === 'file_type') {
    // POST …/borrower-file on a file already open (opening one is a 'create').
    where.push("action = 'action' AND record_type LIKE '%/leads/borrower-file'");
  } else if (filters.action) {
    where.push('action = ?');
    args.push(filters.action);
  }
  return { clause: where.length ? `WHERE ${where.join(' AND ')}` : '', args };
}

const COLUMNS = 'seq, at, actor_id, actor_email, actor_role, ip, action, method, path, record_type, record_id, before_json, after_json';

function toEntry(row: Record<string, unknown>): AuditEntry {
  return {
    seq: Number(row.seq),
    at: String(row.at),
    actor_id: row.actor_id === null ? null : String(row.actor_id),
    actor_email: String(row.actor_email),
    actor_role: String(row.actor_role),
    ip: String(row.ip),
    action: String(row.action) as AuditAction,
    method: String(row.method),
    path: String(row.path),
    record_type: String(row.record_type),
    record_id: row.record_id === null ? null : String(row.record_id),
    before: parse(row.before_json),
    after: parse(row.after_json),
  };
}

/** One page of entries, newest first, under the filters, with the total. */
export async function listAuditEntries(db: Db, filters: AuditFilters, page: number): Promise<{ items: AuditEntry[]; total: number }> {
  const { clause, args } = conditions(filters);
  const [rows, count] = await db.batch(
    [
      { sql: `SELECT ${COLUMNS} FROM audit_log ${clause} ORDER BY seq DESC LIMIT ? OFFSET ?`, args: [...args, LIST_PAGE_SIZE, pageOffset(page)] },
      { sql: `SELECT COUNT(*) AS total FROM audit_log ${clause}`, args },
    ],
    'read',
  );
  return { items: rows!.rows.map((row) => toEntry(row)), total: Number(count!.rows[0]?.total ?? 0) };
}

/** Every entry under the filters, newest first, in batches (an export never holds the whole log in memory). */
export async function* exportAuditEntries(db: Db, filters: AuditFilters, batchSize = 1000): AsyncGenerator<AuditEntry[]> {
  const { clause, args } = conditions(filters);
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const result = await db.execute({
      sql: `SELECT ${COLUMNS} FROM audit_log ${clause ? `${clause} AND` : 'WHERE'} seq < ? ORDER BY seq DESC LIMIT ?`,
      args: [...args, before, batchSize],
    });
    if (result.rows.length === 0) return;
    const entries = result.rows.map((row) => toEntry(row));
    yield entries;
    before = entries[entries.length - 1]!.seq;
  }
}

/** An entry's stored details, for a redaction. */
export interface AuditDetails {
  seq: number;
  before_json: string | null;
  after_json: string | null;
}

const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** An entry's stored details with what names its record, for a redaction that must know whose record it is. */
export interface AuditDetailsOf extends AuditDetails {
  record_id?: string | null;
  path?: string | null;
}

/**
 * The entries that hold the person: their address or phone number anywhere in the details (a lead as it was, a whole
 * imported client CSV, a privacy export's subject), one of their records as the entry's record, or a route under one
 * of their leads (the desk's borrower file routes name the lead in the path).
 */
export async function findAuditEntriesOf(db: Db, person: Person): Promise<(AuditDetailsOf & Omit<AuditEntry, 'before' | 'after'>)[]> {
  const mention = mentionsPerson(person, ['before_json', 'after_json']);
  const ids = inList('record_id', recordIdsOf(person));
  const paths = person.leadIds.map(() => 'instr(path, ?) > 0');
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM audit_log WHERE ${mention.sql} OR ${ids.sql}${paths.length ? ` OR ${paths.join(' OR ')}` : ''} ORDER BY seq`,
    args: [...mention.args, ...ids.args, ...person.leadIds.map((id) => `/${id}`)],
  });
  return result.rows.map((row) => {
    const { before, after, ...entry } = toEntry(row);
    void before;
    void after;
    return { ...entry, before_json: textOrNull(row.before_json), after_json: textOrNull(row.after_json) };
  });
}

/** Whether the entry is about one of the person's own records (its record, or a route under one of their leads). */
const isAboutPersonsRecord = (entry: AuditDetailsOf, person: Person) =>
  recordIdsOf(person).some((id) => entry.record_id === id) || person.leadIds.some((id) => entry.path?.includes(`/${id}`));

/**
 * The entry's details with the person redacted, or null when nothing in them is about the person. An entry about one
 * of their own records loses every detail but what is not about the person (ids, status, times: `wipeJson`); an
 * entry that only mentions them among others (a whole imported CSV) loses the mentions (ADR 27).
 */
export function redactedDetails(entry: AuditDetailsOf, person: Person): AuditDetails | null {
  const redact = isAboutPersonsRecord(entry, person) ? wipeJson : (text: string | null) => redactJson(text, person);
  const before = redact(entry.before_json);
  const after = redact(entry.after_json);
  return before === entry.before_json && after === entry.after_json ? null : { seq: entry.seq, before_json: before, after_json: after };
}

/**
 * The one sanctioned change of an entry (migration 0017): a redaction row naming the entry, why and whose data
 * (a fingerprint, never the person), then the details replaced, the entry's other columns untouched. The table's
 * trigger refuses the UPDATE without that newer redaction row of the same entry.
 */
export function redactAuditEntryStatements(details: AuditDetails, reason: 'erasure' | 'retention', subject: string): InStatement[] {
  return [
    { sql: 'INSERT INTO audit_redactions (audit_seq, reason, subject) VALUES (?, ?, ?)', args: [details.seq, reason, subject] },
    {
      sql: `UPDATE audit_log SET before_json = ?, after_json = ?, redaction_id = (SELECT max(id) FROM audit_redactions WHERE audit_seq = ?) WHERE seq = ?`,
      args: [details.before_json, details.after_json, details.seq, details.seq],
    },
  ];
}
