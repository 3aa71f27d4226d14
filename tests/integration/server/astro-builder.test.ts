import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAstroBuilder } from '../../../server/astro-builder';

/**
 * The warm build worker's client (ADR 35), against a worker that speaks its protocol without Astro
 * (tests/fixtures/build-worker). The real worker runs in the site-build and rebuild integration tests.
 */
const FAKE_WORKER = fileURLToPath(new URL('../../fixtures/build-worker/fake-build-worker.mjs', import.meta.url));

describe('the Astro build worker client', () => {
  let dir: string;
  let builder: ReturnType<typeof createAstroBuilder>;
  const env = (extra: Record<string, string> = {}) => ({ PATH: process.env.PATH, FAKE_BUILD_LOG: join(dir, 'log'), ...extra });
  const builtBy = (outDir: string) => readFileSync(join(dir, outDir, 'built-by'), 'utf8');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'astro-builder-'));
    builder = createAstroBuilder(FAKE_WORKER);
  });
  afterEach(async () => {
    await builder.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds in one warm worker, and in a new one when the environment changes', async () => {
    await builder.run(dir, join(dir, 'a'), env());
    await builder.run(dir, join(dir, 'b'), env());
    expect(builtBy('b')).toBe(builtBy('a'));

    await builder.run(dir, join(dir, 'c'), env({ DATABASE_URL: 'file:other.db' }));
    expect(builtBy('c')).not.toBe(builtBy('a'));
  });

  it('runs one build at a time when several are asked for at once', async () => {
    await Promise.all(['a', 'b', 'c'].map((name) => builder.run(dir, join(dir, name), env({ FAKE_BUILD_MS: '40' }))));
    const events = readFileSync(join(dir, 'log'), 'utf8').trim().split('\n');
    expect(events.map((line) => line.split(' ')[0])).toEqual(['start', 'end', 'start', 'end', 'start', 'end']);
  });

  it('a failed build carries the end of its output, and the next build still runs', async () => {
    await expect(builder.run(dir, join(dir, 'fail'), env())).rejects.toThrow(/astro build failed: .*no such table: agents/);
    await builder.run(dir, join(dir, 'after'), env());
    expect(builtBy('after')).toMatch(/^\d+$/);
  });

  it('a worker that dies mid-build fails that build; the next one gets a new worker', async () => {
    await builder.run(dir, join(dir, 'before'), env());
    await expect(builder.run(dir, join(dir, 'crash'), env())).rejects.toThrow('astro build exited with 3');
    await builder.run(dir, join(dir, 'after'), env());
    expect(builtBy('after')).not.toBe(builtBy('before'));
  });

  it('a worker that left when idle is replaced without failing the build', async () => {
    await builder.run(dir, join(dir, 'first'), env({ FAKE_IDLE_MS: '30' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await builder.run(dir, join(dir, 'second'), env({ FAKE_IDLE_MS: '30' }));
    expect(builtBy('second')).not.toBe(builtBy('first'));
  });

  it('a worker leaving just as a build is asked for: the build runs in a new one', async () => {
    await builder.run(dir, join(dir, 'first'), env());
    await builder.run(dir, join(dir, 'leave'), env());
    expect(builtBy('leave')).not.toBe(builtBy('first'));
  });

  it('a worker that says it leaves after a build (it kept too much) is not asked for the next one', async () => {
    const first = await builder.run(dir, join(dir, 'first'), env({ FAKE_LEAVE_AFTER: '1' }));
    expect(first).toMatchObject({ builds: 1, leaving: true });
    // Asked at once, while the old worker is still on its way out: a new worker builds it, and says it is its first.
    const second = await builder.run(dir, join(dir, 'second'), env({ FAKE_LEAVE_AFTER: '1' }));
    expect(second).toMatchObject({ builds: 1 });
    expect(builtBy('second')).not.toBe(builtBy('first'));
  });
});
