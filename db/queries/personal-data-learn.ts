import type { Db } from '../client';
import { parseCsv } from '../../src/lib/csv/parse-csv';

/**
 * The names and phone numbers of a person whose own records are gone (ADR 27): a lead or client deleted before the
 * erasure, or people only previewed in a client import, still sit in copies that carry their address: an audit
 * entry's before/after record, an imported CSV's line, a staff notification's "Name:" and "Phone:" lines. Only the
 * record, line or email that carries the address itself is read, so another person's name is never learned.
 */
export interface Learned {
  names: string[];
  phones: string[];
}

const NAME_KEYS = ['client_name', 'name', 'full_name', 'fullName'];
const PHONE_KEYS = ['client_phone', 'phone'];
const EMAIL_KEYS = ['client_email', 'email', 'to_address'];
/** JSON nesting read at most (an audit entry is a record or a request body, a few levels deep). */
const MAX_DEPTH = 8;

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export async function learnFromCopies(db: Db, email: string): Promise<Learned> {
  const like = `%${email.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const [audit, outbox] = await db.batch(
    [
      { sql: `SELECT before_json, after_json FROM audit_log WHERE before_json LIKE ? ESCAPE '\\' OR after_json LIKE ? ESCAPE '\\'`, args: [like, like] },
      { sql: `SELECT text_body FROM email_outbox WHERE text_body LIKE ? ESCAPE '\\'`, args: [like] },
    ],
    'read',
  );
  const learned: Learned = { names: [], phones: [] };
  const add = (list: string[], value: unknown) => {
    if (typeof value === 'string' && value.trim()) list.push(value.trim());
  };
  const isAddress = (value: unknown) => typeof value === 'string' && value.trim().toLowerCase() === email;

  const fromCsv = (text: string) => {
    const [header, ...rows] = parseCsv(text);
    if (!header) return;
    const keys = header.cells.map(headerKey);
    const nameAt = keys.indexOf('client_name');
    const phoneAt = keys.indexOf('client_phone');
    for (const row of rows) {
      if (!row.cells.some(isAddress)) continue;
      if (nameAt >= 0) add(learned.names, row.cells[nameAt]);
      if (phoneAt >= 0) add(learned.phones, row.cells[phoneAt]);
    }
  };
  const visit = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || value === null) return;
    if (typeof value === 'string') {
      if (value.includes('\n') && value.toLowerCase().includes(email)) fromCsv(value);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (EMAIL_KEYS.some((key) => isAddress(record[key]))) {
      for (const key of NAME_KEYS) add(learned.names, record[key]);
      for (const key of PHONE_KEYS) add(learned.phones, record[key]);
    }
    for (const item of Object.values(record)) visit(item, depth + 1);
  };
  for (const row of audit!.rows) {
    for (const text of [row.before_json, row.after_json]) {
      if (typeof text !== 'string') continue;
      try {
        visit(JSON.parse(text), 0);
      } catch {
        // Not JSON: nothing structured to learn from.
      }
    }
  }
  // A staff notification about the person's lead: the email whose own "Email:" line is the address.
  for (const row of outbox!.rows) {
    const lines = String(row.text_body).split('\n');
    if (!lines.some((line) => /^email:/i.test(line.trim()) && isAddress(line.trim().slice(6)))) continue;
    for (const line of lines) {
      const trimmed = line.trim();
      if (/^name:/i.test(trimmed)) add(learned.names, trimmed.slice(5));
      if (/^phone:/i.test(trimmed)) add(learned.phones, trimmed.slice(6));
    }
  }
  return learned;
}
