import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { prepareDatabase } from '../db/seed/first-start';
import { createApp } from '../functions/app';
import { createDeps } from '../functions/create-deps';
import type { Env } from '../functions/env';
import { buildSite, createLocalRebuild } from './local-rebuild';
import { createSiteApp } from './site-app';

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
  const deps = await createDeps(options.env, {
    rebuild: (base) =>
      (localRebuild = createLocalRebuild({
        db: base.db,
        log: base.log,
        projectRoot,
        outputRoot,
        env: process.env,
        debounceMs: options.env.REBUILD_DEBOUNCE_MS,
        enabled: options.env.REBUILD_ENABLED,
      })),
  });
  await prepareDatabase(deps.db, options.env, print);

  const needsBuild = options.build === 'always' || (options.build === 'if-missing' && !existsSync(join(siteDir, 'index.html')));
  if (needsBuild) {
    print('Building the site from the database (astro build)...');
    const started = Date.now();
    await buildSite({ projectRoot, outputRoot, env: process.env });
    print(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }

  const api = createApp(deps);
  const site = createSiteApp({ api, siteDir, log: deps.log });
  // serve() makes a node:http server unless told otherwise.
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: site.fetch, port: options.env.PORT, hostname: options.env.HOST }, () => resolve(s as Server));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.env.PORT;
  print(`Site and API listening on http://localhost:${port}`);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      // Stop accepting, let in-flight requests finish (10 s at most), then release the database.
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      server.close(() => {
        clearTimeout(force);
        deps.db.close();
        resolve();
      });
      server.closeIdleConnections();
    }));

  return { port, deps, close, rebuild: localRebuild! };
}
