import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './client';
import { backfillSuppressions } from './queries/email-suppressions';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Numbered, forward-only migrations: `0001_init.sql`, `0002_….sql`. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_.+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file,
      sql: readFileSync(join(dir, file), 'utf8'),
    }));
}

/** Applies every migration not yet applied, each in its own transaction. Returns the names applied. */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  await db.execute(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL
     ) STRICT`,
  );
  const done = await db.execute('SELECT version FROM schema_migrations');
  const applied = new Set(done.rows.map((row) => Number(row.version)));
  const names: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const record = `INSERT INTO schema_migrations (version, name, applied_at) VALUES (${migration.version}, '${migration.name.replace(/'/g, "''")}', '${new Date().toISOString()}');`;
    // executeMultiple runs the script on one connection; BEGIN/COMMIT make the migration and its record atomic.
    await db.executeMultiple(`BEGIN;\n${migration.sql}\n${record}\nCOMMIT;`);
    names.push(migration.name);
    // The suppression list keys addresses by SHA-256, which SQLite lacks: its copy of the older withdrawals runs here.
    if (migration.version === 18) await backfillSuppressions(db);
  }
  return names;
}
