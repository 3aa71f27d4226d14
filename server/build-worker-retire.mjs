// When the warm build worker (server/astro-build-worker.mjs, ADR 35) leaves after a build, so that the next build runs
// in a fresh process. Plain JavaScript: the worker runs on plain Node, without the TypeScript loader.
//
// Each build leaves memory behind in the worker: Node cannot unload the build's own modules (they are loaded from
// each build's fresh output folder), and they hold what the build read. Measured at 10,000 posts and 1,000 agents,
// three builds in one process (ADR 35, amendment): the heap kept after each build went 153, 229, 305 MB, the garbage
// collector's full collections took 1.2, 2.9 and 4.5 s, and the second and third builds cost 33.2 and 39.2 CPU-s:
// each build costs more than the one before, and the third about what a fresh process's build costs. A warm build
// saves Astro's and Vite's start-up (about 3 CPU-seconds), which that growth outweighs after a build or two on a large
// site. At 2,000 posts a build keeps about 38 MB more (the worker then leaves after four or five builds); the demo
// site keeps little, and its worker stays for its ten builds.

/** Builds a worker runs at most, whatever their size. */
export const MAX_BUILDS = 10;
/** Heap still in use after a build (after a full collection) past which the next build runs in a fresh worker. */
export const RETAINED_HEAP_LIMIT_BYTES = 200 * 1024 * 1024;
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
