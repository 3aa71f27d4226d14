/**
 * bench:leads target 1: the real Node host (server/start-server.ts) on the given temporary database, without a
 * site build (the API is what is measured). LEAD_FORM_LIMIT_PER_IP is raised for this process only, so the
 * per-IP form limit does not throttle a burst that all comes from 127.0.0.1; the default (10) is untouched.
 */
import { readEnv } from '../../config/env';
import { startServer } from '../../server/start-server';

const [dbUrl, port, outputRoot] = process.argv.slice(2);
const env = readEnv({
  ...process.env,
  DATABASE_URL: dbUrl,
  PORT: port,
  HOST: '127.0.0.1',
  SITE_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  SMTP_URL: '',
  ALLIANCE_FORM_URL: '',
  ADMIN_EMAIL: 'bench-admin@example.test',
  ADMIN_PASSWORD: 'bench-admin-password',
  REBUILD_ENABLED: 'false',
  LEAD_FORM_LIMIT_PER_IP: '1000000',
});
const running = await startServer({ env, build: 'never', outputRoot, print: () => {} });
process.stdout.write(`${JSON.stringify({ ready: true, port: running.port })}\n`);
process.on('SIGTERM', () => void running.close().then(() => process.exit(0)));
