import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb } from '../../db/client';
import { readEnv } from '../../config/env';
import { createUser } from '../../functions/auth/create-user';
import { torontoParts } from '../../functions/shared/toronto-time';
import { prepareDatabase } from '../../functions/setup/prepare-database';
import { DEBIAN_CHROMIUM, ensureChromium } from '../../scripts/ensure-chromium';
import { ACCOUNTS } from '../e2e/support/e2e-env';
import { enrolSharedSuperAdmin } from '../e2e/support/enrol-super-admin';
import { startHttpPeer } from '../helpers/http-peer';
import { startNewsFixtures } from '../helpers/news-fixture-server';
import { startSmtpPeer } from '../helpers/smtp-peer';
import {
  DENO_VERSION,
  FIRST_BUILD_LOG,
  NETLIFY_BASE_URL,
  NETLIFY_BUILD_CACHE_DIR,
  NETLIFY_BIN,
  NETLIFY_CLI_VERSION,
  NETLIFY_DATABASE_URL,
  NETLIFY_DIR,
  NETLIFY_PORT,
  NETLIFY_TOOLS_DIR,
  NETLIFY_TOOLS_READY,
  PREVIEW_ORIGIN,
  SERVE_LOG,
} from './support/smoke-env';

/**
 * `npm run test:netlify`: the production path on this machine. A seeded temporary database, the site built by
 * Netlify's own build (`netlify serve --offline`: the Netlify adapter, functions bundled as on a deploy) and served
 * by Netlify's local runtime (static files, `_redirects`, `netlify.toml` headers, Functions, Blobs), with local peers
 * for email, the build hook, the rate source and the news feeds; then the Playwright smoke suite in tests/netlify.
 */
const started = Date.now();
// Netlify's runtime may run the functions as production, which refuses the development TOTP key (ADR 41): the run
// has its own, the same for the functions and for this script's enrolment of the shared super admin.
process.env.TOTP_ENCRYPTION_KEY ||= Buffer.alloc(32, 1).toString('base64');
const log = (line: string) => console.log(`[test:netlify] ${line}`);

function ensureNetlifyCli(): void {
  if (existsSync(NETLIFY_TOOLS_READY) && existsSync(NETLIFY_BIN)) return;
  // Installed on first use, outside the project's dependencies: about 450 MB that `npm install` need not carry.
  // No install script is needed: netlify-cli's only prints a welcome, deno's only shortcuts its launcher. Deno must
  // be on PATH even with no edge function: without it the runtime downloads Deno at start, and offline it stops.
  log(`installing netlify-cli ${NETLIFY_CLI_VERSION} and deno ${DENO_VERSION} into ${NETLIFY_TOOLS_DIR}`);
  mkdirSync(NETLIFY_TOOLS_DIR, { recursive: true });
  writeFileSync(join(NETLIFY_TOOLS_DIR, 'package.json'), '{ "private": true }\n');
  const install = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error', '--ignore-scripts', `netlify-cli@${NETLIFY_CLI_VERSION}`, `deno@${DENO_VERSION}`],
    { cwd: NETLIFY_TOOLS_DIR, stdio: 'inherit' },
  );
  if (install.status !== 0) throw new Error('installing netlify-cli failed');
  writeFileSync(NETLIFY_TOOLS_READY, `netlify-cli ${NETLIFY_CLI_VERSION}, deno ${DENO_VERSION}\n`);
}

async function prepareSite(env: NodeJS.ProcessEnv): Promise<void> {
  rmSync(NETLIFY_DIR, { recursive: true, force: true });
  // The previous build's functions: Netlify's runtime would serve a function no longer in this build. Only build
  // output; a linked site's .netlify/state.json stays.
  for (const output of ['v1', 'functions', 'functions-serve', 'build', 'deploy']) rmSync(join('.netlify', output), { recursive: true, force: true });
  // Netlify's local build cache too: the first build of the run starts with nothing cached (build-cache.spec.ts).
  rmSync(join('.netlify', 'cache'), { recursive: true, force: true });
  mkdirSync(NETLIFY_DIR, { recursive: true });
  const parsed = readEnv(env);
  const db = await createDb({ url: parsed.DATABASE_URL });
  await prepareDatabase(db, parsed, () => {});
  for (const account of [ACCOUNTS.admin, ACCOUNTS.agent]) {
    await createUser(db, { email: account.email, password: account.password, role: account.role, name: account.name });
  }
  await enrolSharedSuperAdmin(db);
  db.close();
}

