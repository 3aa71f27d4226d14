import type { Config } from '@netlify/functions';
import { createDeps } from '../../functions/create-deps';
import { readEnv } from '../../config/env';
import { runJobIfDue } from '../../functions/jobs/schedule';

// Thin host (ADRs 1 and 20). Netlify's cron is UTC and cannot follow daylight saving, so this
// wakes every hour and the job runs only in the Toronto hour of RATES_REFRESH_TIME (functions/jobs/schedule.ts).
const deps = await createDeps(readEnv());

export default async () => Response.json(await runJobIfDue('refresh-rates', deps, deps.now()));

export const config: Config = { schedule: '@hourly' };
