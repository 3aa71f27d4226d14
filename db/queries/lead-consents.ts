import type { Db } from '../client';
import type { ConsentRow } from './consents';

/**
 * The CASL evidence shown with a lead: the consent recorded with it, and any other consent of the same address
 * (a newsletter sign-up, a withdrawal), oldest first. Both lookups are indexed (consent_records_lead, _email).
 */
export async function listConsentsForLead(db: Db, lead: { id: string; client_email: string }): Promise<ConsentRow[]> {
  const result = await db.execute({
    sql: `SELECT id, lead_id, email, form, wording, consented_at, ip, user_agent, withdrawn_at, confirmed_at FROM consent_records WHERE lead_id = ?
          UNION
          SELECT id, lead_id, email, form, wording, consented_at, ip, user_agent, withdrawn_at, confirmed_at FROM consent_records WHERE email = lower(?)
          ORDER BY consented_at`,
    args: [lead.id, lead.client_email],
  });
  return result.rows.map((row) => ({
    id: String(row.id),
    lead_id: row.lead_id == null ? null : String(row.lead_id),
    email: String(row.email),
    form: String(row.form) as ConsentRow['form'],
    wording: String(row.wording),
    consented_at: String(row.consented_at),
    ip: row.ip == null ? null : String(row.ip),
    user_agent: row.user_agent == null ? null : String(row.user_agent),
    withdrawn_at: row.withdrawn_at == null ? null : String(row.withdrawn_at),
    confirmed_at: row.confirmed_at == null ? null : String(row.confirmed_at),
  }));
}
