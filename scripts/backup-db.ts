import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createDb } from '../db/client';
import { readEnv } from '../config/env';
import { loadDotEnv } from '../config/load-dotenv';

/**
 * Operator command: npm run db:backup [-- path/to/backup.db]
 * Uses SQLite's VACUUM INTO, which writes a consistent copy while the site keeps running (WAL mode).
 * For Turso (libsql:// URLs) use Turso's own point-in-time restore or `turso db shell <db> .dump` instead.
 */
loadDotEnv();
const env = readEnv();
if (!env.DATABASE_URL.startsWith('file:')) {
  console.error('db:backup copies the embedded database file. For Turso, use `turso db shell <name> .dump > backup.sql`.');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolve(process.argv[2] ?? `backups/site-${stamp}.db`);
mkdirSync(dirname(target), { recursive: true });
const db = await createDb({ url: env.DATABASE_URL });
await db.execute({ sql: 'VACUUM INTO ?', args: [target] });
db.close();
console.log(`Backed up ${env.DATABASE_URL} to ${target}`);
