import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '../../db/client';
import { migrate } from '../../db/migrate';
import { seedDemoContent } from '../../db/seed/seed';
import { createApp } from '../../functions/app';
import type { AppDeps } from '../../functions/deps';
import { createMailer } from '../../functions/email/mailer';
import { readEnv } from '../../config/env';
import { createLogger } from '../../functions/http/logger';
import type { RebuildService } from '../../functions/rebuild/service';
import { createLocalStorage } from '../../functions/storage/local-storage';
import { serveOnLoopback } from '../../scripts/support/serve-api';

export interface TestApi {
  baseUrl: string;
  db: Db;
  deps: AppDeps;
  dir: string;
  /** fetch against the API with a same-site Origin header (the CSRF guard requires one on non-GET calls). */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
  rebuildReasons: string[];
}

/**
 * A real API over HTTP on 127.0.0.1 with a fresh migrated database in a temporary folder (docs/architecture.md:
 * every DB test gets a fresh migrated database). `env` overrides environment variables; `deps` overrides wiring.
 */
export async function startTestApi(options: { env?: Record<string, string>; deps?: Partial<AppDeps>; seed?: boolean } = {}): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const env = readEnv({ DATABASE_URL: `file:${join(dir, 'test.db')}`, LOG_LEVEL: 'silent', UPLOADS_DIR: join(dir, 'uploads'), ...options.env });
  const db = await createDb({ url: env.DATABASE_URL });
  await migrate(db);
  if (options.seed) await seedDemoContent(db, { adminProfileId: null });
  const rebuildReasons: string[] = [];
  const rebuild: RebuildService = {
    async requestRebuild(reason) {
      rebuildReasons.push(reason);
    },
  };
  const deps: AppDeps = {
    db,
    env,
    log: createLogger(env.LOG_LEVEL),
    now: () => new Date(),
    mailer: createMailer(env.SMTP_URL, env.EMAIL_FROM),
    rebuild,
    storage: createLocalStorage({ dir: join(dir, 'uploads') }),
    sleep: async () => {},
    ...options.deps,
  };
  const app = createApp(deps);
  const { baseUrl, stop } = await serveOnLoopback(app);

  return {
    baseUrl,
    db,
    deps,
    dir,
    rebuildReasons,
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('origin')) headers.set('origin', baseUrl);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      return fetch(`${baseUrl}${path}`, { ...init, headers, body });
    },
    async close() {
      await stop();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The `session=…` pair from a response, to send back as a Cookie header. */
export function sessionCookieFrom(response: Response): string {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!header) throw new Error('no session cookie in response');
  return header.split(';')[0]!;
}
