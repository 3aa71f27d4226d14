import { existsSync } from 'node:fs';

/** Entry points load ./.env when present; variables already in the environment win (Node's own parser). */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
