import type { Config } from '@netlify/functions';
import { createDeps } from '../../functions/create-deps';
import { readEnv } from '../../config/env';
import { runJobIfDue } from '../../functions/jobs/schedule';

// Thin host (ADRs 1 and 20): wakes every 15 minutes; the poll itself skips while the stored
// articles are younger than NEWS_POLL_MINUTES, so the interval is set in one place on both hosts.
const deps = await createDeps(readEnv());

export default async () => Response.json(await runJobIfDue('poll-news', deps, deps.now()));

export const config: Config = { schedule: '*/15 * * * *' };
