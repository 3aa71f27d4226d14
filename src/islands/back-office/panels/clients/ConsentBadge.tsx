import { messages } from '../../../../lib/messages-staff';
import type { CaslStatus } from '../../../../lib/renewals/renewal-radar';
import { StatusBadge } from '../../kit/StatusBadge';

const m = messages.backOffice.renewals;

/**
 * A client's CASL status as the server computed it from the consent evidence (ADR 39): the same badge in the
 * Clients list and on the renewal radar, so the two tabs never disagree about one client.
 */
export function ConsentBadge({ casl }: { casl: CaslStatus }) {
  if (casl.reason === 'withdrawn') return <StatusBadge tone="danger">{m.caslWithdrawn}</StatusBadge>;
  if (casl.reason === 'implied_expired') return <StatusBadge tone="danger">{m.caslExpired(casl.until ?? '')}</StatusBadge>;
  if (casl.reason === 'no_evidence') return <StatusBadge tone="danger">{m.caslNoEvidence}</StatusBadge>;
  if (casl.reason === 'implied') return <StatusBadge tone="pending">{m.caslImplied(casl.until ?? '')}</StatusBadge>;
  return <StatusBadge tone="success">{m.caslExpress}</StatusBadge>;
}
