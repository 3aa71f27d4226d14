import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { Db } from '../db/client';
import { markRebuildFinished, markRebuildRequested, markRebuildStarted, readRebuildState } from '../db/queries/rebuild-state';
import type { Logger } from '../functions/http/logger';
import type { RebuildService } from '../functions/rebuild/service';
import { runAstroBuild } from './astro-builder';

const KEEP_BUILDS = 2;

/**
 * Builds the site into a fresh folder under `.builds/` and atomically repoints the `dist` symlink at it, so a
 * visitor never sees a half-written site. `dist` is where `npm run build` also puts its output.
 */
export async function buildSite(options: { projectRoot: string; outputRoot?: string; env: NodeJS.ProcessEnv; log?: Logger }): Promise<string> {
  const outputRoot = options.outputRoot ?? options.projectRoot;
  const buildsDir = join(outputRoot, '.builds');
  mkdirSync(buildsDir, { recursive: true });
  const outDir = join(buildsDir, `site-${Date.now()}`);
  await runAstroBuild(options.projectRoot, outDir, options.env);
  swapSymlink(join(outputRoot, 'dist'), outDir, buildsDir);
  pruneOldBuilds(buildsDir, basename(outDir));
  return outDir;
}

function swapSymlink(link: string, target: string, buildsDir: string): void {
  // A first `dist` may be a real folder (e.g. from a plain `astro build`): move it aside once.
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) renameSync(link, join(buildsDir, `site-legacy-${Date.now()}`));
  const temp = `${link}.next`;
  rmSync(temp, { force: true });
  symlinkSync(relative(join(link, '..'), target), temp);
  renameSync(temp, link); // rename(2) replaces the old link in one step
}

function pruneOldBuilds(buildsDir: string, current: string): void {
  const builds = readdirSync(buildsDir)
    .filter((name) => name.startsWith('site-') && name !== current)
    .sort();
  for (const old of builds.slice(0, Math.max(0, builds.length - (KEEP_BUILDS - 1)))) {
    rmSync(join(buildsDir, old), { recursive: true, force: true });
  }
}

/**
 * Runs a build and records it in rebuild_state like any other, so the back office's 'last rebuilt' also counts the
 * build made at start-up. Rethrows after recording a failure: the caller decides whether that is fatal.
 */
export async function recordBuild(db: Db, log: Logger | undefined, reason: string, build: () => Promise<unknown>): Promise<void> {
  const startedAt = new Date().toISOString();
  await markRebuildRequested(db, reason, startedAt);
  await markRebuildStarted(db, startedAt);
  log?.info('rebuild started', { reason });
  try {
    await build();
    await markRebuildFinished(db, new Date().toISOString(), 'success');
    log?.info('rebuild finished', { reason, ms: Date.now() - Date.parse(startedAt) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await markRebuildFinished(db, new Date().toISOString(), 'failed', message);
    log?.error('rebuild failed', { reason, error: message });
    throw error;
  }
}

/** How often a running host looks for rebuilds requested by another process (e.g. `npm run user:create`). */
export const PENDING_POLL_MS = 5000;

/**
 * The Node host's requestRebuild: debounced, one build at a time; a request during a build schedules exactly one
 * more build afterwards, so the last change always reaches the site. `watchPending` also picks up requests that
 * another process (a command-line tool sharing the database) left as rebuild_state.pending.
 *
 * The debounce waits for a quiet moment, but never longer than `maxWaitMs` (four debounce periods unless given) after
 * the first request it holds: while several people edit, or a script writes, a change still goes live within seconds.
 */
export function createLocalRebuild(options: {
  db: Db;
  log: Logger;
  projectRoot: string;
  outputRoot?: string;
  env: NodeJS.ProcessEnv;
  debounceMs: number;
  maxWaitMs?: number;
  enabled: boolean;
  /** Tests replace the Astro build; the bookkeeping around it is the real one. */
  build?: () => Promise<unknown>;
}): RebuildService & { idle(): Promise<void>; pickUpPending(): Promise<boolean>; watchPending(intervalMs?: number): () => void } {
  let timer: NodeJS.Timeout | undefined;
  /** When the build for the requests the timer holds must start, however many more arrive. */
  let deadline: number | undefined;
  const maxWaitMs = options.maxWaitMs ?? options.debounceMs * 4;
  let running: Promise<void> | undefined;
  let again = false;
  const build = options.build ?? (() => buildSite({ projectRoot: options.projectRoot, outputRoot: options.outputRoot, env: options.env, log: options.log }));

  const run = async (): Promise<void> => {
    const startedAt = new Date().toISOString();
    await markRebuildStarted(options.db, startedAt);
    options.log.info('rebuild started');
    try {
      await build();
      await markRebuildFinished(options.db, new Date().toISOString(), 'success');
      options.log.info('rebuild finished', { ms: Date.now() - Date.parse(startedAt) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markRebuildFinished(options.db, new Date().toISOString(), 'failed', message);
      options.log.error('rebuild failed', { error: message });
    }
  };

  const start = () => {
    timer = undefined;
    deadline = undefined;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        start();
      }
    });
  };

  const schedule = () => {
    const now = Date.now();
    deadline ??= now + maxWaitMs;
    if (timer) clearTimeout(timer);
    timer = setTimeout(start, Math.max(0, Math.min(options.debounceMs, deadline - now)));
  };

  /** A pending request this process did not schedule (another process asked): build for it. */
  const pickUpPending = async (): Promise<boolean> => {
    if (!options.enabled || timer) return false;
    const state = await readRebuildState(options.db);
    if (!state.pending) return false;
    if (running) again = true;
    else schedule();
    options.log.info('rebuild requested by another process', { reason: state.last_reason });
    return true;
  };

  return {
    async requestRebuild(reason) {
      await markRebuildRequested(options.db, reason, new Date().toISOString());
      if (!options.enabled) return;
      schedule();
    },
    pickUpPending,
    watchPending(intervalMs = PENDING_POLL_MS) {
      const handle = setInterval(() => {
        pickUpPending().catch((error) => options.log.warn('could not read the rebuild state', { error: String(error) }));
      }, intervalMs);
      handle.unref();
      return () => clearInterval(handle);
    },
    /** Resolves once no build is scheduled or running (tests and shutdown wait on it). */
    async idle() {
      while (timer || running) await (running ?? new Promise((resolve) => setTimeout(resolve, 50)));
    },
  };
}
