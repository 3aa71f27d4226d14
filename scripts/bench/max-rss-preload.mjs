// Loaded with `node --import` into the build that scripts/bench-scale.ts measures: at exit, the process writes its
// own peak resident memory (kilobytes, from getrusage) where BENCH_MAX_RSS_FILE says.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (process.env.BENCH_MAX_RSS_FILE) writeFileSync(process.env.BENCH_MAX_RSS_FILE, String(process.resourceUsage().maxRSS));
});
