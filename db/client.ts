import { createClient, type Client } from '@libsql/client';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Db = Client;

export const DEFAULT_DATABASE_URL = 'file:./data/site.db';
/** Without a busy timeout, concurrent writers saw "successful" inserts that were lost (ADR 2). */
export const BUSY_TIMEOUT_MS = 5000;

export interface DbConfig {
  url?: string;
  authToken?: string;
}

/**
 * The only place a database client is made. A `file:` URL is the embedded default; `libsql://` is Turso.
 * `timeout` is applied by @libsql/client to every pooled connection as SQLite's busy_timeout, so each
 * connection it opens later gets it too; WAL is a property of the file and persists once set.
 */
export async function createDb(config: DbConfig = {}): Promise<Db> {
  const url = config.url || DEFAULT_DATABASE_URL;
  const isFile = url.startsWith('file:');
  if (isFile) ensureParentFolder(url);
  const db = createClient({ url, authToken: config.authToken || undefined, timeout: BUSY_TIMEOUT_MS });
  if (isFile) {
    await db.execute('PRAGMA journal_mode = WAL');
    await db.execute('PRAGMA foreign_keys = ON');
    await db.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
  return db;
}

function ensureParentFolder(url: string): void {
  const path = url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
  if (path === ':memory:' || path === '') return;
  mkdirSync(dirname(path), { recursive: true });
}

/** New ids are random UUIDs, as the hosted backend of the product description used (docs/product/README.md#hosted-backend). */
export function newId(): string {
  return crypto.randomUUID();
}

export function nowIso(): string {
  return new Date().toISOString();
}
