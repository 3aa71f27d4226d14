// The Node host's warm build worker (server/astro-build-worker.mjs) with its peak memory recorded at exit
// (max-rss-preload.mjs), for scripts/bench-scale.ts. Stopping it (SIGTERM) is an ordinary exit here, so the figure
// is written.
import './max-rss-preload.mjs';
import '../../server/astro-build-worker.mjs';

process.on('SIGTERM', () => process.exit(0));
