import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { appendAuditEntry } from '../../db/queries/audit-log';
import { STAFF_ROLES } from '../auth/guard';
import type { AppDeps, AppEnv } from '../deps';
import { clientIp } from '../http/client-ip';
import { auditAction, auditRecord, redactSecrets } from './audit-action';

/**
 * Records every staff write, export and document download in the append-only audit log (ADR 26): who (id, email,
 * role), when, from which address, which route and record, and the record before (when the route set
 * `auditBefore`) and after (the answer's `item`, else the JSON that was sent, secrets redacted; a route whose record is not in
 * its path, such as a privacy export, names it with `auditSubject`). The person's
 * answer is never held back by the log: a failure to record is logged as an error for the operator.
 */
export function recordStaffActions(deps: Pick<AppDeps, 'db' | 'env' | 'log'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const user = c.get('user');
    if (!user || !(STAFF_ROLES as readonly string[]).includes(user.role)) return;
    const action = auditAction(c.req.method, c.req.path, c.res.status);
    if (!action) return;
    try {
      // The route that answered (after next(), Hono's route index rests on it), not the last one that matched.
      const record = auditRecord(routePath(c), c.req.path);
      const answer = await jsonOf(c.res);
      const item = answer && typeof answer === 'object' && 'item' in answer ? (answer as { item: unknown }).item : undefined;
      const sent = action === 'create' || action === 'update' || action === 'action' ? await sentJson(c.req) : undefined;
      const subject = c.get('auditSubject');
      const after = subject ? subject.details : action === 'delete' || action === 'export' || action === 'download' ? null : (item ?? sent ?? answer ?? null);
      const itemId = item && typeof item === 'object' && 'id' in item ? String((item as { id: unknown }).id) : null;
      await appendAuditEntry(deps.db, {
        actor_id: user.id,
        actor_email: user.email,
        actor_role: user.role,
        ip: clientIp(c, deps.env),
        action,
        method: c.req.method,
        path: c.req.path,
        record_type: record.type,
        record_id: subject?.id ?? record.id ?? itemId,
        before: redactSecrets(c.get('auditBefore') ?? null),
        after: redactSecrets(after),
      });
    } catch (error) {
      deps.log.error('audit entry not recorded', { path: c.req.path, error: String(error) });
    }
  };
}

async function jsonOf(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  return response
    .clone()
    .json()
    .catch(() => undefined);
}

async function sentJson(request: { header: (name: string) => string | undefined; json: () => Promise<unknown> }): Promise<unknown> {
  if (!request.header('content-type')?.includes('application/json')) return undefined;
  return request.json().catch(() => undefined);
}
