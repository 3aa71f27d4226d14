import { createDb } from '../db/client';
import type { AppDeps } from './deps';
import { createMailer } from './email/mailer';
import type { Env } from '../config/env';
import { assertProductionSecrets } from '../config/production-secrets';
import { createLogger } from './http/logger';
import { createBuildHookRebuild } from './rebuild/build-hook';
import type { RebuildService } from './rebuild/service';
import { createStorage } from './storage/create-storage';

/** Wires real dependencies from the environment. Hosts may swap the rebuild service (the Node host builds locally). */
export async function createDeps(env: Env, overrides: { rebuild?: (deps: Omit<AppDeps, 'rebuild'>) => RebuildService } = {}): Promise<AppDeps> {
  // A production start with a development secret stops here, naming it, on both hosts (ADR 41).
  assertProductionSecrets(env);
  const db = await createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
  const base = {
    db,
    env,
    log: createLogger(env.LOG_LEVEL),
    now: () => new Date(),
    mailer: createMailer(env.SMTP_URL, env.EMAIL_FROM),
    storage: createStorage(env),
  };
  const rebuild = overrides.rebuild ? overrides.rebuild(base) : createBuildHookRebuild({ db, log: base.log, hookUrl: env.BUILD_HOOK_URL });
  return { ...base, rebuild };
}
