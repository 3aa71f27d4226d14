import { torontoDay } from '../../src/lib/rates/select-rates';
import { siteSettings } from '../../src/lib/site-settings';
import { calculatorUrl, confirmUrl, listUnsubscribeHeaders, unsubscribeUrl } from './links';

interface Product {
  province: string;
  term_years: number;
  rate_type: 'fixed' | 'variable';
  threshold: number | null;
}

const productName = (p: Product) => `${p.term_years}-year ${p.rate_type}`;
const percent = (n: number) => `${n.toFixed(2)}%`;
const rule = (p: Product) => (p.threshold !== null ? `when it is ${percent(p.threshold)} or lower` : 'when it drops');

const footer = [
  `${siteSettings.brokerageName} · Mortgage Brokerage Licence #${siteSettings.licenceNumber}`,
  `${siteSettings.address.street}, ${siteSettings.address.city}, ${siteSettings.address.province} ${siteSettings.address.postalCode} · ${siteSettings.phone}`,
];

/** The double opt-in message: nothing is sent for the alert until its link is opened and confirmed. */
export function confirmationEmail(siteUrl: string, alert: Product, tokens: { confirm: string; unsubscribe: string }) {
  const stop = unsubscribeUrl(siteUrl, tokens.unsubscribe);
  const text = [
    `Please confirm your rate alert: the ${productName(alert)} rate in ${alert.province}, ${rule(alert)}.`,
    '',
    `Confirm it here: ${confirmUrl(siteUrl, tokens.confirm)}`,
    '',
    'If you did not ask for this alert, ignore this email: nothing will be sent to you.',
    `To cancel it at any time, open this link: ${stop}`,
    '',
    ...footer,
  ].join('\n');
  return { subject: `Confirm your ${siteSettings.brokerageName} rate alert`, text, headers: listUnsubscribeHeaders(stop) };
}

/** One alert email: the rate, the day it is from, the calculator on that rate and a one-click unsubscribe. */
export function alertEmail(siteUrl: string, alert: Product & { rate: number; scraped_at: string }, unsubscribeToken: string) {
  const stop = unsubscribeUrl(siteUrl, unsubscribeToken);
  const day = torontoDay(alert.scraped_at) ?? alert.scraped_at.slice(0, 10);
  const text = [
    `The ${productName(alert)} rate in ${alert.province} is ${percent(alert.rate)} (rates of ${day}).`,
    `You asked us to tell you ${rule(alert)}.`,
    '',
    `See your payment at this rate: ${calculatorUrl(siteUrl, alert)}`,
    '',
    'Rates change daily and are on approved credit (OAC). We send this alert at most once a week.',
    `To stop this alert, open this link: ${stop}`,
    '',
    ...footer,
  ].join('\n');
  return { subject: `Rate alert: ${productName(alert)} at ${percent(alert.rate)} in ${alert.province}`, text, headers: listUnsubscribeHeaders(stop), day };
}
