import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * What the Netlify smoke run shares between its runner (run-netlify-smoke.ts), which starts Netlify's local
 * runtime, and the Playwright specs that read the same temporary database.
 */
export const NETLIFY_PORT = Number(process.env.NETLIFY_SMOKE_PORT ?? 4431);
/** The runtime's own address: Netlify's local runtime sets URL and DEPLOY_URL to it (allowed origins, ADR 28). */
export const NETLIFY_BASE_URL = `http://localhost:${NETLIFY_PORT}`;
export const NETLIFY_DIR = join(process.cwd(), '.e2e', `netlify-${NETLIFY_PORT}`);
export const NETLIFY_DATABASE_URL = `file:${join(NETLIFY_DIR, 'site.db')}`;
/**
 * The build cache folder of the smoke run's builds (src/build-cache/), relative to the project as on Netlify, and the
 * logs of its two builds: a first `netlify build`, then the one `netlify serve` runs after the folder is deleted (as
 * a fresh clone has none), so the second can only have it from Netlify's own cache (netlify/plugins/build-cache/).
 */
export const NETLIFY_BUILD_CACHE_DIR = join('.e2e', `netlify-${NETLIFY_PORT}`, 'build-cache');
export const FIRST_BUILD_LOG = join(NETLIFY_DIR, 'netlify-build-1.log');
export const SERVE_LOG = join(NETLIFY_DIR, 'netlify-serve.log');
/** The deploy-preview address given to the runtime as DEPLOY_PRIME_URL (Netlify sets it per context). */
export const PREVIEW_ORIGIN = 'https://deploy-preview-7--brokerage.netlify.app';

/**
 * The pinned local runtime, never a project dependency: installed on first use into this user's cache (or
 * NETLIFY_TOOLS_DIR), one folder per pinned version, so every clone on a machine (a CI run's fresh clone too) shares
 * one install of about 450 MB instead of fetching it again.
 */
export const NETLIFY_CLI_VERSION = '27.10.2';
export const DENO_VERSION = '2.9.6';
export const NETLIFY_TOOLS_DIR =
  process.env.NETLIFY_TOOLS_DIR ??
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'brokerage-site-tools', `netlify-cli-${NETLIFY_CLI_VERSION}-deno-${DENO_VERSION}`);
/** Written after a complete install: a run stopped half-way through installing installs again. */
export const NETLIFY_TOOLS_READY = join(NETLIFY_TOOLS_DIR, 'installed');
export const NETLIFY_BIN = join(NETLIFY_TOOLS_DIR, 'node_modules', '.bin', 'netlify');

/** Peers started by the runner; the specs ask them what they received. */
export const BUILD_HOOK_PEER_URL = process.env.NETLIFY_SMOKE_HOOK_URL ?? '';
