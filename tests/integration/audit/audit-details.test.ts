import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasedEmail } from '../../../db/queries/personal-data';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller, type SignedIn, signIn } from '../agents/support';

/** What an audit entry's details hold (ADR 26): no secret in any spelling, and a privacy export's subject. */
describe('audit entry details', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let owner: SignedIn;
  const lastEntry = async (path: string) =>
    (await api.db.execute({ sql: 'SELECT record_id, before_json, after_json FROM audit_log WHERE path = ? ORDER BY seq DESC LIMIT 1', args: [path] })).rows[0]!;

  beforeAll(async () => {
    api = await startTestApi();
    call = caller(api);
    owner = await signIn(api, 'super_admin', 'Olive Owner');
  });
  afterAll(() => api.close());

  it('keeps the Inoreader app key and tokens out of the log, whichever route they were sent to', async () => {
    const config = { app_id: 'app-1001', app_key: 'APPKEY-in-clear-4242', access_token: 'TOKEN-in-clear-4242', user_id: '1001' };
    expect((await call('PUT', '/api/admin/inoreader/config', owner.cookie, config)).status).toBe(200);
    expect((await call('POST', '/api/admin/inoreader/authorize', owner.cookie, { app_id: 'app-1002', app_key: 'OTHERKEY-in-clear-4242' })).status).toBe(200);
    for (const path of ['/api/admin/inoreader/config', '/api/admin/inoreader/authorize']) {
      const entry = await lastEntry(path);
      const text = `${entry.before_json} ${entry.after_json}`;
      expect(text, path).not.toMatch(/in-clear-4242/);
      expect(text, path).toContain('[redacted]');
    }
    // What is not secret stays readable.
    expect(JSON.parse(String((await lastEntry('/api/admin/inoreader/authorize')).after_json))).toMatchObject({ app_id: 'app-1002' });
  });

  it('records whose data a privacy export was, in a form an erasure of that person redacts', async () => {
    const address = 'pia.subject@example.test';
    expect((await call('GET', `/api/admin/privacy/export.json?email=${encodeURIComponent(' Pia.Subject@Example.test')}`, owner.cookie)).status).toBe(200);
    const exported = await lastEntry('/api/admin/privacy/export.json');
    expect(exported.record_id).toBe(erasedEmail(address));
    expect(JSON.parse(String(exported.after_json))).toMatchObject({ subject: address });
    // The audit tab finds it by the subject's fingerprint.
    const listed = await call('GET', `/api/admin/audit?record=${encodeURIComponent(erasedEmail(address))}`, owner.cookie);
    expect(listed.body.items).toEqual([expect.objectContaining({ action: 'export', record_id: erasedEmail(address) })]);

    expect((await call('POST', '/api/admin/privacy/erase', owner.cookie, { email: address, confirm: address })).status).toBe(200);
    const after = (await api.db.execute({ sql: `SELECT record_id, after_json FROM audit_log WHERE path = '/api/admin/privacy/export.json'` })).rows[0]!;
    expect(after.record_id).toBe(erasedEmail(address));
    expect(JSON.parse(String(after.after_json))).toMatchObject({ subject: '[erased]' });
    const erase = await lastEntry('/api/admin/privacy/erase');
    expect(erase.record_id).toBe(erasedEmail(address));
    expect(String(erase.after_json)).not.toContain(address);
  });

  it("records an agent's own profile as it was, so a bio-only save shows only the bio as changed", async () => {
    const agent = await signIn(api, 'agent', 'Bea Biographer');
    const before = (await call('GET', '/api/agent/profile', agent.cookie)).body.item;
    const saved = await call('PATCH', '/api/agent/profile', agent.cookie, { bio: 'Twenty years of Ontario mortgages.', version: before.version });
    expect(saved.status).toBe(200);
    const entry = await lastEntry('/api/agent/profile');
    const was = JSON.parse(String(entry.before_json));
    const now = JSON.parse(String(entry.after_json));
    expect(was).toMatchObject({ id: agent.agentId, name: before.name, bio: before.bio });
    const changed = Object.keys(now).filter(
      (key) => !['version', 'updated_at', 'updated_by', 'updated_by_name'].includes(key) && JSON.stringify(was[key]) !== JSON.stringify(now[key]),
    );
    expect(changed).toEqual(['bio']);
  });
});
