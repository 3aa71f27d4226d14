import type { Db } from '../../db/client';
import { insertOutboxMessage, recordOutboxAttempt } from '../../db/queries/email-outbox';
import type { Logger } from '../http/logger';
import type { Mailer, OutgoingEmail } from './mailer';
import { oneLine } from './one-line';

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  log: Logger;
  sleep?: (ms: number) => Promise<void>;
}

/** docs/product/lead-forms.md#notification: notifications get up to 3 attempts, 1000 ms apart; a failure is only logged. */
export const SEND_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 1000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type DeliveryResult = 'sent' | 'logged' | 'failed';

/**
 * Stores the message first (ADR 17), then tries to send it. Without SMTP the message stays
 * in the outbox as 'logged' for staff to read. Never throws: a failed email must not undo the lead it is about.
 */
export async function sendThroughOutbox(deps: OutboxDeps, unchecked: OutgoingEmail & { leadId?: string | null }): Promise<DeliveryResult> {
  // Headers are one line each, whoever composed the message (functions/email/one-line.ts).
  const headers = unchecked.headers ? Object.fromEntries(Object.entries(unchecked.headers).map(([k, v]) => [oneLine(k), oneLine(v)])) : undefined;
  const email = { ...unchecked, to: oneLine(unchecked.to), subject: oneLine(unchecked.subject), headers };
  const id = await insertOutboxMessage(deps.db, email);
  if (!deps.mailer.configured) {
    await recordOutboxAttempt(deps.db, id, { status: 'logged' });
    deps.log.info('email kept in outbox (no SMTP configured)', { outboxId: id, to: email.to, subject: email.subject });
    return 'logged';
  }
  const sleep = deps.sleep ?? defaultSleep;
  for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt++) {
    try {
      await deps.mailer.send(email);
      await recordOutboxAttempt(deps.db, id, { status: 'sent' });
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const last = attempt === SEND_ATTEMPTS;
      await recordOutboxAttempt(deps.db, id, { status: last ? 'failed' : 'pending', error: reason }).catch(() => {});
      deps.log.warn('email send failed', { outboxId: id, attempt, error: reason });
      if (!last) await sleep(RETRY_DELAY_MS);
    }
  }
  return 'failed';
}
