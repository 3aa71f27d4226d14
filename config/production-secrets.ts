import { DEV_TOTP_ENCRYPTION_KEY, type Env } from './env';

/**
 * Secrets with a development default (config/env.ts) that a production start refuses, naming each: unlike a
 * placeholder (config/placeholders.ts, a warning), a public key would let anyone holding a copy of the database read
 * the staff's one-time-code keys (ADR 41).
 */
export function productionSecretProblems(env: Pick<Env, 'NODE_ENV' | 'TOTP_ENCRYPTION_KEY'>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return env.TOTP_ENCRYPTION_KEY === DEV_TOTP_ENCRYPTION_KEY ? ['TOTP_ENCRYPTION_KEY (unset: the public development key)'] : [];
}

export function assertProductionSecrets(env: Pick<Env, 'NODE_ENV' | 'TOTP_ENCRYPTION_KEY'>): void {
  const problems = productionSecretProblems(env);
  if (problems.length > 0) throw new Error(`Refusing to start in production with development secrets; set: ${problems.join('; ')}`);
}
