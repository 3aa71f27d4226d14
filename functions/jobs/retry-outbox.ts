import { listRetryableOutbox } from '../../db/queries/email-outbox';
import { singleFlight } from '../shared/single-flight';
import type { AppDeps } from '../deps';
import { redeliverOutboxMessage } from '../email/redeliver';

/** Every 10 minutes (functions/jobs/schedule.ts). */
export const OUTBOX_RETRY_MINUTES = 10;
/** With the 3 attempts of the first send, a message is tried for about two hours before staff must resend it. */
export const OUTBOX_MAX_ATTEMPTS = 15;
/** A pending message younger than this may still be in its first sender's hands (3 attempts, 1 s apart). */
export const OUTBOX_SETTLE_MS = 2 * 60_000;
const BATCH = 50;

const flight = singleFlight<RetryOutboxResult>();

export interface RetryOutboxResult {
  tried: number;
  sent: number;
  failed: number;
  skipped: number;
}

/**
 * Sends again every failed or stuck notification (ADRs 17 and 20): a lead is never lost because
 * mail failed. Single-flight in this process; across hosts each message's claim keeps two runs from sending it twice.
 * Without SMTP there is nothing to retry: messages stay 'logged' in the outbox for staff.
 */
export function retryOutbox(deps: AppDeps): Promise<RetryOutboxResult> {
  return flight.run('retry-outbox', async () => {
    const result: RetryOutboxResult = { tried: 0, sent: 0, failed: 0, skipped: 0 };
    if (!deps.mailer.configured) return result;
    const settledBefore = new Date(deps.now().getTime() - OUTBOX_SETTLE_MS).toISOString();
    const ids = await listRetryableOutbox(deps.db, { settledBefore, maxAttempts: OUTBOX_MAX_ATTEMPTS, limit: BATCH });
    for (const id of ids) {
      result.tried++;
      const outcome = await redeliverOutboxMessage(deps, id);
      if (outcome === 'sent') result.sent++;
      else if (outcome === 'failed') result.failed++;
      else result.skipped++;
    }
    return result;
  });
}
