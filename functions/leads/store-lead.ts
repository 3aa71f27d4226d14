import type { InStatement } from '@libsql/client';
import type { Db } from '../../db/client';
import { findLeadByIdempotencyKey, insertLead, type LeadRow, type NewLead } from '../../db/queries/leads';

export type StoredLead = { created: true; leadId: string } | { created: false; existing: LeadRow | null };

/** The stored key: the form's name then the island's key, so a key can only ever replay its own form. */
export function scopedKey(form: string, key: string): string {
  return `${form}:${key}`;
}

/**
 * Step (a), before anything else can fail: the lead and its companions (consent, alliance row) in one write
 * transaction. A replayed key finds the first lead instead; `findOther` covers other uniqueness (newsletter).
 */
export async function storeLead(db: Db, lead: NewLead, companions: InStatement[], findOther?: () => Promise<LeadRow | null>): Promise<StoredLead> {
  const { created } = await insertLead(db, lead, companions);
  if (created) return { created: true, leadId: lead.id };
  const existing = (await findLeadByIdempotencyKey(db, lead.idempotency_key)) ?? (findOther ? await findOther() : null);
  return { created: false, existing };
}
