import type { InValue } from '@libsql/client';
import { LIST_PAGE_SIZE, pageOffset } from '../../src/lib/schemas/list-page';
import type { AuditAction, AuditEntry, AuditFilters } from '../../src/lib/schemas/audit-log';
import type { Db } from '../client';

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

/** Appends one entry (the table takes nothing else: migration 0013's triggers refuse UPDATE and DELETE). */
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
  if (filters.action) {
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
