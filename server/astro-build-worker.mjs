// Runs `astro build` each time the parent asks, staying warm in between: a build in a process that has already built
// once takes less CPU than a fresh `astro build`, which first loads Astro and Vite (ADR 35). It leaves when idle,
// after MAX_BUILDS builds, or when what earlier builds left in it makes a build cost more than a fresh process's
// (build-worker-retire.mjs): the parent forks a fresh one for the next request.
import { build } from 'astro';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { leaveAfterBuild } from './build-worker-retire.mjs';

const IDLE_EXIT_MS = 120_000;

let builds = 0;
let idleTimer;
// Time in full (mark-compact) collections during the current build, and during this worker's first.
let fullGcMs = 0;
let firstFullGcSeconds;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) fullGcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });
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
  fullGcMs = 0;
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
  const fullGcSeconds = fullGcMs / 1000;
  firstFullGcSeconds ??= fullGcSeconds;
  // A full collection now (the parent forks the worker with --expose-gc): the heap left is what this build kept, and
  // the idle worker holds no more than that.
  globalThis.gc?.();
  // What the build cost and what it left behind: they decide whether this worker stays, and the benchmark prints them.
  const stats = {
    cpuSeconds: cpu,
    fullGcSeconds,
    heapUsedBytes: getHeapStatistics().used_heap_size,
    residentBytes: process.memoryUsage.rss(),
    builds,
  };
  const last = leaveAfterBuild({ ...stats, firstFullGcSeconds });
  process.send({ ...reply, stats: { ...stats, leaving: last } }, () => (last ? process.exit(0) : leaveWhenIdle()));
});
// The parent went away (stopped or crashed): nothing more will be asked.
process.on('disconnect', () => process.exit(0));
leaveWhenIdle();
