import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../../../functions/deps';
import { createLogger } from '../../../functions/http/logger';
import { scheduledJobs } from '../../../functions/jobs/schedule';
import { startScheduler } from '../../../server/scheduler';

const DAY = 86_400_000;

/** The Node host's scheduler under a fake clock: the nightly refresh stays at 06:00 Toronto across DST changes. */
function runNightlyJob(startUtc: string, days: number, time = '06:00') {
  vi.useFakeTimers({ now: new Date(startUtc) });
  const runs: string[] = [];
  const deps = { now: () => new Date(), log: createLogger('silent') } as unknown as AppDeps;
  const jobs = scheduledJobs({ RATES_REFRESH_TIME: time, NEWS_POLL_MINUTES: 30 })
    .filter((job) => job.name === 'refresh-rates')
    .map((job) => ({
      ...job,
      run: async () => void runs.push(new Date().toISOString()),
    }));
  const scheduler = startScheduler({ jobs, deps });
  return { runs, scheduler, advance: () => vi.advanceTimersByTimeAsync(days * DAY) };
}

describe('in-process scheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('runs refresh-rates at 06:00 Toronto across the spring change (March 8 2026): 11:00 UTC, then 10:00 UTC', async () => {
    const { runs, scheduler, advance } = runNightlyJob('2026-03-07T08:00:00Z', 3); // 03:00 EST
    await advance();
    expect(runs).toEqual(['2026-03-07T11:00:00.000Z', '2026-03-08T10:00:00.000Z', '2026-03-09T10:00:00.000Z']);
    await scheduler.stop();
  });

  it('runs refresh-rates at 06:00 Toronto across the autumn change (November 1 2026): 10:00 UTC, then 11:00 UTC', async () => {
    const { runs, scheduler, advance } = runNightlyJob('2026-10-31T08:00:00Z', 3); // 04:00 EDT
    await advance();
    expect(runs).toEqual(['2026-10-31T10:00:00.000Z', '2026-11-01T11:00:00.000Z', '2026-11-02T11:00:00.000Z']);
    await scheduler.stop();
  });

  it('catches up at once when started after today’s time, then keeps the daily time', async () => {
    const { runs, scheduler, advance } = runNightlyJob('2026-03-07T15:00:00Z', 1, '06:30'); // 10:00 EST
    await advance();
    expect(runs).toEqual(['2026-03-07T15:00:00.000Z', '2026-03-08T10:30:00.000Z']);
    expect(scheduler.nextRuns()['refresh-rates']!.toISOString()).toBe('2026-03-09T10:30:00.000Z');
    await scheduler.stop();
  });

  it('stops waking up once stopped', async () => {
    const { runs, scheduler, advance } = runNightlyJob('2026-03-07T08:00:00Z', 2);
    await scheduler.stop();
    await advance();
    expect(runs).toEqual([]);
  });

  it('polls news 20 seconds after start, then every NEWS_POLL_MINUTES', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-07T08:00:00Z') });
    const runs: string[] = [];
    const deps = { now: () => new Date(), log: createLogger('silent') } as unknown as AppDeps;
    const jobs = scheduledJobs({ RATES_REFRESH_TIME: '06:00', NEWS_POLL_MINUTES: 30 })
      .filter((job) => job.name === 'poll-news')
      .map((job) => ({ ...job, run: async () => void runs.push(new Date().toISOString()) }));
    const scheduler = startScheduler({ jobs, deps });
    await vi.advanceTimersByTimeAsync(61 * 60_000);
    expect(runs).toEqual(['2026-03-07T08:00:20.000Z', '2026-03-07T08:30:20.000Z', '2026-03-07T09:00:20.000Z']);
    await scheduler.stop();
  });
});
