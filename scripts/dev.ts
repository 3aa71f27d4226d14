import { spawn } from 'node:child_process';
import { serve } from '@hono/node-server';
import { createDb } from '../db/client';
import { prepareDatabase } from '../db/seed/first-start';
import { createApp } from '../functions/app';
import { createDeps } from '../functions/create-deps';
import { readEnv } from '../functions/env';
import { loadDotEnv } from '../functions/load-dotenv';

/**
 * `npm run dev`: the API on DEV_API_PORT (default 4322) and `astro dev` on PORT (default 4321), which proxies
 * /api to it (astro.config.mjs). Content edits show after a page reload; no rebuilds are needed in dev.
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
serve({ fetch: (req, b) => api.fetch(req, { remoteAddress: b.incoming.socket.remoteAddress }), port: apiPort, hostname: '127.0.0.1' });
console.log(`API listening on http://127.0.0.1:${apiPort}`);

const astro = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(env.PORT)], {
  stdio: 'inherit',
  env: { ...process.env, DEV_API_PORT: String(apiPort), ASTRO_TELEMETRY_DISABLED: '1' },
});
astro.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => astro.kill(signal));
