import type { Config } from '@netlify/functions';
import { createApp } from '../../functions/app';
import { createDeps } from '../../functions/create-deps';
import { readEnv } from '../../config/env';

// Thin host (ADR 1): no logic here. Dependencies are made once per warm instance.
const app = createApp(await createDeps(readEnv()));

export default async (request: Request, context: { ip?: string }) => app.fetch(request, { remoteAddress: context.ip });

export const config: Config = { path: '/api/*' };
