import type { AppDeps } from '../functions/deps';
import type { ScheduledJob } from '../functions/jobs/schedule';
import { nextDailyRun, torontoInstant, torontoToday } from '../functions/shared/toronto-time';

/**
 * The Node host's in-process scheduler (ADRs 1 and 20): runs each job of
 * functions/jobs/schedule.ts at its America/Toronto time. It sleeps at most an hour at a time and recomputes the next
 * run from the wall clock on every wake, so a daylight-saving change, a suspended laptop or a clock correction can
 * delay a run by at most the time it took to notice, never move it to the wrong hour. A job never overlaps itself.
 */
export interface SchedulerOptions {
  jobs: ScheduledJob[];
  deps: AppDeps;
  /** Longest single sleep; the wall clock is re-read after it. */
  maxSleepMs?: number;
}

const HOUR_MS = 3_600_000;

function firstRun(job: ScheduledJob, now: Date): Date {
  if ('everyMinutes' in job.timing)
    return new Date(now.getTime() + (job.timing.firstAfterSeconds !== undefined ? job.timing.firstAfterSeconds * 1000 : job.timing.everyMinutes * 60_000));
  const todays = torontoInstant(torontoToday(now), job.timing.dailyAt);
  // A host started after today's time catches up at once when the job allows it.
  if (job.timing.catchUp && todays.getTime() <= now.getTime()) return now;
  return nextDailyRun(job.timing.dailyAt, now);
}

function nextRun(job: ScheduledJob, after: Date): Date {
  if ('everyMinutes' in job.timing) return new Date(after.getTime() + job.timing.everyMinutes * 60_000);
  return nextDailyRun(job.timing.dailyAt, after);
}

export function startScheduler(options: SchedulerOptions) {
  const { deps } = options;
  const maxSleep = options.maxSleepMs ?? HOUR_MS;
  const now = () => deps.now();
  const state = options.jobs.map((job) => ({ job, next: firstRun(job, now()), running: null as Promise<void> | null }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const runJob = (entry: (typeof state)[number]) => {
    const started = now();
    entry.next = nextRun(entry.job, started);
    entry.running = entry.job
      .run(deps)
      .then((result) => deps.log.info('scheduled job finished', { job: entry.job.name, result }))
      .catch((error) => deps.log.error('scheduled job failed', { job: entry.job.name, error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        entry.running = null;
      });
  };

  const tick = () => {
    if (stopped) return;
    const current = now();
    for (const entry of state) if (!entry.running && entry.next.getTime() <= current.getTime()) runJob(entry);
    const soonest = Math.min(...state.map((entry) => entry.next.getTime()));
    const due = soonest - now().getTime();
    // Past due only while that job is still running: look again in a second rather than spin.
    const wait = due > 0 ? Math.min(due, maxSleep) : 1000;
    timer = setTimeout(tick, wait);
    timer.unref?.();
  };
  if (state.length > 0) tick();

  return {
    /** When each job runs next (for logs and tests). */
    nextRuns: () => Object.fromEntries(state.map((entry) => [entry.job.name, entry.next])),
    /** Stops waking up and waits for jobs already running. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.all(state.map((entry) => entry.running));
    },
  };
}

export type Scheduler = ReturnType<typeof startScheduler>;
