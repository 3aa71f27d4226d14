import { spawn } from 'node:child_process';
import { serve } from '@hono/node-server';
import { createDb } from '../db/client';
import { prepareDatabase } from '../functions/setup/prepare-database';
import { createApp } from '../functions/app';
import { createDeps } from '../functions/create-deps';
import { readEnv } from '../config/env';
import { loadDotEnv } from '../config/load-dotenv';
import { parseUploadPath, serveUpload, uploadNotFound } from '../functions/storage/serve-upload';

/**
 * `npm run dev`: the API on DEV_API_PORT (default 4322) and `astro dev` on PORT (default 4321), which proxies
 * /api and /uploads to it (astro.config.mjs). Content edits show after a page reload; no rebuilds are needed in dev.
 */
loadDotEnv();
const env = readEnv();
const apiPort = Number(process.env.DEV_API_PORT ?? 4322);
const setup = await createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
await prepareDatabase(setup, env);
setup.close();

const deps = await createDeps(env, {
  rebuild: (base) => ({
    async requestRebuild(reason) {
      base.log.info('rebuild not needed in dev (pages render on request)', { reason });
    },
  }),
});
const api = createApp(deps);
// The browser talks to astro dev on PORT, which proxies /api and /uploads here: the socket the browser really
// connected to is 127.0.0.1:PORT, and that is what the local-development origin rule must compare with.
const browserSocket = { localAddress: '127.0.0.1', localPort: env.PORT };
serve({
  fetch: (req, b) => {
    const { pathname } = new URL(req.url);
    if (pathname.startsWith('/uploads/')) {
      const target = parseUploadPath(pathname);
      return target ? serveUpload(deps.storage, target.bucket, target.key, req.method) : uploadNotFound();
    }
    return api.fetch(req, { remoteAddress: b.incoming.socket.remoteAddress, ...browserSocket });
  },
  port: apiPort,
  hostname: '127.0.0.1',
});
console.log(`API listening on http://127.0.0.1:${apiPort}`);

const astro = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(env.PORT)], {
  stdio: 'inherit',
  env: { ...process.env, DEV_API_PORT: String(apiPort), ASTRO_TELEMETRY_DISABLED: '1' },
});
astro.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => astro.kill(signal));
