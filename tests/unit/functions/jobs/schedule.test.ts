import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../../../functions/deps';
import { readEnv } from '../../../../config/env';
import { isDueThisHour, runJobIfDue, scheduledJobs } from '../../../../functions/jobs/schedule';

/**
 * The Netlify scheduled function wakes hourly (its cron is UTC); the job runs only in the Toronto hour of
 * RATES_REFRESH_TIME, so it is 10:00 UTC in summer and 11:00 UTC in winter without a config change.
 */
describe('scheduled jobs on an hourly wake-up (Netlify)', () => {
  const refresh = scheduledJobs({ RATES_REFRESH_TIME: '06:00', NEWS_POLL_MINUTES: 30 }).find((job) => job.name === 'refresh-rates')!;
  const dueHoursUtc = (day: string) =>
    Array.from({ length: 24 }, (_, hour) => hour).filter((hour) => isDueThisHour(refresh, new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`)));

  it('is due at 11:00 UTC before the spring change and 10:00 UTC after it', () => {
    expect(dueHoursUtc('2026-03-07')).toEqual([11]);
    expect(dueHoursUtc('2026-03-08')).toEqual([10]);
  });

  it('is due at 10:00 UTC before the autumn change and 11:00 UTC after it', () => {
    expect(dueHoursUtc('2026-10-31')).toEqual([10]);
    expect(dueHoursUtc('2026-11-01')).toEqual([11]);
  });

  it('does not run outside its hour, and names an unknown job loudly', async () => {
    const deps = { env: readEnv({ RATES_REFRESH_TIME: '06:00' }) } as AppDeps;
    expect(await runJobIfDue('refresh-rates', deps, new Date('2026-03-08T12:00:00Z'))).toEqual({ job: 'refresh-rates', ran: false });
    await expect(runJobIfDue('no-such-job', deps, new Date())).rejects.toThrow(/Unknown scheduled job/);
  });
});
