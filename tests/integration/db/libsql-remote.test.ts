import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../config/env';
import { createDb } from '../../../db/client';
import { migrate } from '../../../db/migrate';

/**
 * Turso (ADR 2, README "Production on Netlify + Turso"): the client is made from DATABASE_URL and
 * DATABASE_AUTH_TOKEN, and the migrations and a batch run against a real libSQL server when one is given.
 */
describe('a remote libSQL database', () => {
  it('is reached at the URL from the environment, with its token as a bearer credential', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((request, response) => {
      seen.push(request.headers);
      response.writeHead(401, { 'content-type': 'text/plain' }).end('unauthorised');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const env = readEnv({ DATABASE_URL: `http://127.0.0.1:${port}`, DATABASE_AUTH_TOKEN: 'token-from-env' });
      // The same call the hosts make (functions/create-deps.ts): no file pragmas are sent to a remote database.
      const db = await createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
      expect(db.protocol).toBe('http');
      expect(seen).toHaveLength(0);
      await expect(db.execute('SELECT 1')).rejects.toThrow();
      expect(seen[0]?.authorization).toBe('Bearer token-from-env');
      db.close();
    } finally {
      server.close();
    }
  });

  const url = process.env.LIBSQL_TEST_URL;
  if (!url)
    console.info('libSQL server test skipped: set LIBSQL_TEST_URL (and LIBSQL_TEST_TOKEN) to a libSQL server, e.g. sqld or a Turso database, to run it.');
  it.skipIf(!url)('runs the migrations and a batch on a real libSQL server', async () => {
    const db = await createDb({ url: url!, authToken: process.env.LIBSQL_TEST_TOKEN });
    await migrate(db);
    const name = `libsql-check-${Date.now()}`;
    await db.batch(
      [
        { sql: `INSERT INTO lenders (id, name) VALUES (?, ?)`, args: [name, name] },
        { sql: `DELETE FROM lenders WHERE id = ?`, args: [name] },
      ],
      'write',
    );
    const applied = await db.execute('SELECT COUNT(*) AS n FROM schema_migrations');
    expect(Number(applied.rows[0]!.n)).toBeGreaterThan(0);
    db.close();
  });
});
