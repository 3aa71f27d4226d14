import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAuditEntry, redactAuditEntryStatements } from '../../db/queries/audit-log';
import { startTestApi, type TestApi } from '../helpers/test-api';

/**
 * The audit log against a console session with the application's own database rights (ADR 26): no data statement
 * (UPDATE, DELETE, INSERT OR REPLACE, REPLACE, UPSERT, UPDATE OR REPLACE) changes or removes an entry, except the one
 * sanctioned redaction, which must first append a redaction row naming the entry and may change only its details.
 */
describe('the audit log is append-only against every data statement', () => {
  let api: TestApi;
  const row = (seq: number) => api.db.execute({ sql: 'SELECT * FROM audit_log WHERE seq = ?', args: [seq] }).then((result) => ({ ...result.rows[0] }));
  const entry = (after: unknown) => ({
    actor_id: 'u1',
    actor_email: 'olive@example.test',
    actor_role: 'super_admin',
    ip: '127.0.0.1',
    action: 'update' as const,
    method: 'PATCH',
    path: '/api/admin/leads/l1',
    record_type: 'admin/leads',
    record_id: 'l1',
    before: null,
    after,
  });
  const COLUMNS = 'actor_id, actor_email, actor_role, ip, action, method, path, record_type, record_id, before_json, after_json';
  const forged = `'u2', 'mallory@example.test', 'super_admin', '', 'create', 'POST', '/forged', 'forged', NULL, NULL, '{"forged":true}'`;

  beforeAll(async () => {
    api = await startTestApi();
    await appendAuditEntry(api.db, entry({ status: 'contacted', email: 'pia@example.test' }));
    await appendAuditEntry(api.db, entry({ status: 'qualified' }));
  });
  afterAll(() => api.close());

  it('refuses REPLACE, UPSERT and an entry slipped in below the newest, and keeps every entry as it was', async () => {
    const before = [await row(1), await row(2)];
    const attempts = [
      `INSERT OR REPLACE INTO audit_log (seq, ${COLUMNS}) VALUES (1, ${forged})`,
      `REPLACE INTO audit_log (seq, ${COLUMNS}) VALUES (2, ${forged})`,
      `INSERT INTO audit_log (seq, ${COLUMNS}) VALUES (1, ${forged}) ON CONFLICT (seq) DO UPDATE SET actor_email = excluded.actor_email`,
      `INSERT INTO audit_log (seq, ${COLUMNS}) VALUES (1, ${forged}) ON CONFLICT DO NOTHING`,
      'UPDATE OR REPLACE audit_log SET seq = 1 WHERE seq = 2',
      `UPDATE audit_log SET after_json = '{"status":"new"}' WHERE seq = 1`,
      'DELETE FROM audit_log WHERE seq = 2',
    ];
    for (const sql of attempts) await expect(api.db.execute(sql), sql).rejects.toThrow(/append-only/);
    // recursive_triggers on or off makes no difference: the refusal comes before any delete.
    await api.db.execute('PRAGMA recursive_triggers = ON');
    await expect(api.db.execute(attempts[0]!)).rejects.toThrow(/append-only/);
    expect([await row(1), await row(2)]).toEqual(before);
    expect(Number((await api.db.execute('SELECT count(*) AS n FROM audit_log')).rows[0]!.n)).toBe(2);
  });

  it('lets a redaction change only the details, once per redaction row, and keeps the redaction rows append-only', async () => {
    const original = await row(1);
    // Without a redaction row of this entry, even the details cannot change.
    await expect(api.db.execute(`UPDATE audit_log SET after_json = '{}', redaction_id = 999 WHERE seq = 1`)).rejects.toThrow(/append-only/);
    const statements = redactAuditEntryStatements(
      { seq: 1, before_json: null, after_json: '{"status":"contacted","email":"[erased]"}' },
      'erasure',
      'erased:abc',
    );
    await api.db.batch(statements, 'write');
    const redacted = await row(1);
    expect(redacted).toMatchObject({ ...original, after_json: '{"status":"contacted","email":"[erased]"}', redaction_id: 1 });
    // The same redaction row does not allow a second change, nor a change of who or when.
    await expect(api.db.execute(`UPDATE audit_log SET after_json = '{"status":"forged"}' WHERE seq = 1`)).rejects.toThrow(/append-only/);
    await api.db.execute(`INSERT INTO audit_redactions (audit_seq, reason, subject) VALUES (1, 'erasure', 'erased:abc')`);
    await expect(api.db.execute(`UPDATE audit_log SET actor_email = 'mallory@example.test', redaction_id = 2 WHERE seq = 1`)).rejects.toThrow(/append-only/);
    // A redaction row of another entry does not open this one.
    await api.db.execute(`INSERT INTO audit_redactions (audit_seq, reason, subject) VALUES (2, 'erasure', 'erased:abc')`);
    await expect(api.db.execute(`UPDATE audit_log SET after_json = '{}', redaction_id = 3 WHERE seq = 1`)).rejects.toThrow(/append-only/);
    // The redaction rows themselves cannot be changed, removed, replaced, or made for an entry that does not exist.
    for (const sql of [
      `UPDATE audit_redactions SET subject = 'x' WHERE id = 1`,
      'DELETE FROM audit_redactions',
      `INSERT OR REPLACE INTO audit_redactions (id, audit_seq, reason, subject) VALUES (1, 2, 'erasure', 'x')`,
      `INSERT INTO audit_redactions (audit_seq, reason, subject) VALUES (99, 'erasure', 'x')`,
    ]) {
      await expect(api.db.execute(sql), sql).rejects.toThrow(/append-only/);
    }
    expect(await row(1)).toEqual(redacted);
  });
});
