import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUSY_TIMEOUT_MS, createDb, type Db } from '../../../db/client';
import { loadMigrations, migrate } from '../../../db/migrate';
import { prepareDatabase } from '../../../functions/setup/prepare-database';
import { readEnv } from '../../../config/env';
import { verifyPassword } from '../../../functions/auth/password';

describe('database client and migrations', () => {
  let dir: string;
  let db: Db;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'db-test-'));
    db = await createDb({ url: `file:${join(dir, 'site.db')}` });
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sets WAL, a busy timeout of at least 5 s and foreign keys, on every pooled connection', async () => {
    // Hold one connection in a transaction so the client must open a second one.
    const tx = await db.transaction('read');
    try {
      const [mode, busy, fk] = await Promise.all([db.execute('PRAGMA journal_mode'), db.execute('PRAGMA busy_timeout'), db.execute('PRAGMA foreign_keys')]);
      expect(mode.rows[0]!.journal_mode).toBe('wal');
      expect(Number(Object.values(busy.rows[0]!)[0])).toBeGreaterThanOrEqual(BUSY_TIMEOUT_MS);
      expect(Number(fk.rows[0]!.foreign_keys)).toBe(1);
      expect(Number(Object.values((await tx.execute('PRAGMA busy_timeout')).rows[0]!)[0])).toBeGreaterThanOrEqual(5000);
    } finally {
      tx.close();
    }
  });

  it('applies every migration once and is idempotent', async () => {
    const first = await migrate(db);
    expect(first).toEqual(loadMigrations().map((m) => m.name));
    expect(await migrate(db)).toEqual([]);
    const tables = await db.execute("SELECT name FROM sqlite_master WHERE type = 'table'");
    const names = tables.rows.map((r) => String(r.name));
    for (const entity of [
      'mortgage_rates',
      'agents',
      'profiles',
      'lenders',
      'testimonials',
      'blog_posts',
      'mortgage_services',
      'products',
      'leads',
      'analytics_events',
      'agent_documents',
      'inoreader_config',
      'users',
      'sessions',
      'email_outbox',
      'rebuild_state',
      'rate_limits',
    ])
      expect(names).toContain(entity);
  });

  it('enforces foreign keys and JSON validity', async () => {
    await migrate(db);
    await expect(
      db.execute("INSERT INTO leads (id, client_name, client_email, source, agent_id) VALUES ('l1', 'A', 'a@x.test', 'website', 'no-such-agent')"),
    ).rejects.toThrow(/FOREIGN KEY/);
    await expect(db.execute("INSERT INTO agents (id, name, social_links) VALUES ('a1', 'A', 'not json')")).rejects.toThrow(/CHECK/);
  });

  it('prepares a first start: super admin from ADMIN_EMAIL/ADMIN_PASSWORD and realistic demo content', async () => {
    const lines: string[] = [];
    const env = readEnv({ ADMIN_EMAIL: 'owner@example.test', ADMIN_PASSWORD: 'owner-password' });
    await prepareDatabase(db, env, (line) => lines.push(line));
    const admin = await db.execute("SELECT u.password_hash, p.role FROM users u JOIN profiles p ON p.id = u.id WHERE u.email = 'owner@example.test'");
    expect(admin.rows[0]!.role).toBe('super_admin');
    expect(await verifyPassword('owner-password', String(admin.rows[0]!.password_hash))).toBe(true);
    expect(lines.join('\n')).not.toContain('owner-password');

    const count = async (sql: string) => Number((await db.execute(sql)).rows[0]!.n);
    expect(await count('SELECT COUNT(DISTINCT province) AS n FROM mortgage_rates')).toBe(13);
    expect(await count('SELECT COUNT(DISTINCT term) AS n FROM mortgage_rates')).toBe(4);
    expect(await count('SELECT COUNT(DISTINCT mortgage_type) AS n FROM mortgage_rates')).toBe(3);
    expect(await count('SELECT COUNT(*) AS n FROM mortgage_rates WHERE posted_rate <= our_rate')).toBe(0);
    expect(await count('SELECT COUNT(DISTINCT type) AS n FROM lenders')).toBe(2);
    expect(await count('SELECT COUNT(*) AS n FROM agents WHERE profile_slug IS NOT NULL AND is_active = 1')).toBe(3);
    expect(await count('SELECT COUNT(*) AS n FROM testimonials WHERE is_approved = 1 AND admin_id IS NOT NULL')).toBeGreaterThanOrEqual(6);
    expect(await count('SELECT COUNT(*) AS n FROM blog_posts WHERE is_published = 0')).toBeGreaterThanOrEqual(1);

    // A second start changes nothing and prints no new password.
    const again: string[] = [];
    await prepareDatabase(db, env, (line) => again.push(line));
    expect(again).toEqual([]);
    expect(await count('SELECT COUNT(*) AS n FROM agents')).toBe(3);
  });

  it('prints a generated password once when ADMIN_PASSWORD is not set, and skips the seed with SEED_DEMO=false', async () => {
    const lines: string[] = [];
    await prepareDatabase(db, readEnv({ SEED_DEMO: 'false' }), (line) => lines.push(line));
    const printed = lines
      .find((l) => l.trim().startsWith('password:'))!
      .trim()
      .slice('password:'.length)
      .trim();
    const hash = (await db.execute("SELECT password_hash FROM users WHERE email = 'admin@example.com'")).rows[0]!.password_hash;
    expect(await verifyPassword(printed, String(hash))).toBe(true);
    expect(Number((await db.execute('SELECT COUNT(*) AS n FROM agents')).rows[0]!.n)).toBe(0);
  });
});
