/**
 * One API process on a shared database file, for the no-loss test: several of these write to one file at once.
 * MODE=app uses the project's createDb (busy_timeout 5000); MODE=no-busy-timeout makes the client directly with
 * timeout 0, the failure mode ADR 2 guards against. Prints {"port":n} once listening.
 */
import { createClient } from '@libsql/client';
import { serve } from '@hono/node-server';
import { createDb } from '../../../../db/client';
import { createApp } from '../../../../functions/app';
import { createMailer } from '../../../../functions/email/mailer';
import { readEnv } from '../../../../config/env';
import { createLogger } from '../../../../functions/http/logger';
import { socketBindings } from '../../../../functions/http/request-origin';
import { createLocalStorage } from '../../../../functions/storage/local-storage';

const env = readEnv({ DATABASE_URL: process.env.DB_URL, LOG_LEVEL: 'silent', LEAD_FORM_LIMIT_PER_IP: '100000' });
const db = process.env.MODE === 'no-busy-timeout' ? createClient({ url: env.DATABASE_URL, timeout: 0 }) : await createDb({ url: env.DATABASE_URL });
if (process.env.MODE === 'no-busy-timeout') await db.execute('PRAGMA busy_timeout = 0');

const app = createApp({
  db,
  env,
  log: createLogger('silent'),
  now: () => new Date(),
  mailer: createMailer(undefined, env.EMAIL_FROM),
  rebuild: { requestRebuild: async () => {} },
  storage: createLocalStorage({ dir: env.UPLOADS_DIR }),
  sleep: async () => {},
});
const server = serve({ fetch: (req, b) => app.fetch(req, socketBindings(b.incoming.socket)), port: 0, hostname: '127.0.0.1' }, (info) =>
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
