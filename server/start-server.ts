import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { prepareDatabase } from '../functions/setup/prepare-database';
import { createApp } from '../functions/app';
import { createDeps } from '../functions/create-deps';
import type { Env } from '../config/env';
import { stopAstroBuildWorker } from './astro-builder';
import { buildSite, createLocalRebuild, recordBuild } from './local-rebuild';
import { siteUrlWarning } from '../src/lib/site-url';
import { placeholderProblems, placeholderWarning } from '../config/placeholders';
import { createSocialImageHandler } from '../functions/social-images/create-social-images';
import { createSiteApp } from './site-app';
import { scheduledJobs } from '../functions/jobs/schedule';
import { startScheduler } from './scheduler';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface StartOptions {
  env: Env;
  /** 'always' for `npm start` (content may have changed); 'if-missing' for `npm run serve`; 'never' in dev. */
  build: 'always' | 'if-missing' | 'never';
  projectRoot?: string;
  /** Where `dist` and `.builds/` live (default: the project root); tests use a temporary folder. */
  outputRoot?: string;
  print?: (line: string) => void;
}

/** Migrate, create the first admin, seed, build, then serve the site and the API on one port. */
export async function startServer(options: StartOptions) {
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const print = options.print ?? console.log;
  const outputRoot = options.outputRoot ?? projectRoot;
  const siteDir = join(outputRoot, 'dist');
  let localRebuild: ReturnType<typeof createLocalRebuild> | undefined;
  // Builds use the resolved public address, so pages link to the host that serves them when SITE_URL is unset.
  const buildEnv = { ...process.env, SITE_URL: options.env.SITE_URL };
  const deps = await createDeps(options.env, {
    rebuild: (base) =>
      (localRebuild = createLocalRebuild({
        db: base.db,
        log: base.log,
        projectRoot,
        outputRoot,
        env: buildEnv,
        debounceMs: options.env.REBUILD_DEBOUNCE_MS,
        enabled: options.env.REBUILD_ENABLED,
      })),
  });
  await prepareDatabase(deps.db, options.env, print);
  const siteUrlProblem = siteUrlWarning(options.env);
  if (siteUrlProblem) deps.log.warn(siteUrlProblem, { using: options.env.SITE_URL });
  // Example addresses, the example phone number or demo content left in production (ADR 48).
  const placeholders = placeholderProblems(options.env);
  if (placeholders.length > 0) deps.log.warn(placeholderWarning(placeholders), { count: placeholders.length });

  const needsBuild = options.build === 'always' || (options.build === 'if-missing' && !existsSync(join(siteDir, 'index.html')));
  if (needsBuild) {
    print('Building the site from the database (astro build)...');
    const started = Date.now();
    // Recorded like any rebuild: the back office's 'last rebuilt' counts the build made at start.
    await recordBuild(deps.db, deps.log, 'start-up build', () => buildSite({ projectRoot, outputRoot, env: buildEnv }));
    print(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }

  const api = createApp(deps);
  const site = createSiteApp({
    api,
    siteDir,
    log: deps.log,
    trustProxy: options.env.TRUST_PROXY,
    storage: deps.storage,
    socialImages: createSocialImageHandler(options.env, deps.db),
  });
  // serve() makes a node:http server unless told otherwise.
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: site.fetch, port: options.env.PORT, hostname: options.env.HOST }, () => resolve(s as Server));
  });
  // Node closes an idle keep-alive connection after 5 s; a client (a proxy, a browser, a test's request context)
  // that reuses it at that moment gets ECONNRESET. Idle connections live longer than any such client waits instead
  // (the common proxy default is 60 s), and headers get a moment more than that, as Node requires.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.env.PORT;
  print(`Site and API listening on http://localhost:${port}`);
  // The nightly jobs at their Toronto times (ADR 20); Netlify runs them as scheduled functions.
  const scheduler = options.env.SCHEDULER_ENABLED ? startScheduler({ jobs: scheduledJobs(options.env), deps }) : undefined;

  // Rebuilds asked for by another process sharing the database (npm run user:create) are picked up here.
  const stopWatchingRebuilds = localRebuild?.watchPending();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      // Stop accepting, let in-flight requests finish (10 s at most), then release the database.
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      stopWatchingRebuilds?.();
      const jobsDone = scheduler?.stop() ?? Promise.resolve();
      server.close(async () => {
        await jobsDone;
        clearTimeout(force);
        deps.db.close();
        stopAstroBuildWorker();
        resolve();
      });
      server.closeIdleConnections();
    }));

  return { port, deps, close, rebuild: localRebuild! };
}
