import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { signInOverHttp } from '../../helpers/two-factor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../config/env';
import { PROJECT_ROOT, startServer } from '../../../server/start-server';

/**
 * The whole loop of ADR 4 on the real Node host: an admin approves a testimonial through the
 * API, the host rebuilds the static site from the database, and the agent's page shows it. Slow: two astro builds.
 */
const ADMIN = { email: 'rebuild-admin@example.test', password: 'rebuild-admin-pass' };
const PENDING_TEXT = 'Great service, would use again.';

describe('a content change through the API rebuilds the public site', () => {
  let dir: string;
  let running: Awaited<ReturnType<typeof startServer>>;
  let baseUrl: string;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    // Inside the project (git-ignored dist-*): Astro keeps its prerender chunks beside an outDir under the working
    // directory, but shares <repo>/.astro/ between every build whose outDir is elsewhere, so parallel builds collide.
    dir = mkdtempSync(join(PROJECT_ROOT, 'dist-test-rebuild-'));
    // The build runs in a child process that reads the database from the environment, like production.
    Object.assign(process.env, {
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      PORT: '0',
      HOST: '127.0.0.1',
      SITE_URL: 'http://127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: 'Rebuild Admin',
      LOG_LEVEL: 'warn',
      REBUILD_DEBOUNCE_MS: '50',
      REBUILD_ENABLED: 'true',
      UPLOADS_DIR: join(dir, 'uploads'),
      ASTRO_TELEMETRY_DISABLED: '1',
    });
    running = await startServer({ env: readEnv(), build: 'always', outputRoot: dir, print: () => {} });
    baseUrl = `http://127.0.0.1:${running.port}`;
  }, 180_000);

  afterAll(async () => {
    await running?.rebuild.idle();
    await running?.close();
    process.env = savedEnv;
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('approving a pending testimonial shows it on the agent page after the rebuild', async () => {
    const before = await fetch(`${baseUrl}/agents/davidchen`);
    expect(before.status).toBe(200);
    expect(await before.text()).not.toContain(PENDING_TEXT);

    const origin = { origin: baseUrl };
    // The super admin signs in with a real one-time code (ADR 41).
    const overHttp = (path: string, init: RequestInit & { json?: unknown } = {}) =>
      fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { ...origin, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
        body: init.json === undefined ? init.body : JSON.stringify(init.json),
      });
    const cookie = await signInOverHttp({ request: overHttp, db: running.deps.db }, ADMIN.email, ADMIN.password);

    const pending = await running.deps.db.execute(
      "SELECT t.id FROM testimonials t JOIN agents a ON a.id = t.agent_id WHERE a.profile_slug = 'davidchen' AND t.client_name = 'Pending Review'",
    );
    const id = String(pending.rows[0]!.id);
    const approve = await fetch(`${baseUrl}/api/admin/testimonials/${id}/approval`, {
      method: 'POST',
      headers: { ...origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ approved: true }),
    });
    expect(approve.status).toBe(200);

    await running.rebuild.idle();
    const state = (await running.deps.db.execute('SELECT last_status, last_reason FROM rebuild_state WHERE id = 1')).rows[0]!;
    expect(state).toMatchObject({ last_status: 'success', last_reason: `testimonials: approved ${id}` });
    const after = await fetch(`${baseUrl}/agents/davidchen`);
    expect(after.status).toBe(200);
    expect(await after.text()).toContain(PENDING_TEXT);
  }, 180_000);
});
