import { renewalMessages } from '../messages-renewals';
import { z } from './zod';
import type { CaslStatus, RenewalQuote, RenewalWindow } from '../renewals/renewal-radar';
import type { ClientMortgageRow } from './client-mortgages';

/** One mortgage on the radar as GET /renewals answers it (ADR 29). */
export interface RenewalRadarItem {
  mortgage: ClientMortgageRow;
  days: number;
  window: RenewalWindow;
  /** Null when no rate of the mortgage's type is published for its province. */
  quote: RenewalQuote | null;
  casl: CaslStatus;
  last_email_at: string | null;
}

export interface RenewalRadarGroup {
  window: RenewalWindow;
  items: RenewalRadarItem[];
}

export interface RenewalRadarResponse {
  /** Toronto calendar day the radar was computed for. */
  today: string;
  /** Newest rate the figures used (ISO), or null when there are no rates. */
  rates_as_of: string | null;
  groups: RenewalRadarGroup[];
  total: number;
}

/** A client who entered a renewal window, until the agent dismisses it (GET /renewals/reminders). */
export interface OpenReminder {
  mortgage_id: string;
  window_days: number;
  client_name: string;
  maturity_date: string;
  created_at: string;
}

/** POST /renewals/:id/email: the send is refused unless the caller confirmed it (the panel's dialog, ADR 39). */
export const renewalEmailSendSchema = z.object({
  confirm: z.literal(true, { error: renewalMessages.confirmRequired }),
});
