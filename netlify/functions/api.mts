import type { Config } from '@netlify/functions';
import { createApp } from '../../functions/app';
import { createDeps } from '../../functions/create-deps';
import { applySecurityHeaders } from '../../functions/http/security-headers';
import { readEnv } from '../../config/env';
import { placeholderProblems, placeholderWarning } from '../../config/placeholders';
import { sealPlaintextTotpKeys } from '../../functions/auth/stored-totp-keys';

// Thin host (ADR 1): no logic here. Dependencies are made once per warm instance.
const env = readEnv();
const deps = await createDeps(env);
// Placeholders left in production are said once per instance, in the function's log (ADR 48).
const placeholders = placeholderProblems(env);
if (placeholders.length > 0) deps.log.warn(placeholderWarning(placeholders), {});
// Migrations run at build; TOTP keys stored before keys were sealed are sealed at a cold start (ADR 41), one query
// when there are none.
const sealed = await sealPlaintextTotpKeys(deps.db, env.TOTP_ENCRYPTION_KEY);
if (sealed) deps.log.info('Sealed stored TOTP keys under TOTP_ENCRYPTION_KEY', { count: sealed });
const app = createApp(deps);

// Netlify applies netlify.toml's headers only to the files it serves, never to a function's answer (ADR 32).
export default async (request: Request, context: { ip?: string }) => {
  // The client address: Netlify's own header, else context.ip; never X-Forwarded-For (functions/http/client-ip.ts).
  const answer = await app.fetch(request, { remoteAddress: context.ip, platform: 'netlify' });
  const response = new Response(answer.body, answer);
  applySecurityHeaders(response.headers, { https: new URL(request.url).protocol === 'https:' });
  return response;
};

export const config: Config = { path: '/api/*' };
