import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEnv } from '../../config/env';
import { createDb } from '../../db/client';
import { migrate } from '../../db/migrate';
import { seedDemoContent } from '../../db/seed/seed';
import { createApp } from '../../functions/app';
import type { AppDeps } from '../../functions/deps';
import { createMailer } from '../../functions/email/mailer';
import { createLogger } from '../../functions/http/logger';
import { createLocalStorage } from '../../functions/storage/local-storage';
import { serveOnLoopback } from './serve-api';

export interface BenchApi {
  baseUrl: string;
  /** POST JSON with a same-site Origin header (the CSRF guard requires one on non-GET calls). */
  post(path: string, json: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real API over HTTP on 127.0.0.1 with a fresh migrated and seeded database in a temporary folder, for the
 * benchmarks (scripts never import the tests, so this is the benchmarks' own starter). `env` overrides variables.
 */
export async function startBenchApi(env: Record<string, string> = {}): Promise<BenchApi> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const config = readEnv({ DATABASE_URL: `file:${join(dir, 'bench.db')}`, LOG_LEVEL: 'silent', UPLOADS_DIR: join(dir, 'uploads'), ...env });
  const db = await createDb({ url: config.DATABASE_URL });
  await migrate(db);
  await seedDemoContent(db, { adminProfileId: null });
  const deps: AppDeps = {
    db,
    env: config,
    log: createLogger(config.LOG_LEVEL),
    now: () => new Date(),
    mailer: createMailer(config.SMTP_URL, config.EMAIL_FROM),
    // No site to rebuild behind a benchmark.
    rebuild: { async requestRebuild() {} },
    storage: createLocalStorage({ dir: join(dir, 'uploads') }),
    sleep: async () => {},
  };
  const app = createApp(deps);
  const { baseUrl, stop } = await serveOnLoopback(app);
  return {
    baseUrl,
    post: (path, json, headers = {}) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { origin: baseUrl, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(json),
      }),
    async close() {
      await stop();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
