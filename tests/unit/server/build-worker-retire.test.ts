import { describe, expect, it } from 'vitest';
import {
  EXTRA_FULL_GC_LIMIT_SECONDS,
  leaveAfterBuild,
  MAX_BUILDS,
  RESIDENT_LIMIT_BYTES,
  RETAINED_HEAP_LIMIT_BYTES,
} from '../../../server/build-worker-retire.mjs';

/**
 * When the warm build worker leaves after a build (ADR 35): its build count, the extra time its full collections
 * take over its first build's (what earlier builds' leftovers cost), the heap kept, its memory.
 */
describe('leaveAfterBuild', () => {
  const MB = 1024 * 1024;
  // The demo site after its fifth build: leftovers grow, but collections stay short.
  const small = { builds: 5, heapUsedBytes: 200 * MB, residentBytes: 1100 * MB, fullGcSeconds: 0.3, firstFullGcSeconds: 0.2 };

  it('stays warm while the leftovers cost the builds little (the demo site, a small brokerage)', () => {
    expect(leaveAfterBuild(small)).toBe(false);
    expect(leaveAfterBuild({ ...small, builds: MAX_BUILDS - 1 })).toBe(false);
  });

  it('leaves once full collections take over a second more than in its first build (10,000 posts: 1.2 s, then 2.9 s)', () => {
    expect(leaveAfterBuild({ ...small, builds: 2, heapUsedBytes: 229 * MB, firstFullGcSeconds: 1.2, fullGcSeconds: 2.9 })).toBe(true);
    expect(leaveAfterBuild({ ...small, firstFullGcSeconds: 1.2, fullGcSeconds: 1.2 + EXTRA_FULL_GC_LIMIT_SECONDS - 0.1 })).toBe(false);
  });

  it('leaves at its build limit, past the heap limit, or holding too much memory', () => {
    expect(leaveAfterBuild({ ...small, builds: MAX_BUILDS })).toBe(true);
    expect(leaveAfterBuild({ ...small, heapUsedBytes: RETAINED_HEAP_LIMIT_BYTES + MB })).toBe(true);
    expect(leaveAfterBuild({ ...small, residentBytes: RESIDENT_LIMIT_BYTES + MB })).toBe(true);
  });
});
