import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from '../../../db/client';
import { migrate } from '../../../db/migrate';
import { markRebuildRequested, readRebuildState } from '../../../db/queries/rebuild-state';
import { createLogger } from '../../../functions/http/logger';
import { createLocalRebuild, recordBuild } from '../../../server/local-rebuild';
import { PROJECT_ROOT } from '../../../server/start-server';
import { startHttpPeer } from '../../helpers/http-peer';

const run = promisify(execFile);
const log = createLogger('silent');

/** Runs `npm run user:create` as an operator would: a separate process on the same database. */
async function createUserCommand(databaseUrl: string, email: string, extraEnv: Record<string, string> = {}) {
  const tsx = join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
  return run(tsx, ['scripts/create-user.ts', '--email', email, '--password', 'agent-secret-pass', '--role', 'agent', '--name', 'Nora Newagent'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', BUILD_HOOK_URL: '', ...extraEnv },
  });
}

// an agent created on the command line never reached the public site, and the start-up build
// did not count as a rebuild ('Last rebuilt never').
describe('rebuilds requested outside the API', () => {
  let dir: string;
  let databaseUrl: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cli-rebuild-'));
    databaseUrl = `file:${join(dir, 'site.db')}`;
    db = await createDb({ url: databaseUrl });
    await migrate(db);
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('npm run user:create leaves a pending rebuild for the agent it creates', async () => {
    const { stdout } = await createUserCommand(databaseUrl, 'nora@example.test');
    expect(stdout).toMatch(/rebuild requested/i);
    const state = await readRebuildState(db);
    expect(state.pending).toBe(true);
    expect(state.last_reason).toMatch(/^agents: created .+ \(user:create\)$/);
  }, 30_000);

  it('with BUILD_HOOK_URL set, the command calls the build hook', async () => {
    const hook = await startHttpPeer();
    try {
      await createUserCommand(databaseUrl, 'nora2@example.test', { BUILD_HOOK_URL: `${hook.url}/build` });
      expect(hook.requests.map((r) => [r.method, r.url])).toEqual([['POST', '/build']]);
      expect((await readRebuildState(db)).last_status).toBe('success');
    } finally {
      await hook.close();
    }
  }, 30_000);

  it('a running Node host picks up a rebuild another process left pending, and builds once', async () => {
    let builds = 0;
    const rebuild = createLocalRebuild({
      db,
      log,
      projectRoot: PROJECT_ROOT,
      env: {},
      debounceMs: 10,
      enabled: true,
      build: async () => void builds++,
    });
    await markRebuildRequested(db, 'agents: created x (user:create)', new Date().toISOString());
    expect(await rebuild.pickUpPending()).toBe(true);
    await rebuild.idle();
    expect(builds).toBe(1);
    const state = await readRebuildState(db);
    expect(state).toMatchObject({ pending: false, running: false, last_status: 'success' });
    expect(await rebuild.pickUpPending()).toBe(false);

    const stop = rebuild.watchPending(20);
    await markRebuildRequested(db, 'second request', new Date().toISOString());
    // The watcher polls every 20 ms: wait for it to pick the request up, however long the machine takes.
    await vi.waitFor(() => expect(builds).toBe(2), { timeout: 5_000, interval: 10 });
    stop();
    await rebuild.idle();
    expect(builds).toBe(2);
  });

  it('the start-up build is recorded as a rebuild, so the back office shows when it happened', async () => {
    await recordBuild(db, log, 'start-up build', async () => {});
    const state = await readRebuildState(db);
    expect(state.last_reason).toBe('start-up build');
    expect(state.last_finished_at).not.toBeNull();
    expect(state).toMatchObject({ pending: false, running: false, last_status: 'success' });
    await expect(recordBuild(db, log, 'start-up build', async () => Promise.reject(new Error('astro failed')))).rejects.toThrow('astro failed');
    expect(await readRebuildState(db)).toMatchObject({ last_status: 'failed', last_error: 'astro failed', running: false });
  });
});
