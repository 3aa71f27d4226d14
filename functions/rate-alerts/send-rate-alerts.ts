import { newId } from '../../db/client';
import { suppressedAmong } from '../../db/queries/email-suppressions';
import { fillMissingBaselines, listAlertsDue, loadBestActiveRates, queueAlertEmails, type QueuedAlertEmail } from '../../db/queries/rate-alert-sends';
import { alertMatches } from '../../src/lib/rate-alerts/best-rates';
import { isoWeekKey } from '../../src/lib/rate-alerts/week-key';
import type { AppDeps } from '../deps';
import { redeliverOutboxMessage } from '../email/redeliver';
import { newUnsubscribeToken } from '../leads/consent';
import { alertEmail } from './alert-emails';
import { singleFlight } from '../shared/single-flight';
import { torontoToday } from '../shared/toronto-time';

/** Alerts queued per transaction: small enough to keep the write lock short, large enough to be fast. */
export const ALERT_BATCH = 500;

export interface SendRateAlertsResult {
  week: string;
  due: number;
  queued: number;
  delivered: number;
}

export interface SendRateAlertsOptions {
  batchSize?: number;
  /** Called after each committed batch with the number queued so far (the crash test throws here). */
  afterBatch?: (queued: number) => void | Promise<void>;
}

const flight = singleFlight<SendRateAlertsResult>();

/**
 * send-rate-alerts (ADR 24), run right after each rates refresh: every active alert the current best rate meets
 * gets one email this ISO week (Toronto calendar). Matching is one statement; each batch of emails is queued with
 * its send rows in one transaction, so a crash half-way and a re-run still email each alert once. Without SMTP the
 * emails stay in the outbox as 'logged' (ADR 17); with SMTP each is delivered under its outbox claim, and the outbox
 * retry job picks up any the run did not finish.
 */
export function sendRateAlerts(deps: AppDeps, options: SendRateAlertsOptions = {}): Promise<SendRateAlertsResult> {
  return flight.run('send-rate-alerts', async () => {
    const now = deps.now();
    const week = isoWeekKey(torontoToday(now));
    const best = await loadBestActiveRates(deps.db);
    await fillMissingBaselines(deps.db, best);
    // The SQL selects set-wise; the rule is also checked here in its one readable form (src/lib/rate-alerts).
    const matched = (await listAlertsDue(deps.db, best, week)).filter((alert) => alertMatches(alert, alert.rate));
    // The one suppression list (ADR 39): an address that unsubscribed from any of our email gets no alert.
    const suppressed = await suppressedAmong(
      deps.db,
      matched.map((alert) => alert.email),
    );
    const due = matched.filter((alert) => !suppressed.has(alert.email.toLowerCase()));
    const status = deps.mailer.configured ? 'pending' : 'logged';
    const batchSize = options.batchSize ?? ALERT_BATCH;
    const queuedIds: string[] = [];
    for (let start = 0; start < due.length; start += batchSize) {
      const batch: QueuedAlertEmail[] = due.slice(start, start + batchSize).map((alert) => {
        const token = newUnsubscribeToken();
        const email = alertEmail(deps.env.SITE_URL, alert, token.token);
        return {
          alertId: alert.id,
          weekKey: week,
          rate: alert.rate,
          rateDay: email.day,
          outboxId: newId(),
          unsubscribeTokenHash: token.hash,
          to: alert.email,
          subject: email.subject,
          text: email.text,
          headers: email.headers,
        };
      });
      await queueAlertEmails(deps.db, batch, now.toISOString(), status);
      queuedIds.push(...batch.map((b) => b.outboxId));
      await options.afterBatch?.(queuedIds.length);
    }
    let delivered = 0;
    if (deps.mailer.configured) {
      for (const id of queuedIds) if ((await redeliverOutboxMessage(deps, id)) === 'sent') delivered++;
    }
    if (due.length > 0) deps.log.info('rate alerts queued', { week, due: due.length });
    return { week, due: due.length, queued: queuedIds.length, delivered };
  });
}
