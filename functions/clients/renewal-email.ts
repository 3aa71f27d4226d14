import { findFrequency } from '../../src/lib/calc/payment-options';
import { formatCurrency, formatLongDate, formatRate } from '../../src/lib/format';
import type { RenewalRadarItem } from '../../src/lib/schemas/renewals';
import { siteSettings } from '../../src/lib/site-settings';
import { oneLine } from '../email/one-line';

export interface Sender {
  name: string;
  email: string | null;
  phone: string | null;
}

/** A calendar day read at noon UTC, so Toronto's date is the same day. */
const longDay = (day: string) => formatLongDate(`${day}T12:00:00Z`);

/**
 * The renewal email (ADR 29): the client's maturity, today's rate for their term and what it would change, the
 * sender identified and an unsubscribe link, as CASL requires of a commercial message. Its wording is fixed: only
 * the record's one-line fields are inserted (the schema refuses line breaks and link-shaped values, the route checks
 * older rows again), and each is made one line here too. The email is plain text, no HTML part to inject into.
 */
export function renewalEmail(item: RenewalRadarItem, sender: Sender, unsubscribeLink: string) {
  const { quote } = item;
  const mortgage = { ...item.mortgage, client_name: oneLine(item.mortgage.client_name), lender: oneLine(item.mortgage.lender) };
  const maturity = longDay(mortgage.maturity_date);
  const frequency = (findFrequency(mortgage.payment_frequency)?.label ?? 'Monthly').toLowerCase();
  const figures = quote
    ? [
        `Today our best ${quote.todayTermYears}-year ${mortgage.rate_type} rate in ${mortgage.province} is ${formatRate(quote.todayRate)} (rates change daily, on approved credit).`,
        quote.interestSavingOverTerm > 0
          ? `On your balance of ${formatCurrency(mortgage.balance)}, that would make your ${frequency} payment ${formatCurrency(quote.renewalPayment)} instead of ${formatCurrency(quote.currentPayment)} at your current ${formatRate(mortgage.rate)}, and save about ${formatCurrency(quote.interestSavingOverTerm)} in interest over the term.`
          : `Your current rate of ${formatRate(mortgage.rate)} compares well with today's rates; we can still check your lender's renewal offer against the market for you.`,
      ]
    : ['We will compare your lender\u2019s renewal offer with the rates of every lender we work with.'];
  const contact = [sender.phone, sender.email].filter(Boolean).map(oneLine).join(' or ');
  const text = [
    `Hello ${mortgage.client_name},`,
    '',
    `Your ${mortgage.lender} mortgage matures on ${maturity}. Renewing is the best moment to look at the whole market: you can switch lenders at maturity without a penalty.`,
    '',
    ...figures,
    '',
    `Reply to this email${contact ? ` or reach me at ${contact}` : ''} and I will prepare your options before your lender's offer arrives.`,
    '',
    oneLine(sender.name),
    `${siteSettings.brokerageName} · Mortgage Brokerage Licence #${siteSettings.licenceNumber}`,
    `${siteSettings.address.street}, ${siteSettings.address.city}, ${siteSettings.address.province} ${siteSettings.address.postalCode} · ${siteSettings.phone}`,
    '',
    `You receive this email as a client of ${siteSettings.brokerageName}. To stop renewal emails, open this link: ${unsubscribeLink}`,
  ].join('\n');
  return { subject: `Your mortgage renews on ${maturity}`, text, headers: { 'List-Unsubscribe': `<${unsubscribeLink}>` } };
}
