import type { PrivacyRequestKind } from '../../db/queries/privacy-requests';
import { siteSettings } from '../../src/lib/site-settings';
import { privacyRequestFormMessages as m } from '../../src/lib/messages-privacy';
import type { AppDeps } from '../deps';
import { sendThroughOutbox } from '../email/outbox';
import { NOTIFY_WAIT_MS, neverRejects, settleWithin } from '../leads/settle';

const WHAT: Record<PrivacyRequestKind, string> = {
  access: 'a copy of the personal information we hold about this email address',
  deletion: 'the deletion of the personal information we hold about this email address',
};

/**
 * The privacy request's confirmation (ADR 48): the same words whether or not the address is known to us, so the
 * email reveals nothing either; it asks, it does not market. Through the outbox like every email (ADR 17).
 */
export async function sendPrivacyConfirmation(deps: AppDeps, email: string, kind: PrivacyRequestKind, link: string) {
  const text = [
    `Someone, we hope you, asked ${siteSettings.brokerageName} for ${WHAT[kind]}.`,
    '',
    `To confirm the request, open this link within 7 days and press the button: ${link}`,
    'The link works once. We answer within 30 days of your confirmation.',
    '',
    'If it was not you, ignore this email: nothing will happen.',
    '',
    `${siteSettings.brokerageName} · Mortgage Brokerage Licence #${siteSettings.licenceNumber}`,
    `${siteSettings.address.street}, ${siteSettings.address.city}, ${siteSettings.address.province} ${siteSettings.address.postalCode} · ${siteSettings.phone}`,
  ].join('\n');
  const sending = sendThroughOutbox(deps, { to: email, subject: `${m.emailSubject} · ${siteSettings.brokerageName}`, text });
  await settleWithin(
    neverRejects(sending, (e) => deps.log.error('privacy request confirmation failed', { error: String(e) }), 'failed'),
    NOTIFY_WAIT_MS,
  );
}
