import type { Config } from '@netlify/functions';
import { createDeps } from '../../functions/create-deps';
import { readEnv } from '../../config/env';
import { runJobIfDue } from '../../functions/jobs/schedule';

// Thin host (ADRs 1, 20 and 50): wakes hourly; reads the Bank of Canada's posted-rate history only while it is
// missing or short, so a new site has it within the hour rather than after its first nightly refresh.
const deps = await createDeps(readEnv());

export default async () => Response.json(await runJobIfDue('posted-history', deps, deps.now()));

export const config: Config = { schedule: '@hourly' };