async function waitForHealth(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`netlify serve exited with ${child.exitCode} before it answered`);
    try {
      const answer = await fetch(`http://127.0.0.1:${NETLIFY_PORT}/api/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`netlify serve did not answer /api/health within ${timeoutMs / 1000} s`);
}

const fixture = (path: string) => readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8');

// Netlify's build publishes `dist` (netlify.toml). When `dist` is the Node host's live build (a symlink into
// .builds/, server/local-rebuild.ts), this run would overwrite it with the smoke database's pages.
if (existsSync('dist') && lstatSync('dist').isSymbolicLink()) {
  console.error("[test:netlify] dist is the Node host's build (a symlink into .builds/): stop the Node host and remove dist first.");
  process.exit(1);
}
ensureChromium(DEBIAN_CHROMIUM);
ensureNetlifyCli();
const hook = await startHttpPeer((request) =>
  request.method === 'GET' ? { body: JSON.stringify(hook.requests.filter((r) => r.method === 'POST')) } : { body: '{}' },
);
const smtp = await startSmtpPeer();
const ratePage = fixture('rates/rate-page.html');
const valet = fixture('rates/valet-posted.json');
const rates = await startHttpPeer((request) =>
  request.url.startsWith('/valet') ? { body: valet } : { body: ratePage, headers: { 'content-type': 'text/html; charset=utf-8' } },
);
const news = await startNewsFixtures();

// The rates refresh is due in the Toronto hour of RATES_REFRESH_TIME (ADR 20): make that the hour the specs run in.
// The build, the runtime's start and the scheduled-function specs take 30–40 s on two cores (about 90 s on a first
// run), so a run starting in an hour's last 150 s aims at the next hour: it builds and starts the runtime now, and
// waits for the hour to turn only before the specs.
const HOUR_MS = 3_600_000;
const untilNextHour = HOUR_MS - (Date.now() % HOUR_MS) + 1000;
const specsHour = untilNextHour <= 150_000 ? new Date(Date.now() + untilNextHour) : new Date();
const torontoHour = String(torontoParts(specsHour).hour).padStart(2, '0');
const siteEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${join(NETLIFY_TOOLS_DIR, 'node_modules', '.bin')}:${process.env.PATH}`,
  ASTRO_TELEMETRY_DISABLED: '1',
  BROWSER: 'none',
  DATABASE_URL: NETLIFY_DATABASE_URL,
  ADMIN_EMAIL: ACCOUNTS.superAdmin.email,
  ADMIN_PASSWORD: ACCOUNTS.superAdmin.password,
  ADMIN_NAME: ACCOUNTS.superAdmin.name,
  PASSWORD_HASH_COST: 'fast',
  LOG_LEVEL: 'warn',
  // Netlify sets NETLIFY for builds; its local runtime does not pass it on to functions as production does.
  NETLIFY: 'true',
  // No SITE_URL: the allowed origins are the runtime's own addresses (URL, DEPLOY_URL) and this context's (ADR 28).
  SITE_URL: '',
  DEPLOY_PRIME_URL: PREVIEW_ORIGIN,
  SMTP_URL: smtp.url,
  BUILD_HOOK_URL: `${hook.url}/build-hook`,
  RATES_SOURCE_URL: `${rates.url}/rates`,
  RATES_POSTED_URL: `${rates.url}/valet`,
  RATES_REFRESH_TIME: `${torontoHour}:00`,
  NEWS_FEED_URLS: `${news.url}/rss.xml`,
  NEWS_POLL_MINUTES: '5',
  BUILD_CACHE_DIR: NETLIFY_BUILD_CACHE_DIR,
};
await prepareSite(siteEnv);

// Two builds, as two deploys on Netlify: this one fills the build cache, Netlify's build plugin saves the folder
// (netlify/plugins/build-cache/); the folder is then deleted, as a fresh clone has none, and the build `netlify serve`
// runs gets it back from Netlify's cache. build-cache.spec.ts reads both builds' logs.
// The first build only fills the cache: its context (netlify.toml) points the functions at a folder that does not
// exist, so it bundles none (about 23 s on two cores); the build `netlify serve` runs bundles them all.
log('netlify build --offline: the first build, with an empty build cache');
const firstBuildLog = openSync(FIRST_BUILD_LOG, 'w');
const firstBuild = spawnSync(NETLIFY_BIN, ['build', '--offline', '--context', 'smoke cache fill'], {
  env: siteEnv,
  stdio: ['ignore', firstBuildLog, firstBuildLog],
});
if (firstBuild.status !== 0) {
  console.error(readFileSync(FIRST_BUILD_LOG, 'utf8').split('\n').slice(-60).join('\n'));
  throw new Error(`the first netlify build exited with ${firstBuild.status}`);
}
rmSync(NETLIFY_BUILD_CACHE_DIR, { recursive: true, force: true });

log('netlify serve --offline: Netlify build, then the local runtime');
const serveLogPath = SERVE_LOG;
const serveLog = openSync(serveLogPath, 'w');
const serve = spawn(NETLIFY_BIN, ['serve', '--offline', '--port', String(NETLIFY_PORT), '--functions-port', String(NETLIFY_PORT + 1)], {
  env: siteEnv,
  stdio: ['ignore', serveLog, serveLog],
  detached: true,
});
const tailOfLog = () => readFileSync(serveLogPath, 'utf8').split('\n').slice(-60).join('\n');

let status = 1;
try {
  await waitForHealth(serve, 300_000);
  log(`runtime ready at ${NETLIFY_BASE_URL} after ${Math.round((Date.now() - started) / 1000)} s`);
  // Both builds are done: `.ci/run` starts vitest beside the specs from here (its site builds write `.astro/` as
  // Netlify's builds do, ADR 34), on the core the specs leave idle.
  if (process.env.NETLIFY_SMOKE_READY_FILE) writeFileSync(process.env.NETLIFY_SMOKE_READY_FILE, `${NETLIFY_BASE_URL}\n`);
  const untilSpecsHour = specsHour.getTime() - Date.now();
  if (untilSpecsHour > 0) {
    log(`waiting ${Math.round(untilSpecsHour / 1000)} s for the next hour, so the rates refresh is due while the specs run`);
    await new Promise((resolve) => setTimeout(resolve, untilSpecsHour));
  }
  // Not spawnSync: the peers live in this process and must answer the runtime while the specs run.
  const playwright = spawn('npx', ['playwright', 'test', '-c', 'playwright.netlify.config.ts', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, NETLIFY_SMOKE_HOOK_URL: hook.url },
  });
  status = await new Promise<number>((resolve) => playwright.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(tailOfLog());
} finally {
  if (serve.pid && serve.exitCode === null) {
    try {
      process.kill(-serve.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await Promise.all([hook.close(), smtp.close(), rates.close(), news.close()]);
  if (status !== 0) log(`the runtime's output is in ${serveLogPath}`);
  log(`finished in ${Math.round((Date.now() - started) / 1000)} s`);
}
process.exit(status);
