import { clientKey, findExistingClients, saveClientImport, type ExistingClient } from '../../db/queries/client-import';
import { readDay, readDecimal, readFrequency, readProvince } from '../../src/lib/csv/client-import-values';
import { parseCsv } from '../../src/lib/csv/parse-csv';
import { messages } from '../../src/lib/messages-staff';
import {
  CLIENT_CSV_COLUMNS,
  CLIENT_IMPORT_MAX_ROWS,
  type ClientImportResult,
  type ClientImportRowResult,
  clientMortgageSchema,
  type ClientMortgageValues,
  type DuplicateChoice,
} from '../../src/lib/schemas/client-mortgages';
import type { Db } from '../../db/client';
import { confirmedConsentAmong } from '../../db/queries/consents';
import { suppressedAmong } from '../../db/queries/email-suppressions';
import { badRequest } from '../http/errors';

const text = messages.backOffice.clients;
/** Columns a row cannot do without; the others have defaults (province, amortization, frequency) or are optional. */
const REQUIRED = ['client_name', 'client_email', 'lender', 'balance', 'rate', 'rate_type', 'term_years', 'maturity_date', 'casl_basis', 'casl_date'];
const DAYS = { maturity_date: 'Maturity date', casl_date: 'Consent or contract date' } as const;

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** A row's cells as a spreadsheet writes them, read into the form's values (ADR 45); a date read two ways is an error. */
function readCells(record: Record<string, string>): string[] {
  const errors: string[] = [];
  if (record.province !== undefined) record.province = readProvince(record.province);
  if (record.payment_frequency !== undefined) record.payment_frequency = readFrequency(record.payment_frequency);
  if (record.balance !== undefined) record.balance = readDecimal(record.balance);
  if (record.rate !== undefined) record.rate = readDecimal(record.rate, { commaIsDecimal: true });
  for (const [key, label] of Object.entries(DAYS)) {
    if (record[key] === undefined) continue;
    const day = readDay(record[key], label);
    if (day.ok) record[key] = day.value;
    else errors.push(day.message);
  }
  return errors;
}

interface ValidRow {
  result: ClientImportRowResult;
  values: ClientMortgageValues;
  key: string;
}

/** Marks each valid row that names a client on file or an earlier line of the file; answers how many do. */
function markDuplicates(valid: ValidRow[], existing: Map<string, ExistingClient>): number {
  const firstLine = new Map<string, number>();
  let count = 0;
  for (const row of valid) {
    const onFile = existing.get(row.key);
    const earlier = firstLine.get(row.key);
    row.result.duplicate = onFile ? { of: 'existing', client_name: onFile.client_name } : earlier !== undefined ? { of: 'file', line: earlier } : null;
    if (earlier === undefined) firstLine.set(row.key, row.result.line);
    if (row.result.duplicate) count += 1;
  }
  return count;
}

/**
 * Each valid row's consent as the Clients and Renewals tabs will read it (ADR 39, functions/clients/consent-status.ts):
 * a withdrawn address, or an "express" basis the person never confirmed, is warned about with its consequence before
 * the import, as the row is imported all the same.
 */
async function warnAboutConsent(db: Db, valid: ValidRow[]): Promise<void> {
  const emails = [...new Set(valid.map((row) => row.values.client_email.toLowerCase()))];
  const [confirmed, suppressed] = await Promise.all([confirmedConsentAmong(db, emails), suppressedAmong(db, emails)]);
  for (const { values, result } of valid) {
    const email = values.client_email.toLowerCase();
    if (suppressed.has(email) || values.casl_withdrawn_at) result.warnings.push(text.importWithdrawn);
    else if (values.casl_basis === 'express' && !confirmed.has(email)) result.warnings.push(text.importExpressUnproven);
  }
}

/**
 * What a commit writes: each client once. 'skip' keeps what is on file and the first line naming a new client;
 * 'update' writes the last line naming a client over the one on file (or inserts it once).
 */
