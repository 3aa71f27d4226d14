import { PAYMENT_URL_DEFAULTS, serializePaymentState } from '../../../src/lib/calc/calculator-url-state';
import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { calculateMortgageInsurance } from '../../../src/lib/calc/mortgage-insurance';
import { calculatePayment } from '../../../src/lib/calc/payment';
import { findFrequency, PAYMENT_AMORTIZATION_MAX_YEARS, PAYMENT_AMORTIZATION_MIN_YEARS, PAYMENT_DEFAULTS } from '../../../src/lib/calc/payment-options';
import { formatCurrency, formatCurrencyWhole, formatRate } from '../../../src/lib/format';
import { DEFAULT_PROVINCE_NAME } from '../../../src/lib/provinces';
import { findProvince, formatRatesDate } from '../rates-answer';
import type { RateRow } from '../types';
import { bestMatchingRate, chatLink, describeRate, ESTIMATE_NOTE } from './numeric-copy';
import { mainAmount, readAmounts, readFrequency, readLoneRate, readRateType, readStatedRate, readYears } from './read-numbers';

/** "payment" on its own (a down payment is another question), or the ways people ask what they would pay. */
const ASKS_PAYMENT =
  /(?<!down[ \t-]?)\bpayments?\b|\b(?:would|will|do|does|should) (?:i|we) (?:pay|be paying)\b|\bpay (?:per|each|a|every) (?:month|week)\b|\bpay (?:monthly|weekly|bi-?weekly)\b|\bmonthly (?:cost|amount)\b|\bcosts? (?:me |us )?(?:per|a|each|every) month\b|\b(?:mortgage|loan)\b[^.?!]{0,20}\b(?:per|a|each|every) (?:month|week)\b|\b(?:the|my|our) (?:monthly|bi-?weekly|weekly)\b(?![ \t]+(?:income|salary|pay\b|take|budget|debts?|expenses?|rent|fees?|bills?))/i;

export function asksPayment(message: string): boolean {
  return ASKS_PAYMENT.test(message) && mainAmount(readAmounts(message)) !== undefined;
}

/**
 * "What would my payment be on $450,000 over 25 years?": the payment to the cent at today's best matching rate
 * (or the rate the visitor names), with the payment calculator's own maths and a link that opens it pre-filled.
 */
export function answerPayment(message: string, rates: readonly RateRow[], now: Date): string | undefined {
  if (!ASKS_PAYMENT.test(message)) return undefined;
  const read = readAmounts(message);
  const fromPrice = read.price !== undefined && read.down !== undefined && read.down < read.price ? read.price - read.down : undefined;
  const years = readYears(message);
  const amortizationYears = years.amortizationYears ?? PAYMENT_DEFAULTS.amortizationYears;
  if (amortizationYears < PAYMENT_AMORTIZATION_MIN_YEARS || amortizationYears > PAYMENT_AMORTIZATION_MAX_YEARS) {
    return `Canadian mortgages are amortized over ${PAYMENT_AMORTIZATION_MIN_YEARS} to ${PAYMENT_AMORTIZATION_MAX_YEARS} years. Tell me an amortization in that range and I'll work out the payment.`;
  }
  // A price and a down payment: the mortgage is the difference, plus the default insurance premium under 20% down.
  const insurance = fromPrice !== undefined ? calculateMortgageInsurance({ price: read.price!, downPayment: read.down!, amortizationYears }) : undefined;
  if (fromPrice !== undefined && read.down! < minimumDownPayment(read.price!)) {
    return `For a ${formatCurrencyWhole(read.price!)} home the minimum down payment is ${formatCurrencyWhole(minimumDownPayment(read.price!))}, so ${formatCurrencyWhole(read.down!)} down is not enough for a lender to finance it. Ask me the payment with at least the minimum down.`;
  }
  const premium = insurance?.required && insurance.available ? insurance.premium : 0;
  const amount = fromPrice !== undefined ? fromPrice + premium : mainAmount(read);
  if (amount === undefined) return undefined;
  const province = findProvince(message) ?? DEFAULT_PROVINCE_NAME;
  const frequency = readFrequency(message);
  const stated = readStatedRate(message) ?? readLoneRate(message);
  const option = stated === undefined ? bestMatchingRate(rates, now, { province, termYears: years.termYears, rateType: readRateType(message) }) : undefined;
  const annualRate = stated ?? option?.rate;
  const state = { ...PAYMENT_URL_DEFAULTS, provinceName: province, amount, amortizationYears, frequency };
  if (annualRate === undefined) {
    const link = chatLink('Open the payment calculator', '/mortgage-calculator', serializePaymentState(state));
    return `I don't have a matching rate for ${province} right now, so I can't work out the payment yet. ${link} and enter a rate to see it, or ask a licensed mortgage agent.`;
  }
  const result = calculatePayment({ amount, annualRate, amortizationYears, compounding: 'semi-annual', frequency });
  if (!result.ok) return undefined;
  const link = chatLink(
    'Open the payment calculator with these numbers',
    '/mortgage-calculator',
    serializePaymentState(option ? { ...state, rateKey: option.key, rate: option.rate } : { ...state, customRate: true, rate: annualRate }),
  );
  const asOf = option ? latestDate(rates, option.rateId) : undefined;
  const rateText = option
    ? `today's best ${describeRate(option)} rate in ${province}, ${formatRate(option.rate)}${asOf ? ` (as of ${asOf})` : ''}`
    : `${formatRate(annualRate)}`;
  const every = (findFrequency(frequency)?.label ?? 'Monthly').toLowerCase();
  return [
    `On a ${formatCurrencyWhole(amount)} mortgage over ${amortizationYears} years at ${rateText}, the ${every} payment is ${formatCurrency(result.payment)}.`,
    `Over the whole amortization that is ${formatCurrency(result.totalInterest)} of interest, if the rate stayed the same.`,
    `Assumptions: semi-annual compounding, as for Canadian fixed-rate mortgages${fromPrice !== undefined ? `; the mortgage is the ${formatCurrencyWhole(read.price!)} price less your ${formatCurrencyWhole(read.down!)} down payment${premium > 0 ? `, plus the ${formatCurrencyWhole(Math.round(premium))} default insurance premium added to it (less than 20% down)` : ''}` : ''}.${highRatioNote(option?.mortgageType)} Rates are subject to change without notice OAC.`,
    link,
    ESTIMATE_NOTE,
  ].join('\n\n');
}

/** The lowest rate is often an insured (high-ratio) one; say when it is, since it needs less than 20% down. */
function highRatioNote(mortgageType: string | undefined): string {
  return mortgageType && /high/i.test(mortgageType) ? ' High-Ratio rates are for insured mortgages (less than 20% down).' : '';
}

function latestDate(rates: readonly RateRow[], rateId: string): string | undefined {
  const row = rates.find((r) => r.id === rateId);
  return row ? formatRatesDate(row.scraped_at) : undefined;
}
