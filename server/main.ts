import { readEnv } from '../config/env';
import { startServer } from './start-server';
import { loadDotEnv } from '../config/load-dotenv';

/** `npm start` passes --build (always rebuild); `npm run serve` builds only when there is no build yet. */
const build = process.argv.includes('--build') ? 'always' : 'if-missing';
loadDotEnv();
const env = readEnv();
const running = await startServer({ env, build });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    console.log(`Received ${signal}, shutting down gracefully...`);
    await running.close();
    process.exit(0);
  });
}
