// When the warm build worker (server/astro-build-worker.mjs, ADR 35) leaves after a build, so that the next build runs
// in a fresh process. Plain JavaScript: the worker runs on plain Node, without the TypeScript loader.
//
// Each build leaves memory behind in the worker: Node cannot unload the build's own modules (they are loaded from
// each build's fresh output folder), and they hold what the build read. The garbage collector's full collections walk
// all of it, so on a large site each build in the same worker costs more than the one before. Measured at 10,000 posts
// and 1,000 agents, three builds in one process (ADR 35, amendment): heap kept 153, 229, 305 MB; full collections
// 1.2, 2.9, 4.5 s; the second and third builds 33.2 and 39.2 CPU-s, the third about a fresh process's. A warm build
// saves Astro's and Vite's start-up (about 3 CPU-seconds on the demo site), so the worker leaves once its full
// collections take a second more than in its first build. On a small site the leftovers grow too (about 25 MB a
// build on the demo site) but its builds allocate little, so its collections stay short and the worker stays.

/** Builds a worker runs at most, whatever their size. */
export const MAX_BUILDS = 10;
/** Extra time in full collections, over the worker's first build, past which the leftovers cost more than a start. */
export const EXTRA_FULL_GC_LIMIT_SECONDS = 1;
/** Heap kept after a build (after a full collection) past which the worker leaves whatever the collections took. */
export const RETAINED_HEAP_LIMIT_BYTES = 512 * 1024 * 1024;
/**
 * Resident memory after a build past which the worker leaves, so that the next build's peak stays well under 3 GB.
 * Resident memory includes what the allocator keeps for reuse (a warm worker holds 1.1 to 1.5 GB on the demo site
 * alone), so it is only a backstop.
 */
export const RESIDENT_LIMIT_BYTES = 2048 * 1024 * 1024;

/**
 * @param {{ builds: number; heapUsedBytes: number; residentBytes: number; fullGcSeconds: number; firstFullGcSeconds: number }} after
 *   what the worker holds after a build, the time its last build spent in full collections and its first build's
 * @returns {boolean} true when the worker should leave now rather than wait for the next build
 */
export function leaveAfterBuild(after) {
  return (
    after.builds >= MAX_BUILDS ||
    after.fullGcSeconds - after.firstFullGcSeconds > EXTRA_FULL_GC_LIMIT_SECONDS ||
    after.heapUsedBytes > RETAINED_HEAP_LIMIT_BYTES ||
    after.residentBytes > RESIDENT_LIMIT_BYTES
  );
}
