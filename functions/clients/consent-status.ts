import type { Db } from '../../db/client';
import { confirmedConsentAmong } from '../../db/queries/consents';
import { suppressedAmong } from '../../db/queries/email-suppressions';
import { type CaslStatus, caslStatus } from '../../src/lib/renewals/renewal-radar';
import type { CaslBasis } from '../../src/lib/schemas/client-mortgages';

type ConsentFields = { client_email: string; casl_basis: CaslBasis; casl_date: string; casl_withdrawn_at: string | null };

/**
 * The one CASL status of each client (ADR 29, ADR 39), for the Clients list and the renewal radar alike: the typed
 * basis read against the evidence (a confirmed consent on record, the suppression list), so a client imported as
 * "express" without that evidence shows the same "No consent evidence" in both tabs.
 */
export async function consentStatuses(db: Db, rows: readonly ConsentFields[], today: string): Promise<CaslStatus[]> {
  const emails = [...new Set(rows.map((row) => row.client_email.toLowerCase()))];
  const [confirmed, suppressed] = await Promise.all([confirmedConsentAmong(db, emails), suppressedAmong(db, emails)]);
  return rows.map((row) => {
    const email = row.client_email.toLowerCase();
    return caslStatus(row, today, { confirmedConsent: confirmed.has(email), suppressed: suppressed.has(email) });
  });
}
