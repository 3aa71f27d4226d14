import { appendAuditEntry } from '../../db/queries/audit-log';
import { anonymiseLeadsInactiveSince } from '../../db/queries/personal-data';
import { findFilesOfErasedLeads } from '../../db/queries/personal-data-borrower';
import { forgetBorrowerFiles } from '../borrower/forget-files';
import type { AppDeps } from '../deps';

/**
 * The retention job (ADR 27): leads with no activity for RETENTION_YEARS (default 6, the record-keeping period of a
 * brokerage file) are anonymised, keeping a tombstone, with the emails, alliance reply and audit details about them. What it did is returned (the scheduler logs it) and appended
 * to the audit log as the system's own action.
 */
export async function anonymiseStaleLeads(
  deps: Pick<AppDeps, 'db' | 'env' | 'now' | 'storage' | 'log'>,
): Promise<{ cutoff: string; leads: number; emails: number; audit_entries: number; borrower_files: number }> {
  const now = deps.now();
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - deps.env.RETENTION_YEARS);
  const done = await anonymiseLeadsInactiveSince(deps.db, cutoff);
  // A closed file goes with its lead: an anonymised lead keeps no borrower file, documents or messages (ADR 52).
  const files = await forgetBorrowerFiles(deps, await findFilesOfErasedLeads(deps.db));
  const report = { cutoff: cutoff.toISOString(), ...done, borrower_files: files.files };
  if (done.leads > 0 || done.emails > 0 || done.audit_entries > 0 || files.files > 0) {
    await appendAuditEntry(deps.db, {
      actor_id: null,
      actor_email: 'system',
      actor_role: 'system',
      ip: '',
      action: 'action',
      method: 'JOB',
      path: 'anonymise-stale-leads',
      record_type: 'leads',
      record_id: null,
      before: null,
      after: report,
    });
  }
  return report;
}
