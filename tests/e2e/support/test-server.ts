import { mkdirSync, rmSync } from 'node:fs';
import { createDb } from '../../../db/client';
import { prepareDatabase } from '../../../functions/setup/prepare-database';
import { createUser } from '../../../functions/auth/create-user';
import { enrolSharedSuperAdmin } from './enrol-super-admin';
import { readEnv } from '../../../config/env';
import { startServer } from '../../../server/start-server';
import { ACCOUNTS, E2E_DATABASE_URL, E2E_DIR, E2E_PORT } from './e2e-env';
import { newsPeerEnv } from './news-peers';
import { saveHistoryObservations } from '../../../db/queries/reference-rate-history';
import { PRIME_RATE_SERIES, saveReferenceRate } from '../../../db/queries/reference-rates';
import { historyWeeks } from '../../helpers/valet-weeks';

/**
 * The Node host on a fresh temporary database, seeded, with one user per role, built into a temporary folder.
 * Playwright starts this as its webServer.
 */
rmSync(E2E_DIR, { recursive: true, force: true });
mkdirSync(E2E_DIR, { recursive: true });
Object.assign(process.env, {
  DATABASE_URL: E2E_DATABASE_URL,
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
  ADMIN_EMAIL: ACCOUNTS.superAdmin.email,
  ADMIN_PASSWORD: ACCOUNTS.superAdmin.password,
  ADMIN_NAME: ACCOUNTS.superAdmin.name,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The shipped debounce (config/env.ts): a test's burst of writes makes one build, as it would for a broker.
  REBUILD_DEBOUNCE_MS: '3000',
  ASTRO_TELEMETRY_DISABLED: '1',
  // Test accounts hashed at the test cost: sign-ins take milliseconds (functions/auth/password.ts).
  PASSWORD_HASH_COST: 'fast',
  // Every spec file posts the public forms from 127.0.0.1: the shipped 10 per form per 10 minutes (config/env.ts) would
  // refuse the suite's later posts. The limit itself is tested over HTTP (tests/integration).
  LEAD_FORM_LIMIT_PER_IP: '1000',
  // Outside links configured as a deployment would (ADR 48): the pages' new-tab links are tested with them.
  GET_STARTED_URL: 'https://apply.northstar.test/get-started',
  ONLINE_APPLICATION_URL: 'https://apply.northstar.test/online-application',
  APP_STORE_URL: 'https://apps.apple.com/ca/app/northstar-mortgage/id0000000000',
  PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=test.northstar.mortgage',
  // News sources are local peers the news spec file starts (support/news-peers.ts); unused, they fail fast.
  ...newsPeerEnv(),
});
const env = readEnv();

const db = await createDb({ url: env.DATABASE_URL });
await prepareDatabase(db, env, () => {});
for (const account of [ACCOUNTS.admin, ACCOUNTS.agent]) {
  await createUser(db, { email: account.email, password: account.password, role: account.role, name: account.name });
}
await enrolSharedSuperAdmin(db);
// Five years of the Bank of Canada's posted 5-year and prime series, as a first rates refresh would store (ADR 50);
// test data, not the Bank's figures.
const today = new Date().toISOString().slice(0, 10);
const fiveYearsAgo = `${Number(today.slice(0, 4)) - 5}${today.slice(4)}`;
const history = historyWeeks(fiveYearsAgo, today);
await saveHistoryObservations(db, history);
const newestPrime = history.filter((o) => o.series === 'prime').at(-1)!;
await saveReferenceRate(db, PRIME_RATE_SERIES, { rate: newestPrime.rate, date: newestPrime.date }, new Date().toISOString());
db.close();

const running = await startServer({ env, build: 'always', outputRoot: E2E_DIR });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void running.close().then(() => process.exit(0)));
