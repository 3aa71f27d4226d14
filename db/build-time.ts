import { readEnv } from '../config/env';
import { loadDotEnv } from '../config/load-dotenv';
import { createDb, type Db } from './client';

let shared: Promise<Db> | undefined;

/** The database as Astro pages see it while building: one client for the whole build, from the same env. */
export function buildDb(): Promise<Db> {
  loadDotEnv();
  const env = readEnv();
  shared ??= createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
  return shared;
}
