import { alertSentBetween, markAlertSent } from '../../db/queries/rate-scrapes';
import { messages } from '../../src/lib/messages-staff';
import { sendThroughOutbox } from '../email/outbox';
import { oneLine } from '../email/one-line';
import type { AppDeps } from '../deps';
import { torontoDayBounds } from '../shared/toronto-time';

/**
 * Tells staff that today's rates could not be refreshed: one email per Toronto day through the outbox
 * (kept there when no SMTP is configured), however many attempts fail. The site keeps the latest rates meanwhile.
 */
export async function notifyStaleRates(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'log' | 'sleep'>,
  failure: { day: string; reason: string; scrapeId?: string },
): Promise<boolean> {
  const { start, end } = torontoDayBounds(failure.day);
  if (await alertSentBetween(deps.db, start, end)) return false;
  if (failure.scrapeId) await markAlertSent(deps.db, failure.scrapeId);
  await sendThroughOutbox(deps, {
    to: deps.env.RATES_ALERT_EMAIL ?? deps.env.LEADS_INBOX_EMAIL,
    subject: messages.backOffice.rates.alertSubject(failure.day),
    text: messages.backOffice.rates.alertBody(failure.day, oneLine(failure.reason)),
  });
  return true;
}
