import type { Config } from '@netlify/functions';
import { readEnv } from '../../config/env';
import { createDb } from '../../db/client';
import { applySecurityHeaders } from '../../functions/http/security-headers';
import { createSocialImageHandler } from '../../functions/social-images/create-social-images';

// Thin host (ADR 1): the social preview images, drawn on request and kept in Netlify Blobs (ADR 31). Its own
// function, so the API's cold start does not carry the renderer (satori, sharp, the fonts).
const env = readEnv();
const serve = createSocialImageHandler(env, await createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN }));

// Netlify applies netlify.toml's headers only to the files it serves, never to a function's answer (ADR 32).
export default async (request: Request) => {
  const answer = await serve(request);
  const response = new Response(answer.body, answer);
  applySecurityHeaders(response.headers, { https: new URL(request.url).protocol === 'https:' });
  return response;
};

export const config: Config = { path: '/og/*' };
