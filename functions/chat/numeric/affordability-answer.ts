import { calculateAffordability } from '../../../src/lib/calc/affordability';
import { AFFORDABILITY_DEFAULTS, type AffordabilityInputs } from '../../../src/lib/calc/affordability-options';
import { serializeAffordabilityState } from '../../../src/lib/calc/calculator-url-state';
import { DEBT_SERVICE_RATIOS } from '../../../src/lib/calc/mortgage-rules';
import { formatCurrencyWhole, formatRate } from '../../../src/lib/format';
import { DEFAULT_PROVINCE_NAME } from '../../../src/lib/provinces';
import { findProvince } from '../rates-answer';
import type { RateRow } from '../types';
import { bestMatchingRate, chatLink, describeRate, ESTIMATE_NOTE } from './numeric-copy';
import { readAmounts, readStatedRate } from './read-numbers';

const ASKS_AFFORDABILITY = new RegExp(
  [
    String.raw`\bafford(?:able|ability)?\b|\bqualify for\b|\bprice range\b|\b(?:pre-?)?approved for\b`,
    String.raw`\bhow much (?:house|home|mortgage|can (?:i|we) (?:borrow|get|spend))\b|\bhow much can (?:i|we) borrow\b`,
    String.raw`\bhow (?:big|large) (?:a |of a )?(?:mortgage|house|home|loan)\b|\bmax(?:imum)? (?:mortgage|price|house|home|loan)\b`,
    String.raw`\bwhat (?:can|could) (?:i|we) (?:buy|get|borrow)\b`,
  ].join('|'),
  'i',
);

export function asksAffordability(message: string): boolean {
  return ASKS_AFFORDABILITY.test(message) && readAmounts(message).income !== undefined;
}

/** "How much can I afford on a $120,000 income?": the affordability calculator's answer at today's best 5-year fixed. */
export function answerAffordability(message: string, rates: readonly RateRow[], now: Date): string | undefined {
  if (!ASKS_AFFORDABILITY.test(message)) return undefined;
  const read = readAmounts(message);
  if (read.income === undefined) return undefined;
  const stated = readStatedRate(message);
  const option =
    stated === undefined
      ? bestMatchingRate(rates, now, { province: findProvince(message) ?? DEFAULT_PROVINCE_NAME, termYears: 5, rateType: 'fixed' })
      : undefined;
  const annualRate = stated ?? option?.rate ?? AFFORDABILITY_DEFAULTS.annualRate;
  const base = { ...AFFORDABILITY_DEFAULTS, annualIncome: read.income, annualRate };
  // "with 20% down" and no price: the down payment is that share of the price it buys.
  const downPayment = read.down ?? (read.downPercent !== undefined ? downPaymentForShare(base, read.downPercent) : AFFORDABILITY_DEFAULTS.downPayment);
  const inputs = { ...base, downPayment };
  const result = calculateAffordability(inputs);
  if (!result.ok) return undefined;
  const rateText = option ? `today's best ${describeRate(option)} rate, ${formatRate(annualRate)}` : formatRate(annualRate);
  const lines = [
    `With an income of ${formatCurrencyWhole(read.income)} a year and ${formatCurrencyWhole(downPayment)} down${read.down === undefined && read.downPercent !== undefined ? ` (${read.downPercent}% of the price)` : ''}, a lender could accept a home of about ${formatCurrencyWhole(result.maxPrice)}: a mortgage of ${formatCurrencyWhole(result.borrowingLimit)}${result.insurance.premium > 0 ? ` plus ${formatCurrencyWhole(Math.round(result.insurance.premium))} of mortgage insurance` : ''}, with a monthly payment of about ${formatCurrencyWhole(result.monthlyMortgagePayment)} at ${rateText} over ${inputs.amortizationYears} years.`,
    `That already includes the stress test: lenders qualify you at ${formatRate(result.stressTest.qualifyingRate)}.${result.notices.length > 0 ? ` ${result.notices[0]}.` : ''}`,
    `Assumptions: ${read.down === undefined && read.downPercent === undefined ? `${formatCurrencyWhole(downPayment)} down (tell me yours), ` : ''}no other debts, property taxes, heating or condo fees (each lowers the amount), and at most ${DEBT_SERVICE_RATIOS.gds * 100}% of income for housing and ${DEBT_SERVICE_RATIOS.tds * 100}% for all debts.`,
    chatLink('Open the affordability calculator with these numbers', '/affordability-calculator', serializeAffordabilityState(inputs)),
    ESTIMATE_NOTE,
  ];
  return lines.join('\n\n');
}

/**
 * The down payment that is `percent` of the highest price it lets a lender accept. The price grows with the down
 * payment by less than the down payment itself, so repeating "price at this down payment, then its share" settles
 * within a few rounds; the result is rounded down to the dollar so the share is never overstated.
 */
export function downPaymentForShare(inputs: AffordabilityInputs, percent: number): number {
  let down = 0;
  for (let round = 0; round < 60; round++) {
    const result = calculateAffordability({ ...inputs, downPayment: down });
    if (!result.ok) return down;
    const next = Math.floor((result.maxPrice * percent) / 100);
    if (Math.abs(next - down) < 1) return Math.min(down, next);
    down = next;
  }
  return down;
}
