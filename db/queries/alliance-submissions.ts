import type { InStatement } from '@libsql/client';
import type { Db } from '../client';
import { whenLeadExists } from './leads';

export type AllianceOutcome = 'pending' | 'submitted' | 'failed' | 'skipped';

/** For `insertLead`'s transaction: the contact lead's alliance row, 'skipped' or 'pending' from the start. */
export function allianceRowWithNewLead(leadId: string, outcome: 'pending' | 'skipped'): InStatement {
  return {
    sql: `INSERT INTO alliance_submissions (lead_id, outcome) SELECT ?, ? ${whenLeadExists}`,
    args: [leadId, outcome, leadId],
  };
}

export async function recordAllianceOutcome(
  db: Db,
  leadId: string,
  outcome: { outcome: Exclude<AllianceOutcome, 'pending'>; httpStatus?: number | null; detail?: string | null },
): Promise<void> {
  await db.execute({
    sql: `UPDATE alliance_submissions SET outcome = ?, http_status = ?, detail = ?,
          updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE lead_id = ?`,
    args: [outcome.outcome, outcome.httpStatus ?? null, outcome.detail?.slice(0, 1000) ?? null, leadId],
  });
}

export async function findAllianceOutcome(db: Db, leadId: string): Promise<AllianceOutcome | null> {
  const result = await db.execute({ sql: 'SELECT outcome FROM alliance_submissions WHERE lead_id = ?', args: [leadId] });
  return result.rows[0] ? (String(result.rows[0].outcome) as AllianceOutcome) : null;
}
