import { insertClientMortgages } from '../../db/queries/client-mortgages';
import { parseCsv } from '../../src/lib/csv/parse-csv';
import { messages } from '../../src/lib/messages-staff';
import { CLIENT_CSV_COLUMNS, CLIENT_IMPORT_MAX_ROWS, type ClientImportResult, clientMortgageSchema } from '../../src/lib/schemas/client-mortgages';
import type { Db } from '../../db/client';
import { badRequest } from '../http/errors';

const text = messages.backOffice.clients;
/** Columns a row cannot do without; the others have defaults (province, amortization, frequency) or are optional. */
const REQUIRED = ['client_name', 'client_email', 'lender', 'balance', 'rate', 'rate_type', 'term_years', 'maturity_date', 'casl_basis', 'casl_date'];

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Reads a client CSV: every row checked with the same schema as the form, each error named with its line. A preview
 * saves nothing; a commit saves all valid rows in one transaction (the invalid ones are skipped, as the preview said).
 */
export async function importClients(db: Db, options: { csv: string; commit: boolean; agentId: string | null }): Promise<ClientImportResult> {
  const [header, ...rows] = parseCsv(options.csv);
  if (!header) throw badRequest(text.importNothing);
  const keys = header.cells.map(headerKey);
  const missing = REQUIRED.filter((column) => !keys.includes(column));
  if (missing.length > 0) throw badRequest(text.headerMissing(missing.join(', ')));
  if (rows.length > CLIENT_IMPORT_MAX_ROWS) throw badRequest(text.tooManyRows(CLIENT_IMPORT_MAX_ROWS));

  const known = new Set<string>(CLIENT_CSV_COLUMNS);
  const valid: Record<string, unknown>[] = [];
  const results = rows.map((row) => {
    const record: Record<string, string> = {};
    keys.forEach((key, index) => {
      if (known.has(key)) record[key] = row.cells[index] ?? '';
    });
    // An empty optional cell means "the default", as a blank form field does.
    for (const key of ['province', 'amortization_years', 'payment_frequency']) if (record[key]?.trim() === '') delete record[key];
    const parsed = clientMortgageSchema.safeParse({ ...record, agent_id: options.agentId });
    if (parsed.success) valid.push(parsed.data);
    return {
      line: row.line,
      // At most the field's limit: a refused megabyte-long cell is not echoed back.
      client_name: (record.client_name?.trim() ?? '').slice(0, 200),
      errors: parsed.success ? [] : parsed.error.issues.map((issue) => issue.message),
    };
  });

  const imported = options.commit ? await insertClientMortgages(db, valid) : 0;
  return { rows: results, valid: valid.length, invalid: results.length - valid.length, imported };
}
