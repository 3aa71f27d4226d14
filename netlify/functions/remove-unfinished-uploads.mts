import type { Config } from '@netlify/functions';
import { createDeps } from '../../functions/create-deps';
import { readEnv } from '../../config/env';
import { runJobIfDue } from '../../functions/jobs/schedule';

// Thin host (ADRs 1 and 20): wakes hourly; the job runs in its Toronto hour (functions/jobs/schedule.ts).
const deps = await createDeps(readEnv());

export default async () => Response.json(await runJobIfDue('remove-unfinished-uploads', deps, deps.now()));

export const config: Config = { schedule: '@hourly' };
