/**
 * npm run bench:rebuild [-- --builds 5] — what a rebuild costs on the Node host (ADR 35).
 *
 * Seeds a fresh database with the demo content, then builds the site the way the host does (server/local-rebuild.ts):
 * once in a fresh build worker (the first build after start or after the worker left), then N times in a row in a
 * warm one. Prints the wall time of each build and the CPU the worker used (its children's CPU, read from
 * /proc/self/stat once it has exited, so Linux only). A benchmark, not a test.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createDb } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemoContent } from '../db/seed/seed';
import { createAstroBuilder } from '../server/astro-builder';

const at = process.argv.indexOf('--builds');
const BUILDS = at >= 0 ? Number(process.argv[at + 1]) : 5;
if (!Number.isInteger(BUILDS) || BUILDS < 1) throw new Error('--builds must be a whole number above 0');

const root = process.cwd();
// Inside the project: Astro keeps its prerender scratch folder beside the output only under the project.
const workDir = join(root, '.e2e', `rebuild-${Date.now()}`);
const databaseUrl = `file:${join(workDir, 'site.db')}`;
const env = { ...process.env, DATABASE_URL: databaseUrl, SITE_URL: 'http://127.0.0.1:4321', ASTRO_TELEMETRY_DISABLED: '1' };

/** CPU-seconds of this process's exited and reaped children (cutime + cstime, in Linux's 100 ticks a second). */
function childrenCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Runs the builds in one worker, stops it (resolved once it is reaped) and returns the walls and the worker's CPU. */
async function inOneWorker(count: number, label: string): Promise<{ walls: number[]; cpu: number; kept: string[] }> {
  const builder = createAstroBuilder();
  const cpuBefore = childrenCpuSeconds();
  const walls: number[] = [];
  // The heap each build left in the worker and its time in full collections, as it reports them (ADR 35).
  const kept: string[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const stats = await builder.run(root, join(workDir, `${label}-${i}`), env);
    walls.push((performance.now() - started) / 1000);
    kept.push(stats ? `${(stats.heapUsedBytes / 1048576).toFixed(0)} MB, ${stats.fullGcSeconds.toFixed(1)} s full GC${stats.leaving ? ' (leaves)' : ''}` : '?');
  }
  await builder.stop();
  return { walls, cpu: childrenCpuSeconds() - cpuBefore, kept };
}

try {
  const db = await createDb({ url: databaseUrl });
  await migrate(db);
  await seedDemoContent(db, { adminProfileId: null });
  db.close();

  const cold = await inOneWorker(1, 'cold');
  const warm = await inOneWorker(1 + BUILDS, 'warm');
  // The warm worker's CPU includes its own first build: take off what the cold run's first build cost.
  const warmCpu = (warm.cpu - cold.cpu) / BUILDS;
  const warmWalls = warm.walls.slice(1);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

  console.log(`first build in a fresh worker: ${cold.walls[0]!.toFixed(1)} s, ${cold.cpu.toFixed(1)} CPU-s`);
  console.log(
    `each build in a warm worker:   ${mean(warmWalls).toFixed(1)} s (${warmWalls.map((wall) => wall.toFixed(1)).join(', ')}), ${warmCpu.toFixed(1)} CPU-s`,
  );
  console.log(`heap kept after each build:    ${warm.kept.join('; ')}`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
