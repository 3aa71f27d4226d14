import { describe, expect, it } from 'vitest';
import { importCounts } from '../../../../src/islands/back-office/panels/clients/import-counts';
import { clientMessages } from '../../../../src/lib/messages-renewals';
import type { ClientImportResult, ClientImportRowResult } from '../../../../src/lib/schemas/client-mortgages';

const row = (line: number, duplicate: ClientImportRowResult['duplicate'], errors: string[] = []): ClientImportRowResult => ({
  line,
  client_name: `Client ${line}`,
  errors,
  warnings: [],
  duplicate,
});

const preview = (rows: ClientImportRowResult[]): ClientImportResult =>
  ({
    rows,
    valid: rows.filter((r) => r.errors.length === 0).length,
    invalid: rows.filter((r) => r.errors.length > 0).length,
    duplicates: rows.filter((r) => r.duplicate).length,
  }) as ClientImportResult;

describe('the import preview counts what the commit will really write', () => {
  it('the same file twice: all rows on file, so none is ready when skipping and the sentence says they are skipped', () => {
    const again = preview([2, 3, 4].map((line) => row(line, { of: 'existing', client_name: `Client ${line}` })));
    const skip = importCounts(again, 'skip');
    expect(skip).toEqual({ written: 0, updated: 0, skipped: 3 });
    expect(clientMessages.importSummary(skip, again.invalid)).toBe('0 rows are ready to import; 3 duplicates are skipped.');
    const update = importCounts(again, 'update');
    expect(update).toEqual({ written: 3, updated: 3, skipped: 0 });
    expect(clientMessages.importSummary(update, again.invalid)).toBe('3 rows are ready to import (3 updating clients on file).');
  });

  it('a new row, a repeat within the file and a row with errors', () => {
    const mixed = preview([row(2, null), row(3, { of: 'file', line: 2 }), row(4, null, ['Rate must be a number.'])]);
    expect(importCounts(mixed, 'update')).toEqual({ written: 1, updated: 0, skipped: 1 });
    expect(clientMessages.importSummary(importCounts(mixed, 'skip'), mixed.invalid)).toBe(
      '1 row is ready to import; 1 duplicate is skipped; 1 row has errors and will be skipped.',
    );
  });
});
