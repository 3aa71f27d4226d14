// When the warm build worker (server/astro-build-worker.mjs, ADR 35) leaves after a build, so that the next build runs
// in a fresh process. Plain JavaScript: the worker runs on plain Node, without the TypeScript loader.
//
// Each build leaves memory behind in the worker: Node cannot unload the build's own modules (they are loaded from
// each build's fresh output folder), and they hold what the build read. Measured at 10,000 posts and 1,000 agents
// (ADR 35, amendment): about 75 MB of heap and 360 MB of resident memory more after every build, and the garbage
// collector's full collections, which walk all of it, took 1.2 s in the first build and 2.9 s in the second. A warm
// build saves Astro's and Vite's start-up (about 3 CPU-seconds), which that growth soon outweighs on a large site; on
// the demo site it stays small and the worker keeps building.

/** Builds a worker runs at most, whatever their size. */
export const MAX_BUILDS = 10;
/** Heap still in use after a build (after a full collection) past which the next build runs in a fresh worker. */
export const RETAINED_HEAP_LIMIT_BYTES = 256 * 1024 * 1024;
/**
 * Resident memory after a build past which the worker leaves, so that the next build's peak stays well under 3 GB.
 * Resident memory includes what the allocator keeps for reuse (a warm worker holds 1.1 to 1.5 GB on the demo site
 * alone), so the heap above is the measure that follows the site's size.
 */
export const RESIDENT_LIMIT_BYTES = 2048 * 1024 * 1024;

/**
 * @param {{ builds: number; heapUsedBytes: number; residentBytes: number }} after what the worker holds after a build
 * @returns {boolean} true when the worker should leave now rather than wait for the next build
 */
export function leaveAfterBuild(after) {
  return after.builds >= MAX_BUILDS || after.heapUsedBytes > RETAINED_HEAP_LIMIT_BYTES || after.residentBytes > RESIDENT_LIMIT_BYTES;
}
