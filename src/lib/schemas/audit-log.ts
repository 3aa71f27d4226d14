import { z } from 'zod';

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'export', 'download', 'action'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/**
 * Kinds of "action" the Action filter also offers by name (ADR 52): a decision on a borrower's document (accept,
 * ask for another) and a change of a borrower file's type. Stored as 'action'; told apart by their route.
 */
export const AUDIT_KINDS = ['decision', 'file_type'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** One entry of the audit log as the API answers it. */
export interface AuditEntry {
  seq: number;
  at: string;
  actor_id: string | null;
  actor_email: string;
  actor_role: string;
  ip: string;
  action: AuditAction;
  method: string;
  path: string;
  record_type: string;
  record_id: string | null;
  before: unknown;
  after: unknown;
}

const day = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-25.')
      .optional(),
  );

/** The Audit log tab's filters: a person (email, part of it), a record (type or id, part of it), a date range. */
export const auditFilterSchema = z.object({
  actor: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
  record: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
  from: day,
  to: day,
  action: z
    .enum([...AUDIT_ACTIONS, ...AUDIT_KINDS])
    .optional()
    .catch(undefined),
});
export type AuditFilters = z.output<typeof auditFilterSchema>;

/** The fields that differ between two records, with their values before and after. */
export function changedFields(before: unknown, after: unknown): { field: string; before: unknown; after: unknown }[] {
  const a = isRecord(before) ? before : {};
  const b = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field])).map((field) => ({ field, before: a[field], after: b[field] }));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
