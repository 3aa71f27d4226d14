import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../../db/client';
import { loadMigrations, migrate } from '../../../db/migrate';
import { emailHash, isSuppressed } from '../../../db/queries/email-suppressions';

/** Migration 0018 copies the withdrawals made before the suppression list existed (ADR 39), keyed by SHA-256. */
describe('suppression list backfill', () => {
  let dir: string;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'backfill-'));
    db = await createDb({ url: `file:${join(dir, 'site.db')}` });
    await migrate(
      db,
      loadMigrations().filter((m) => m.version < 18),
    );
    await db.batch(
      [
        `INSERT INTO consent_records (id, email, form, wording, consented_at, withdrawn_at) VALUES ('c1', 'news@example.test', 'newsletter', 'w', '2026-01-01', '2026-02-01')`,
        `INSERT INTO consent_records (id, email, form, wording, consented_at) VALUES ('c2', 'still@example.test', 'newsletter', 'w', '2026-01-01')`,
        `INSERT INTO rate_alerts (id, email, province, term_years, rate_type, status, confirm_token_hash, unsubscribe_token_hash, unsubscribed_at)
         VALUES ('a1', 'Alert@Example.test', 'Ontario', 5, 'fixed', 'unsubscribed', 'c', 'u', '2026-03-01')`,
        `INSERT INTO client_mortgages (id, client_name, client_email, lender, balance, rate, rate_type, term_years, maturity_date, casl_basis, casl_date, casl_withdrawn_at)
         VALUES ('m1', 'Cli', 'client@example.test', 'Bank', 1, 5, 'fixed', 5, '2027-01-01', 'implied', '2025-01-01', '2026-04-01')`,
      ],
      'write',
    );
    await migrate(db);
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('suppresses every address withdrawn before, and no other; only hashes are kept', async () => {
    for (const email of ['news@example.test', 'alert@example.test', 'client@example.test']) expect(await isSuppressed(db, email)).toBe(true);
    expect(await isSuppressed(db, 'still@example.test')).toBe(false);
    const rows = (await db.execute('SELECT email_hash, source FROM email_suppressions ORDER BY source')).rows.map((r) => ({ ...r }));
    expect(rows).toEqual(
      expect.arrayContaining([
        { email_hash: emailHash('client@example.test'), source: 'client_record' },
        { email_hash: emailHash('news@example.test'), source: 'newsletter' },
        { email_hash: emailHash('alert@example.test'), source: 'rate_alert' },
      ]),
    );
    expect(rows).toHaveLength(3);
  });
});
