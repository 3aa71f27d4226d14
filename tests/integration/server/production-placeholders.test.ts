import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../../../config/env';
import { startServer } from '../../../server/start-server';

/** The Node host says at start-up which placeholders a production deployment still has (ADR 48). */
describe('start-up warning for placeholders in production', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const start = async (extra: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'placeholders-'));
    dirs.push(dir);
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const env = readEnv({
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      UPLOADS_DIR: join(dir, 'uploads'),
      PORT: '0',
      HOST: '127.0.0.1',
      SCHEDULER_ENABLED: 'false',
      REBUILD_ENABLED: 'false',
      LOG_LEVEL: 'info',
      SITE_URL: 'https://www.northstar-mortgage.ca',
      // A production start refuses the development key (config/production-secrets.ts).
      TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      ...extra,
    });
    try {
      const server = await startServer({ env, build: 'never', outputRoot: dir, print: () => {} });
      const health = await fetch(`http://127.0.0.1:${server.port}/api/health`, { headers: { connection: 'close' } });
      await health.text();
      await server.close();
      return { status: health.status, warnings: lines.filter((line) => line.includes('Placeholders remain in production')) };
    } finally {
      write.mockRestore();
    }
  };

  it('names every placeholder left in production, and serves all the same', async () => {
    const { status, warnings } = await start({
      NODE_ENV: 'production',
      GET_STARTED_URL: 'https://example.com/get-started',
      LEADS_INBOX_EMAIL: 'leads@example.com',
    });
    expect(status).toBe(200);
    expect(warnings).toHaveLength(1);
    const warning = warnings[0]!;
    for (const name of [
      'GET_STARTED_URL (https://example.com/get-started)',
      'LEADS_INBOX_EMAIL (leads@example.com)',
      'site-settings email (info@example.com)',
      'site-settings phone (416-555-0100)',
      'SEED_DEMO',
    ]) {
      expect(warning).toContain(name);
    }
    expect(warning).not.toContain('SITE_URL (');
  });

  it('refuses to start in production with the development TOTP_ENCRYPTION_KEY, naming it', async () => {
    await expect(start({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: '' })).rejects.toThrow(/TOTP_ENCRYPTION_KEY/);
  });

  it('says nothing outside production', async () => {
    const { warnings } = await start({ NODE_ENV: 'development', GET_STARTED_URL: 'https://example.com/get-started', SEED_DEMO: 'false' });
    expect(warnings).toEqual([]);
  });
});
