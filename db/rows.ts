/** Typed readers for libSQL row values, shared by every query file (booleans are INTEGER 0/1 in STRICT tables). */
export const readBool = (value: unknown): boolean => Number(value) === 1;

/** A nullable text column as string | null (empty strings count as absent). */
export const readText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return text.trim() ? text : null;
};

export const readNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A value as SQLite stores it: booleans as 0/1, arrays and objects as JSON text. */
export function toColumnValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** SQLite's UNIQUE failure (the product's Postgres code 23505 in the hosted backend it replaced) (docs/product/README.md#hosted-backend). */
export function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : String(error);
  return /UNIQUE constraint failed|SQLITE_CONSTRAINT_UNIQUE/.test(text);
}

/** SQLite's FOREIGN KEY failure: a row names a parent (an agent, a lead) that does not exist. */
export function isForeignKeyViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : String(error);
  return /FOREIGN KEY constraint failed|SQLITE_CONSTRAINT_FOREIGNKEY/.test(text);
}

/** Who saves a versioned row and the version their form was opened with (undefined: not checked). */
export interface VersionedEdit {
  version?: number;
  by: string | null;
}

/**
 * A versioned update found the row at another version than the form's: nothing was written. The check and the write
 * are one `UPDATE … WHERE version = ?` (docs/decisions/0043-nothing-lost-in-the-back-office.md), so of two saves of
 * one version exactly one lands; the route answers the other's 409 with who changed the row.
 */
export class StaleVersionError extends Error {
  override name = 'StaleVersionError';
}

/**
 * The SET and WHERE parts that make an update one versioned edit: a new version named after its editor (the table's
 * trigger then leaves it alone), written only while the row is still at the version the form was opened with.
 */
export function versionedEditClauses(edit: VersionedEdit | undefined): { set: string[]; setArgs: (string | null)[]; where: string[]; whereArgs: number[] } {
  if (!edit) return { set: [], setArgs: [], where: [], whereArgs: [] };
  return {
    set: ['version = version + 1', 'updated_by = ?'],
    setArgs: [edit.by],
    where: edit.version === undefined ? [] : ['version = ?'],
    whereArgs: edit.version === undefined ? [] : [edit.version],
  };
}
