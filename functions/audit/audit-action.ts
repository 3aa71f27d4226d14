import type { AuditAction } from '../../src/lib/schemas/audit-log';

/** The back office's own API areas: what staff do there is recorded (ADR 26). */
const AUDITED_AREAS = ['/api/admin/', '/api/agent/', '/api/uploads/'];
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a staff request did, for the audit log, or null when it is not recorded (a read, a failure, a public or
 * sign-in route). Exports (`….csv`, `….json`) and document downloads are recorded although they are reads: they are how
 * personal data leaves the system.
 */
export function auditAction(method: string, path: string, status: number): AuditAction | null {
  if (status >= 400 || !AUDITED_AREAS.some((area) => path.startsWith(area))) return null;
  if (method === 'GET') {
    if (path.endsWith('.csv') || path.endsWith('.json')) return 'export';
    if (path.endsWith('/download')) return 'download';
    return null;
  }
  if (!WRITES.has(method)) return null;
  if (method === 'DELETE') return 'delete';
  if (method === 'PATCH' || method === 'PUT') return 'update';
  // A POST that made a record answers 201; other POSTs are actions (approve, resend, scrape, upload).
  return status === 201 ? 'create' : 'action';
}

/**
 * The record a route acts on, from its pattern and the real path: `/api/admin/lenders/:id` and
 * `/api/admin/lenders/7` give `admin/lenders` and `7`. The last parameter is the record's id.
 */
export function auditRecord(pattern: string, path: string): { type: string; id: string | null } {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  const type: string[] = [];
  let id: string | null = null;
  patternParts.forEach((part, index) => {
    if (part.startsWith(':')) id = decodeURIComponent(pathParts[index] ?? '');
    else if (part !== 'api' && part !== '*' && part !== 'download' && !/\.(csv|json)$/.test(part)) type.push(part);
  });
  return { type: type.join('/') || path, id };
}

const SECRET_WORDS = /password|passwd|passphrase|token|secret|hash|credential|cookie|authorization|signature|nonce/;

/**
 * Whether a key names a secret, however it is spelled (`app_key`, `appKey`, `api-key`, `key`, `client_secret`): the
 * key is compared without case or separators, and any name ending in "key" counts (an Inoreader app key, an API
 * key, an idempotency key), while words that merely start with it (`keywords`) do not.
 */
export function isSecretKey(key: string): boolean {
  const bare = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_WORDS.test(bare) || bare.endsWith('key') || bare.endsWith('keys');
}

/** A copy with secrets replaced (a password typed into a form, an app key or a token never reaches the log). */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, isSecretKey(key) ? '[redacted]' : redactSecrets(inner, depth + 1)]));
}
