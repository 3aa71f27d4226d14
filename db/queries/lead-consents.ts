import type { Db } from '../client';
import { CONSENT_COLUMNS, type ConsentRow, toConsentRow } from './consents';

/**
 * The CASL evidence shown with a lead: the consent recorded with it, and any other consent of the same address
 * (a newsletter sign-up, a withdrawal), oldest first. Both lookups are indexed (consent_records_lead, _email).
 */
export async function listConsentsForLead(db: Db, lead: { id: string; client_email: string }): Promise<ConsentRow[]> {
  const result = await db.execute({
    sql: `SELECT ${CONSENT_COLUMNS} FROM consent_records WHERE lead_id = ?
          UNION
          SELECT ${CONSENT_COLUMNS} FROM consent_records WHERE email = lower(?)
          ORDER BY consented_at`,
    args: [lead.id, lead.client_email],
  });
  return result.rows.map(toConsentRow);
}
