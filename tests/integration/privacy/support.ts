/** The access export's counts for an address nothing is held about any more (after an erasure, ADR 27). */
export const NOTHING_HELD = {
  leads: 0,
  consents: 0,
  emails_sent: 0,
  rate_alerts: 0,
  client_mortgages: 0,
  documents: 0,
  audit_entries: 0,
  privacy_requests: 0,
  borrower_files: 0,
};
