// Loaded with `node --import` into the build that scripts/bench-scale.ts measures: at exit, the process writes its
// own peak resident memory (kilobytes, from getrusage) and the CPU-seconds it used where BENCH_MAX_RSS_FILE says.
// CPU-seconds say what a build costs even on a machine shared with other work, where wall time does not.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (!process.env.BENCH_MAX_RSS_FILE) return;
  const usage = process.resourceUsage();
  writeFileSync(process.env.BENCH_MAX_RSS_FILE, `${usage.maxRSS} ${((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(1)}`);
});
