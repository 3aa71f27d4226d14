import { describe, expect, it } from 'vitest';
import { leaveAfterBuild, MAX_BUILDS, RESIDENT_LIMIT_BYTES, RETAINED_HEAP_LIMIT_BYTES } from '../../../server/build-worker-retire.mjs';

/** When the warm build worker leaves after a build (ADR 35): its build count, the heap a build left, its memory. */
describe('leaveAfterBuild', () => {
  const MB = 1024 * 1024;
  const small = { builds: 1, heapUsedBytes: 120 * MB, residentBytes: 1100 * MB };

  it('stays warm while builds leave little behind (the demo site, a small brokerage)', () => {
    expect(leaveAfterBuild(small)).toBe(false);
    expect(leaveAfterBuild({ ...small, builds: MAX_BUILDS - 1 })).toBe(false);
  });

  it('leaves at its build limit, when a build left a large heap, or when it holds too much memory', () => {
    expect(leaveAfterBuild({ ...small, builds: MAX_BUILDS })).toBe(true);
    expect(leaveAfterBuild({ ...small, heapUsedBytes: RETAINED_HEAP_LIMIT_BYTES + MB })).toBe(true);
    expect(leaveAfterBuild({ ...small, residentBytes: RESIDENT_LIMIT_BYTES + MB })).toBe(true);
  });
});
