import type { ClientImportResult, DuplicateChoice } from '../../../../lib/schemas/client-mortgages';

export interface ImportCounts {
  /** Rows a commit writes: new clients, plus the clients on file when updating (each client once). */
  written: number;
  /** Of `written`, clients on file the commit updates. */
  updated: number;
  /** Error-free rows a commit leaves out because they repeat a client (on file when skipping, or earlier in the file). */
  skipped: number;
}

/**
 * What a commit of this preview will really do with the duplicate choice made, so the preview's sentence and the
 * Import button count the same rows: new ones only when skipping; each client once (the file's last line) when updating.
 */
export function importCounts(result: ClientImportResult, choice: DuplicateChoice): ImportCounts {
  let written = 0;
  let updated = 0;
  let skipped = 0;
  for (const row of result.rows) {
    if (row.errors.length > 0) continue;
    if (row.duplicate === null) written += 1;
    else if (choice === 'update' && row.duplicate.of !== 'file') {
      written += 1;
      updated += 1;
    } else skipped += 1;
  }
  return { written, updated, skipped };
}
