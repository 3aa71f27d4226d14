import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { StaleVersionError } from '../../db/rows';
import { messages } from '../../src/lib/messages-staff';
import { badRequest, HttpError, notFound } from './errors';

/**
 * Optimistic concurrency for back-office edits (docs/decisions/0043-nothing-lost-in-the-back-office.md). A form
 * sends the `version` of the record it was opened with; a save over a newer version answers 409 `stale_version`
 * with who made that version and when, and the person chooses to reload or to overwrite (a save naming the newer
 * version). An update without a version is not checked (scripts, older clients).
 */

/** Tables whose rows carry `version`, `updated_at` and `updated_by` (migration 0026). Names from code only. */
export type VersionedTable = 'agents' | 'mortgage_rates' | 'lenders' | 'testimonials' | 'blog_posts' | 'mortgage_services' | 'products' | 'client_mortgages';

/** What a 409 tells the form: the version now stored, when it was made and by whom (null: a job or unknown). */
export interface StaleDetails {
  version: number;
  changed_at: string | null;
  changed_by: string | null;
}

/** The version the request's JSON body says it edits; undefined when it names none. */
export async function editedVersion(c: Context): Promise<number | undefined> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const version = body && typeof body === 'object' ? (body as Record<string, unknown>).version : undefined;
  if (version === undefined || version === null) return undefined;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) {
    throw badRequest(messages.generic.invalidInput, { version: 'Version must be a whole number from 1.' });
  }
  return version;
}

/** The stored version of one row with the name of the person who made it; null when the row is gone. */
export async function currentVersion(db: Db, table: VersionedTable, id: string): Promise<StaleDetails | null> {
  const result = await db.execute({
    sql: `SELECT t.version, t.updated_at, t.updated_by,
                 COALESCE(NULLIF(a.name, ''), NULLIF(p.full_name, ''), u.email) AS who
          FROM ${table} t
          LEFT JOIN users u ON u.id = t.updated_by
          LEFT JOIN profiles p ON p.id = t.updated_by
          LEFT JOIN agents a ON a.user_id = t.updated_by
          WHERE t.id = ? LIMIT 1`,
    args: [id],
  });
  const row = result.rows[0];
  if (!row) return null;
  return {
    version: Number(row.version),
    changed_at: row.updated_at === null ? null : String(row.updated_at),
    changed_by: row.who === null ? null : String(row.who),
  };
}

export function staleVersion(noun: string, details: StaleDetails): HttpError {
  return new HttpError(409, 'stale_version', messages.backOffice.conflict.stale(noun), undefined, undefined, { stale: details });
}

/**
 * A hand-written route's versioned save: `work` writes with one `UPDATE … WHERE version = ?` (db/rows.ts), and when
 * that found the row at another version, the answer is the 409 with who changed it and when. There is no separate
 * check before the write, so two saves of one version racing each other cannot both land.
 */
export async function versionedSave<T>(db: Db, table: VersionedTable, id: string, noun: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StaleVersionError)) throw error;
    const current = await currentVersion(db, table, id);
    if (!current) throw notFound(`${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found.`);
    throw staleVersion(noun, current);
  }
}
