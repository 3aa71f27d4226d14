import { claimOutboxMessage, type OutboxMessage, outboxHeaders, recordOutboxAttempt, releaseOutboxClaim } from '../../db/queries/email-outbox';
import { isSuppressed } from '../../db/queries/email-suppressions';
import type { OutboxDeps } from './outbox';

/** How long one delivery attempt may hold a message before another sender may take it (a crashed host's claim lapses). */
export const CLAIM_MS = 2 * 60_000;

export type RedeliveryResult = 'sent' | 'failed' | 'busy' | 'missing' | 'not_configured' | 'suppressed';

/**
 * A commercial email (ADR 39): it carries a List-Unsubscribe header (renewal, newsletter welcome, rate alerts), or it
 * asks to confirm a newsletter or rate-alert sign-up (confirming one would lift the suppression).
 */
export function isCommercialMessage(message: Pick<OutboxMessage, 'headers_json' | 'text_body'>): boolean {
  const headers = outboxHeaders(message) ?? {};
  if (Object.keys(headers).some((name) => name.toLowerCase() === 'list-unsubscribe')) return true;
  return /\/(?:newsletter|rate-alerts)\/confirm\?token=/.test(message.text_body);
}

/**
 * One more delivery attempt of a stored message (the admin's resend, the retry job). The claim makes it single-flight
 * across requests, jobs and hosts; the attempt is recorded either way, and nothing here throws.
 */
export async function redeliverOutboxMessage(deps: OutboxDeps & { now: () => Date }, id: string): Promise<RedeliveryResult> {
  if (!deps.mailer.configured) return 'not_configured';
  const now = deps.now();
  const message = await claimOutboxMessage(deps.db, id, now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString());
  if (!message) return (await exists(deps, id)) ? 'busy' : 'missing';
  // The suppression list is read again at every attempt (resend or retry): a withdrawal made since the message was
  // queued stops it, and no staff resend gets past it (ADR 39). The attempt is recorded, so the retry job stops.
  if (isCommercialMessage(message) && (await isSuppressed(deps.db, message.to_address))) {
    await recordOutboxAttempt(deps.db, id, { status: 'failed', error: 'not sent: the address is on the suppression list' }).catch(() => {});
    await releaseOutboxClaim(deps.db, id).catch(() => {});
    deps.log.info('outbox message to a suppressed address not redelivered', { outboxId: id });
    return 'suppressed';
  }
  try {
    await deps.mailer.send({ to: message.to_address, subject: message.subject, text: message.text_body, headers: outboxHeaders(message) });
    await recordOutboxAttempt(deps.db, id, { status: 'sent' });
    deps.log.info('outbox message redelivered', { outboxId: id });
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await recordOutboxAttempt(deps.db, id, { status: 'failed', error: reason }).catch(() => {});
    deps.log.warn('outbox redelivery failed', { outboxId: id, error: reason });
    return 'failed';
  } finally {
    await releaseOutboxClaim(deps.db, id).catch(() => {});
  }
}

async function exists(deps: OutboxDeps, id: string): Promise<boolean> {
  const result = await deps.db.execute({ sql: 'SELECT 1 FROM email_outbox WHERE id = ?', args: [id] });
  return result.rows.length > 0;
}
