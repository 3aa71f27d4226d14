// Runs `astro build` each time the parent asks, staying warm in between: a build in a process that has already built
// once takes about half the CPU of a fresh `astro build` (ADR 35). It leaves when idle, or after MAX_BUILDS builds,
// since Astro keeps some memory from each build; the parent forks a fresh one for the next request.
import { build } from 'astro';

const IDLE_EXIT_MS = 120_000;
const MAX_BUILDS = 10;

let builds = 0;
let idleTimer;
const leaveWhenIdle = () => {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => process.exit(0), IDLE_EXIT_MS);
};

process.on('message', async (request) => {
  clearTimeout(idleTimer);
  let reply;
  try {
    // astro.config.mjs reads ASTRO_OUT_DIR too; the inline outDir wins either way.
    process.env.ASTRO_OUT_DIR = request.outDir;
    await build({ root: process.cwd(), outDir: request.outDir });
    reply = { id: request.id, ok: true };
  } catch (error) {
    reply = { id: request.id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  builds += 1;
  const last = builds >= MAX_BUILDS;
  process.send(reply, () => (last ? process.exit(0) : leaveWhenIdle()));
});
// The parent went away (stopped or crashed): nothing more will be asked.
process.on('disconnect', () => process.exit(0));
leaveWhenIdle();
