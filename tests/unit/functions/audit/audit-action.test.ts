import { describe, expect, it } from 'vitest';
import { auditAction, auditRecord, isSecretKey, redactSecrets } from '../../../../functions/audit/audit-action';
import { changedFields } from '../../../../src/lib/schemas/audit-log';

describe('what the audit log records', () => {
  it('records staff writes, exports and downloads in the back office areas only, and only when they succeed', () => {
    expect(auditAction('POST', '/api/admin/lenders', 201)).toBe('create');
    expect(auditAction('POST', '/api/admin/testimonials/7/approval', 200)).toBe('action');
    expect(auditAction('PATCH', '/api/admin/lenders/7', 200)).toBe('update');
    expect(auditAction('DELETE', '/api/agent/documents/7', 200)).toBe('delete');
    expect(auditAction('GET', '/api/admin/leads/export.csv', 200)).toBe('export');
    expect(auditAction('GET', '/api/admin/agents/1/documents/2/download', 200)).toBe('download');
    expect(auditAction('GET', '/api/admin/lenders', 200)).toBeNull();
    expect(auditAction('PATCH', '/api/admin/lenders/7', 400)).toBeNull();
    expect(auditAction('POST', '/api/auth/sign-in', 200)).toBeNull();
    expect(auditAction('POST', '/api/leads/contact', 201)).toBeNull();
  });

  it('names the record from the route pattern, the last parameter being its id', () => {
    expect(auditRecord('/api/admin/lenders/:id', '/api/admin/lenders/abc')).toEqual({ type: 'admin/lenders', id: 'abc' });
    expect(auditRecord('/api/admin/agents/:id/documents/:documentId/download', '/api/admin/agents/a1/documents/d%202/download')).toEqual({
      type: 'admin/agents/documents',
      id: 'd 2',
    });
    expect(auditRecord('/api/admin/leads/export.csv', '/api/admin/leads/export.csv')).toEqual({ type: 'admin/leads', id: null });
  });

  it('redacts secrets at any depth', () => {
    expect(redactSecrets({ email: 'a@b.c', password: 'x', nested: { api_token: 't', keep: 1 }, list: [{ client_secret: 's' }] })).toEqual({
      email: 'a@b.c',
      password: '[redacted]',
      nested: { api_token: '[redacted]', keep: 1 },
      list: [{ client_secret: '[redacted]' }],
    });
  });

  it('knows a secret key however it is spelled, and leaves words that only start with "key"', () => {
    for (const key of ['app_key', 'appKey', 'api-key', 'API_KEY', 'key', 'private_key', 'access_token', 'wpnonce', 'client_secret', 'Authorization']) {
      expect(isSecretKey(key), key).toBe(true);
    }
    for (const key of ['keywords', 'app_id', 'name', 'email', 'broker_code', 'status']) expect(isSecretKey(key), key).toBe(false);
    expect(redactSecrets({ app_id: 'a', app_key: 'k', seo_settings: { keywords: 'mortgage' } })).toEqual({
      app_id: 'a',
      app_key: '[redacted]',
      seo_settings: { keywords: 'mortgage' },
    });
  });

  it('lists the fields that changed', () => {
    expect(changedFields({ name: 'A', order: 1, same: true }, { name: 'B', order: 1, same: true, added: 'x' })).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'added', before: undefined, after: 'x' },
    ]);
    expect(changedFields(null, { name: 'A' })).toEqual([{ field: 'name', before: undefined, after: 'A' }]);
  });
});
