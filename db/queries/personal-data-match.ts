import type { InValue } from '@libsql/client';
import type { Db } from '../client';
import { learnFromCopies } from './personal-data-learn';

/**
 * How one person is recognised wherever the site copied them (ADR 27): their address, and the names, phone numbers
 * and record ids their own leads and client files give. Text that holds the address, one of the phone numbers (however
 * it is punctuated) or one of the ids is theirs; inside such text their names are redacted too. A name alone matches
 * nothing: another person may share it.
 */
export interface Person {
  email: string;
  names: string[];
  phones: string[];
  leadIds: string[];
  mortgageIds: string[];
  alertIds: string[];
  consentIds: string[];
  /** An agent's documents whose name gives the person (see documentsNaming). */
  documentIds: string[];
}

/** The shortest phone number looked for: fewer digits would match amounts and dates. */
const MIN_PHONE_DIGITS = 7;
/** A phone number is compared on its last ten digits (the country code and punctuation vary). */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
/** SQL that strips a text of the punctuation a phone number is written with, for phone matching. */
const digitsOnly = (expr: string) => `replace(replace(replace(replace(replace(replace(${expr}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

const column = (rows: Record<string, unknown>[], name: string) => rows.map((row) => row[name]).filter((value): value is string => typeof value === 'string');
const unique = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

/** Finds what identifies the person whose address this is (already normalised), from their own records. */
export async function findPerson(db: Db, email: string): Promise<Person> {
  const [leads, mortgages, alerts, consents] = await db.batch(
    [
      { sql: 'SELECT id, client_name, client_phone FROM leads WHERE lower(client_email) = ?', args: [email] },
      { sql: 'SELECT id, client_name, client_phone FROM client_mortgages WHERE lower(client_email) = ?', args: [email] },
      { sql: 'SELECT id FROM rate_alerts WHERE lower(email) = ?', args: [email] },
      { sql: 'SELECT id FROM consent_records WHERE lower(email) = ?', args: [email] },
    ],
    'read',
  );
  const rows = (result: typeof leads) => result!.rows.map((row) => ({ ...row }) as Record<string, unknown>);
  const people = [...rows(leads), ...rows(mortgages)];
  // Records deleted before the erasure, and people only previewed in an import, are known from their copies.
  const learned = await learnFromCopies(db, email);
  const person: Person = {
    email,
    // 'Erased' is what an earlier erasure left, not a name.
    names: unique([...column(people, 'client_name'), ...learned.names]).filter((name) => name !== 'Erased' && !name.includes(ERASED) && name.length >= 2),
    phones: unique([...column(people, 'client_phone'), ...learned.phones]).filter((phone) => phoneDigits(phone).length >= MIN_PHONE_DIGITS),
    leadIds: column(rows(leads), 'id'),
    mortgageIds: column(rows(mortgages), 'id'),
    alertIds: column(rows(alerts), 'id'),
    consentIds: column(rows(consents), 'id'),
    documentIds: [],
  };
  // The SQL finds candidates; the patterns confirm each (whole words, the address standing alone).
  const documents = documentsNaming(person);
  const candidates = rows(await db.execute({ sql: `SELECT id, name FROM agent_documents WHERE ${documents.sql}`, args: documents.args }));
  person.documentIds = candidates.filter((row) => namesPerson(String(row.name), person, true)).map((row) => String(row.id));
  return person;
}

/**
 * An agent's documents whose name gives the person: their address, phone, or one of their full names (two words at
 * least; a first name alone is too common). Only the name can be read here: a file's content is the agent's record.
 */
function documentsNaming(person: Person): { sql: string; args: InValue[] } {
  const mention = mentionsPerson(person, ['name']);
  const fullNames = person.names.filter((name) => /\S\s+\S/.test(name));
  return {
    sql: `${mention.sql}${fullNames.map(() => ' OR instr(lower(name), ?) > 0').join('')}`,
    args: [...mention.args, ...fullNames.map((name) => name.toLowerCase())],
  };
}

/** The ids of every record of the person, for a record_id or lead_id match. */
export const recordIdsOf = (person: Person) => [...person.leadIds, ...person.mortgageIds, ...person.alertIds, ...person.consentIds, ...person.documentIds];

/**
 * An SQL condition true when any of the text expressions holds the person's address or one of their phone numbers,
 * with its arguments. Erasures are rare, so a scan of the text is acceptable here.
 */
export function mentionsPerson(person: Person, exprs: string[]): { sql: string; args: InValue[] } {
  const parts: string[] = [];
  const args: InValue[] = [];
  for (const expr of exprs) {
    // LIKE ignores ASCII case without copying the text (lower() would, on every row).
    parts.push(`${expr} LIKE ? ESCAPE '\\'`);
    args.push(`%${person.email.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    for (const phone of person.phones) {
      // The last four digits are written together in any format; only a text holding them is stripped to its digits.
      const digits = phoneDigits(phone);
      parts.push(`(instr(${expr}, ?) > 0 AND instr(${digitsOnly(expr)}, ?) > 0)`);
      args.push(digits.slice(-4), digits);
    }
  }
  return { sql: `(${parts.join(' OR ')})`, args };
}

