import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client';
import { readOncePerBuild } from '../../../db/build-time';

/**
 * What every page of a build reads alike (the published posts, the agents, the lenders, today's rates) is read once
 * per build (ADR 31, amendment): the module is loaded afresh for each build, so nothing outlives it. In `npm run dev`,
 * one long process rendering on request, every call reads again.
 */
const fakeDb = async () => ({}) as Db;
let n = 0;
const uniqueName = () => `test-read-${n++}-${Math.random()}`;

afterEach(() => vi.unstubAllEnvs());

describe('readOncePerBuild', () => {
  it('reads once in a build, however many pages ask, and every page gets the same result', async () => {
    vi.stubEnv('DEV', false);
    const read = vi.fn(async () => ['post a', 'post b']);
    const name = uniqueName();
    const results = await Promise.all([1, 2, 3].map(() => readOncePerBuild(name, read, fakeDb)));
    expect(read).toHaveBeenCalledTimes(1);
    expect(results[1]).toBe(results[0]);
    expect(await readOncePerBuild(name, read, fakeDb)).toBe(results[0]);
  });

  it('a failed read is not kept: the next page reads again', async () => {
    vi.stubEnv('DEV', false);
    const name = uniqueName();
    await expect(readOncePerBuild(name, async () => Promise.reject(new Error('database locked')), fakeDb)).rejects.toThrow('database locked');
    expect(await readOncePerBuild(name, async () => 'read again', fakeDb)).toBe('read again');
  });

  it('reads every time in the dev server, where pages render on request', async () => {
    vi.stubEnv('DEV', true);
    const read = vi.fn(async () => 'fresh');
    const name = uniqueName();
    await readOncePerBuild(name, read, fakeDb);
    await readOncePerBuild(name, read, fakeDb);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
