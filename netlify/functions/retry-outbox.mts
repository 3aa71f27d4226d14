import type { Config } from '@netlify/functions';
import { createDeps } from '../../functions/create-deps';
import { readEnv } from '../../config/env';
import { runJobIfDue } from '../../functions/jobs/schedule';

// Thin host (ADRs 1, 17 and 20): sends failed or stuck lead notifications again, every 10 minutes
// as on the Node host (OUTBOX_RETRY_MINUTES in functions/jobs/retry-outbox.ts).
const deps = await createDeps(readEnv());

export default async () => Response.json(await runJobIfDue('retry-outbox', deps, deps.now()));

export const config: Config = { schedule: '*/10 * * * *' };