/** `?, ?, ?` for a list, or a condition that is never true for an empty one. */
export function inList(column: string, values: string[]): { sql: string; args: InValue[] } {
  if (values.length === 0) return { sql: '0', args: [] };
  return { sql: `${column} IN (${values.map(() => '?').join(', ')})`, args: values };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The patterns that find the person in a text: the address where it stands alone (not inside `mojo@x.com` when the
 * address is `jo@x.com`), phone numbers however punctuated but not inside a longer number, and names as whole words
 * outside addresses (only names of two words or more when `fullNamesOnly`).
 */
function patternsOf(person: Person, fullNamesOnly = false): RegExp[] {
  const email = new RegExp(`(?<![A-Za-z0-9._%+-])${escapeRegExp(person.email)}(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`, 'gi');
  const phones = person.phones.map((phone) => {
    const digits = phoneDigits(phone).split('');
    return new RegExp(`(?<!\\d)(?:\\+?1[\\s().-]{0,2})?\\(?${digits.join('[\\s().+-]{0,2}')}(?!\\d)`, 'g');
  });
  const names = person.names
    .filter((name) => !fullNamesOnly || /\S\s+\S/.test(name))
    // Not inside a word, nor inside someone's address (`jo` in `jo@x.com.au`).
    .map((name) => new RegExp(`(?<![\\p{L}\\p{N}_@.%+-])${escapeRegExp(name).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}_@])(?![.%+-][\\p{L}\\p{N}])`, 'giu'));
  return [email, ...phones, ...names];
}

/** Whether a text names the person (a document's name: by a full name only, a first name alone being too common). */
export function namesPerson(text: string, person: Person, fullNamesOnly = false): boolean {
  return patternsOf(person, fullNamesOnly).some((pattern) => text.search(pattern) >= 0);
}

export const ERASED = '[erased]';

/** The text with every mention of the person replaced by `[erased]`. */
export function redactText(text: string, person: Person): string {
  return patternsOf(person).reduce((result, pattern) => result.replace(pattern, ERASED), text);
}

/** A JSON document with every string in it (values, not keys) redacted; text that is not JSON is redacted as text. */
export function redactJson(text: string | null, person: Person): string | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return redactText(text, person);
  }
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return redactText(node, person);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner)]));
    return node;
  };
  return JSON.stringify(walk(value));
}

/** Keys whose values are never about the person: ids, status and stage words, counts of the desk, times. */
const NOT_PERSONAL_KEY = /^(id|.+_id|status|stage|type|file_type|kind|source|action|outcome|decision|version|.+_at|needs_added|checklist_keys|edited)$/;

/**
 * A JSON document about one person's record with every value erased but those under NOT_PERSONAL_KEY (a lead's
 * address, amount, message, answers and transcript all go; its id, status and times stay). Text that is not JSON
 * is erased whole.
 */
export function wipeJson(text: string | null): string | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return ERASED;
  }
  const walk = (node: unknown, keep: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, keep));
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner, NOT_PERSONAL_KEY.test(key))]));
    if (node === null || typeof node === 'boolean' || keep) return node;
    return ERASED;
  };
  return JSON.stringify(walk(value, false));
}

/**
 * The lines of a text (or of every string in a JSON document) that mention the person: what an access request gets
 * from a message or an audit entry that is also about others (a whole imported client CSV), never the rest.
 */
export function mentionsIn(text: string | null, person: Person): string[] {
  if (text === null) return [];
  const strings: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') strings.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  try {
    walk(JSON.parse(text));
  } catch {
    strings.push(text);
  }
  return strings.flatMap((value) => linesMentioning(value, person));
}

/** The lines of a plain text that mention the person. */
export const linesMentioning = (text: string, person: Person) => text.split(/\r?\n/).filter((line) => redactText(line, person) !== line);
