// Runs `astro build` each time the parent asks, staying warm in between: a build in a process that has already built
// once takes less CPU than a fresh `astro build`, which first loads Astro and Vite (ADR 35). It leaves when idle,
// after MAX_BUILDS builds, or when a build leaves it holding more memory than a fresh process would need
// (build-worker-retire.mjs): the parent forks a fresh one for the next request.
import { build } from 'astro';
import { getHeapStatistics } from 'node:v8';
import { leaveAfterBuild } from './build-worker-retire.mjs';

const IDLE_EXIT_MS = 120_000;

let builds = 0;
let idleTimer;
const leaveWhenIdle = () => {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => process.exit(0), IDLE_EXIT_MS);
};
const cpuSeconds = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

process.on('message', async (request) => {
  clearTimeout(idleTimer);
  const startCpu = process.cpuUsage();
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
  const cpu = cpuSeconds(startCpu);
  // A full collection now (the parent forks the worker with --expose-gc): the heap left is what this build kept, and
  // the idle worker holds no more than that.
  globalThis.gc?.();
  // What the build cost and what it left behind: they decide whether this worker stays, and the benchmark prints them.
  const stats = { cpuSeconds: cpu, heapUsedBytes: getHeapStatistics().used_heap_size, residentBytes: process.memoryUsage.rss(), builds };
  const last = leaveAfterBuild(stats);
  process.send({ ...reply, stats: { ...stats, leaving: last } }, () => (last ? process.exit(0) : leaveWhenIdle()));
});
// The parent went away (stopped or crashed): nothing more will be asked.
process.on('disconnect', () => process.exit(0));
leaveWhenIdle();
