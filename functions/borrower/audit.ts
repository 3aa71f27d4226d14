import type { Context } from 'hono';
import { appendAuditEntry } from '../../db/queries/audit-log';
import type { AppDeps } from '../deps';
import { clientIp } from '../http/client-ip';

/**
 * A borrower's upload or message in the audit log (ADR 26, ADR 52): staff writes are recorded by the middleware; the
 * borrower is not staff, so their routes record here. The actor is named by the file (`borrower:{file id}`), never by
 * the address, and the details hold sizes and types only: the append-only log then keeps nothing an erasure must
 * take back (ADR 27).
 */
export async function auditBorrowerAction(
  deps: AppDeps,
  c: Context,
  entry: { fileId: string; recordType: string; recordId: string; after: unknown },
): Promise<void> {
  try {
    await appendAuditEntry(deps.db, {
      actor_id: null,
      actor_email: `borrower:${entry.fileId}`,
      actor_role: 'borrower',
      ip: clientIp(c, deps.env),
      action: 'create',
      method: c.req.method,
      path: c.req.path,
      record_type: entry.recordType,
      record_id: entry.recordId,
      before: null,
      after: entry.after,
    });
  } catch (error) {
    deps.log.error('audit entry not recorded', { path: c.req.path, error: String(error) });
  }
}
