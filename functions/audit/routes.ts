import { Hono } from 'hono';
import type { z } from 'zod';
import { exportAuditEntries, listAuditEntries } from '../../db/queries/audit-log';
import { type AuditEntry, auditFilterSchema } from '../../src/lib/schemas/audit-log';
import { LIST_PAGE_SIZE, listPageQuerySchema } from '../../src/lib/schemas/list-page';
import type { AppDeps, AppEnv } from '../deps';
import { staffOnly } from '../auth/staff';
import { queryInput } from '../http/typed-input';
import { readQuery } from '../http/validate';
import { csvCell } from '../lead-desk/csv';

/** The list's and the export's filters (auditFilterSchema), as the typed client sends them. */
type AuditQuery = { [K in keyof z.input<typeof auditFilterSchema>]?: string };

const CSV_COLUMNS = ['at', 'actor_email', 'actor_role', 'ip', 'action', 'method', 'path', 'record_type', 'record_id', 'before', 'after'] as const;

const csvRow = (entry: AuditEntry) =>
  [
    entry.at,
    entry.actor_email,
    entry.actor_role,
    entry.ip,
    entry.action,
    entry.method,
    entry.path,
    entry.record_type,
    entry.record_id,
    json(entry.before),
    json(entry.after),
  ]
    .map(csvCell)
    .join(',');
const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/**
 * The audit log, read-only (ADR 26): the super admin lists it (filtered by person, record, action and dates, 50 a
 * page) and exports it as CSV. There is no route that changes or removes an entry; the table refuses it as well.
 */
export function auditRoutes(deps: AppDeps) {
  const superAdmin = staffOnly('super_admin');

  return new Hono<AppEnv>()
    .get('/', superAdmin, queryInput<AuditQuery & { page?: string }>(), async (c) => {
      const filters = readQuery(c, auditFilterSchema);
      const { page } = readQuery(c, listPageQuerySchema);
      const { items, total } = await listAuditEntries(deps.db, filters, page);
      return c.json({ items, total, page, page_size: LIST_PAGE_SIZE });
    })
    .get('/export.csv', superAdmin, queryInput<AuditQuery>(), async (c) => {
      const filters = readQuery(c, auditFilterSchema);
      const batches = exportAuditEntries(deps.db, filters);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(encoder.encode(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`)),
        async pull(controller) {
          const next = await batches.next();
          if (next.done) return controller.close();
          controller.enqueue(encoder.encode(next.value.map((entry) => `${csvRow(entry)}\r\n`).join('')));
        },
        cancel: async () => void (await batches.return(undefined)),
      });
      const day = deps.now().toISOString().slice(0, 10);
      return new Response(body, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="audit-log-${day}.csv"`,
          'Cache-Control': 'no-store',
        },
      });
    });
}
