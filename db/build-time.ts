import { readEnv } from '../config/env';
import { loadDotEnv } from '../config/load-dotenv';
import { createDb, type Db } from './client';

let shared: Promise<Db> | undefined;

/** The database as Astro pages see it while building: one client for the whole build, from the same env. */
export function buildDb(): Promise<Db> {
  // Pages ask for it once each: the environment is read and checked for the first only.
  if (shared) return shared;
  loadDotEnv();
  const env = readEnv();
  shared = createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
  return shared;
}

const perBuild = new Map<string, Promise<unknown>>();

/**
 * A read that many pages of one build share and that does not differ between them (the lenders, today's rates): read
 * once per build rather than once per page (300 agent pages read both; five pages read every published post). This module is loaded afresh for every build,
 * in a fresh `astro build` and in the Node host's warm worker alike (ADR 35), so a result never outlives its build.
 * `npm run dev` renders each page on request in one long process: there every call reads afresh. Callers must not
 * change what they get: every page shares it.
 */
export function readOncePerBuild<T>(name: string, read: (db: Db) => Promise<T>, database: () => Promise<Db> = buildDb): Promise<T> {
  if (import.meta.env?.DEV) return database().then(read);
  let result = perBuild.get(name) as Promise<T> | undefined;
  if (!result) {
    result = database().then(read);
    perBuild.set(name, result);
    // A failed read fails its page's build as before, and is not kept.
    result.catch(() => perBuild.delete(name));
  }
  return result;
}
