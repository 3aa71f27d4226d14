import type { AppDeps } from '../deps';
import type { Env } from '../../config/env';
import { pollNews } from '../news/poll-news';
import { removeOrphanDocuments } from '../storage/remove-orphan-documents';
import { removeUnfinishedUploads } from '../storage/parted-uploads';
import { anonymiseStaleLeads } from './anonymise-stale-leads';
import { refreshRates } from '../rates/refresh-rates';
import { backfillPostedHistoryIfShort } from '../rates/posted-history';
import { remindRenewals } from './renewal-reminders';
import { remindBorrowers } from './borrower-reminders';
import { OUTBOX_RETRY_MINUTES, retryOutbox } from './retry-outbox';
import { torontoParts } from '../shared/toronto-time';

/**
 * Every scheduled job, with its America/Toronto time (ADR 20). The Node host's scheduler
 * (server/scheduler.ts) and the Netlify scheduled functions (netlify/functions/) both read this list, so a job runs at
 * the same local time on either host. A job is a plain function, single-flight and safe to run twice.
 */
export type JobTiming =
  /** Once a day at this Toronto wall-clock time, 'HH:MM'. */
  | { dailyAt: string; catchUp?: boolean }
  /** Every n minutes from start; the first run after `firstAfterSeconds` when given (the job decides if it is due). */
  | { everyMinutes: number; firstAfterSeconds?: number };

export interface ScheduledJob {
  name: string;
  timing: JobTiming;
  run(deps: AppDeps): Promise<unknown>;
}

export function scheduledJobs(env: Pick<Env, 'RATES_REFRESH_TIME' | 'NEWS_POLL_MINUTES'>): ScheduledJob[] {
  return [
    {
      name: 'refresh-rates',
      // catchUp: a host started after the refresh time still refreshes today (the job itself skips when done).
      timing: { dailyAt: env.RATES_REFRESH_TIME, catchUp: true },
      run: (deps) => refreshRates(deps, { trigger: 'schedule' }),
    },
    {
      name: 'posted-history',
      // Day one (ADR 50): a site without the Bank's posted-rate history reads it soon after start and then every hour
      // until it has it; with the history complete the job asks nothing of the Bank (the nightly refresh keeps it).
      timing: { everyMinutes: 60, firstAfterSeconds: 30 },
      run: (deps) => backfillPostedHistoryIfShort(deps),
    },
    {
      name: 'poll-news',
      // Soon after start the poll runs when the stored articles are older than the interval (it skips otherwise),
      // so a fresh install shows news within a minute or two.
      timing: { everyMinutes: env.NEWS_POLL_MINUTES, firstAfterSeconds: 20 },
      run: (deps) => pollNews(deps),
    },
    {
      name: 'retry-outbox',
      // Failed or stuck lead notifications are sent again; each message is claimed, so overlapping runs are harmless.
      timing: { everyMinutes: OUTBOX_RETRY_MINUTES },
      run: (deps) => retryOutbox(deps),
    },
    {
      name: 'remove-orphan-documents',
      // Files of the private documents bucket with no row are unreachable: removed once a night.
      timing: { dailyAt: '03:30' },
      run: (deps) => removeOrphanDocuments(deps),
    },
    {
      name: 'remove-unfinished-uploads',
      // An upload sent in parts and never finished expires after an hour; its parts go at the next wake-up (ADR 60).
      timing: { everyMinutes: 60 },
      run: (deps) => removeUnfinishedUploads(deps),
    },
    {
      name: 'anonymise-stale-leads',
      // The retention rule (ADR 27): leads with no activity for RETENTION_YEARS are anonymised once a night.
      timing: { dailyAt: '04:00' },
      run: (deps) => anonymiseStaleLeads(deps),
    },
    {
      name: 'renewal-reminders',
      // After the morning rates refresh (ADR 29): clients entering a renewal window are flagged to their agent.
      timing: { dailyAt: '07:00', catchUp: true },
      run: (deps) => remindRenewals(deps),
    },
    {
      name: 'borrower-reminders',
      // Borrowers with a document outstanding for BORROWER_REMINDER_DAYS get one reminder a day at most (ADR 52).
      timing: { dailyAt: '09:00' },
      run: (deps) => remindBorrowers(deps),
    },
  ];
}

/**
 * For hosts that wake the job every hour (Netlify's cron is UTC): a daily job is due in the Toronto hour of its
 * time, so daylight saving never shifts it. Interval jobs are due at every wake-up.
 */
export function isDueThisHour(job: ScheduledJob, now: Date): boolean {
  if ('everyMinutes' in job.timing) return true;
  return torontoParts(now).hour === Number(job.timing.dailyAt.slice(0, 2));
}

/** Runs one named job when it is due this hour (the Netlify scheduled function's whole body). */
export async function runJobIfDue(name: string, deps: AppDeps, now: Date): Promise<{ job: string; ran: boolean; result?: unknown }> {
  const job = scheduledJobs(deps.env).find((candidate) => candidate.name === name);
  if (!job) throw new Error(`Unknown scheduled job "${name}"`);
  if (!isDueThisHour(job, now)) return { job: name, ran: false };
  return { job: name, ran: true, result: await job.run(deps) };
}