function planWrites(valid: ValidRow[], existing: Map<string, ExistingClient>, choice: DuplicateChoice) {
  const byKey = new Map<string, ValidRow>();
  for (const row of valid) if (choice === 'update' || !byKey.has(row.key)) byKey.set(row.key, row);
  const inserts: Record<string, unknown>[] = [];
  const updates: { ids: string[]; values: Record<string, unknown> }[] = [];
  for (const [key, row] of byKey) {
    const onFile = existing.get(key);
    if (!onFile) inserts.push(row.values);
    else if (choice === 'update') updates.push({ ids: onFile.ids, values: row.values });
  }
  return { inserts, updates };
}

/**
 * Reads a client CSV: every row checked with the same schema as the form, each error named with its line, each
 * maturity in the past warned about, each client already on file (or named twice) marked (ADR 45). A preview saves
 * nothing; a commit saves the valid rows in one transaction, updating or skipping the duplicates as chosen.
 */
export async function importClients(
  db: Db,
  options: { csv: string; commit: boolean; agentId: string | null; scopeAgentId: string | null; duplicates: DuplicateChoice; today: string },
): Promise<ClientImportResult> {
  const [header, ...rows] = parseCsv(options.csv);
  if (!header) throw badRequest(text.importNothing);
  const keys = header.cells.map(headerKey);
  const missing = REQUIRED.filter((column) => !keys.includes(column));
  if (missing.length > 0) throw badRequest(text.headerMissing(missing.join(', ')));
  if (rows.length > CLIENT_IMPORT_MAX_ROWS) throw badRequest(text.tooManyRows(CLIENT_IMPORT_MAX_ROWS));

  const known = new Set<string>(CLIENT_CSV_COLUMNS);
  const valid: ValidRow[] = [];
  const results = rows.map((row) => {
    const record: Record<string, string> = {};
    keys.forEach((key, index) => {
      if (known.has(key)) record[key] = row.cells[index] ?? '';
    });
    // An empty optional cell means "the default", as a blank form field does.
    for (const key of ['province', 'amortization_years', 'payment_frequency']) if (record[key]?.trim() === '') delete record[key];
    const cellErrors = readCells(record);
    const parsed = clientMortgageSchema.safeParse({ ...record, agent_id: options.agentId });
    const schemaErrors = parsed.success
      ? []
      : parsed.error.issues.filter((issue) => cellErrors.length === 0 || !issue.path.some((p) => p in DAYS)).map((issue) => issue.message);
    const result: ClientImportRowResult = {
      line: row.line,
      // At most the field's limit: a refused megabyte-long cell is not echoed back.
      client_name: (record.client_name?.trim() ?? '').slice(0, 200),
      errors: [...cellErrors, ...schemaErrors],
      warnings: [],
      duplicate: null,
    };
    if (parsed.success && cellErrors.length === 0) {
      if (parsed.data.maturity_date < options.today) result.warnings.push(text.importPastMaturity(parsed.data.maturity_date));
      valid.push({ result, values: parsed.data, key: clientKey(parsed.data.client_email, parsed.data.maturity_date) });
    }
    return result;
  });

  const emails = valid.map((row) => row.values.client_email);
  await warnAboutConsent(db, valid);
  const summary = { rows: results, valid: valid.length, invalid: results.length - valid.length, imported: 0, updated: 0, skipped: 0 };
  if (!options.commit || valid.length === 0) {
    const duplicates = markDuplicates(valid, await findExistingClients(db, emails, options.scopeAgentId));
    return { ...summary, duplicates };
  }
  let duplicates = 0;
  let written = 0;
  const saved = await saveClientImport(db, emails, options.scopeAgentId, (existing) => {
    duplicates = markDuplicates(valid, existing);
    const plan = planWrites(valid, existing, options.duplicates);
    written = plan.inserts.length + plan.updates.length;
    return plan;
  });
  return { ...summary, duplicates, imported: saved.inserted, updated: saved.updated, skipped: valid.length - written };
}
