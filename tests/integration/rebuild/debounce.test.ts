import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { readRebuildState } from '../../../db/queries/rebuild-state';
import { createLogger } from '../../../functions/http/logger';
import { createLocalRebuild } from '../../../server/local-rebuild';
import { PROJECT_ROOT } from '../../../server/start-server';
import { migratedTempDb } from '../../helpers/temp-db';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Node host's debounce: a burst of writes makes one build, and a stream of writes cannot hold the site back. */
describe('the rebuild debounce', () => {
  let db: Db;
  let removeDb: () => void;
  beforeAll(async () => {
    ({ db, remove: removeDb } = await migratedTempDb('rebuild-debounce'));
  });
  afterAll(() => removeDb());

  const rebuildCountingStarts = (starts: number[], options: { debounceMs: number; maxWaitMs?: number }) =>
    createLocalRebuild({
      db,
      log: createLogger('silent'),
      projectRoot: PROJECT_ROOT,
      env: {},
      enabled: true,
      ...options,
      build: async () => void starts.push(Date.now()),
    });

  it('a burst of requests closer together than the debounce makes one build, after the last', async () => {
    const starts: number[] = [];
    const rebuild = rebuildCountingStarts(starts, { debounceMs: 150 });
    for (let i = 0; i < 5; i++) await rebuild.requestRebuild(`burst ${i}`);
    const last = Date.now();
    await rebuild.idle();
    expect(starts).toHaveLength(1);
    expect(starts[0]! - last).toBeGreaterThanOrEqual(140);
    expect(await readRebuildState(db)).toMatchObject({ pending: false, last_status: 'success' });
  });

  it('a stream of requests that never pauses for the debounce still builds within the longest wait', async () => {
    const starts: number[] = [];
    const rebuild = rebuildCountingStarts(starts, { debounceMs: 300, maxWaitMs: 800 });
    const first = Date.now();
    let last = first;
    // A request every 50 ms for 2.5 s: never a quiet 300 ms.
    while (Date.now() - first < 2500) {
      await rebuild.requestRebuild('stream');
      last = Date.now();
      await sleep(50);
    }
    await rebuild.idle();
    // Builds began while the stream went on, the first about 800 ms after the first request, not after the last.
    expect(starts.length).toBeGreaterThanOrEqual(2);
    expect(starts[0]! - first).toBeGreaterThanOrEqual(780);
    expect(starts[0]!).toBeLessThan(last);
    // The last request still got a build that started after it had been recorded.
    expect(starts.at(-1)!).toBeGreaterThanOrEqual(last);
  });
});
