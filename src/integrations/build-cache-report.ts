import type { AstroIntegration } from 'astro';
import { buildCacheCounts, pruneBuildCache, resetBuildCacheCounts } from '../build-cache/build-cache';

/**
 * Counts each build's cached work afresh and, once the pages are written, says how much of it was reused and drops
 * cached files no build has used for a week (src/build-cache/). The line it logs ("build cache: post-html 1999
 * reused (0 from memory), 1 made") is how a benchmark or a smoke run sees that a build made only what changed.
 */
export function buildCacheReport(): AstroIntegration {
  return {
    name: 'build-cache-report',
    hooks: {
      'astro:build:start': () => resetBuildCacheCounts(),
      'astro:build:done': async ({ logger }) => {
        const counts = Object.entries(buildCacheCounts());
        const removed = await pruneBuildCache();
        const summary = counts.map(([kind, c]) => `${kind} ${c.memory + c.disk} reused (${c.memory} from memory), ${c.made} made`).join('; ');
        logger.info(`build cache: ${summary || 'nothing cached'}${removed ? `; ${removed} stale files removed` : ''}`);
      },
    },
  };
}
