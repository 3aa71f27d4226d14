import { startTestApi } from '../../helpers/test-api';
import { caller, signIn } from '../agents/support';

/** An API whose lead forms take every test's posts, with the super admin and an agent signed in: an erasure's set-up. */
export async function startWithOwnerAndAgent() {
  const api = await startTestApi({ env: { LEAD_FORM_LIMIT_PER_IP: '1000' } });
  return { api, call: caller(api), owner: await signIn(api, 'super_admin', 'Olive Owner'), agent: await signIn(api, 'agent', 'Andy Agent') };
}

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
