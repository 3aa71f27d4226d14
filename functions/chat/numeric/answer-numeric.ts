import type { RateRow } from '../types';
import { answerAffordability, asksAffordability } from './affordability-answer';
import { answerCashToClose } from './cash-to-close-answer';
import { answerDownPayment } from './down-payment-answer';
import { answerPenalty } from './penalty-answer';
import { answerLandTransferTax } from './land-transfer-tax-answer';
import { answerPayment, asksPayment } from './payment-answer';

/** The chat's calculated intents, each answered with the calculators' own maths (src/lib/calc). */
export const NUMERIC_INTENTS = [
  'land-transfer-tax-estimate',
  'penalty-estimate',
  'cash-to-close-estimate',
  'payment-estimate',
  'down-payment-estimate',
  'affordability-estimate',
] as const;
export type NumericIntent = (typeof NUMERIC_INTENTS)[number];

/**
 * A question with the visitor's own numbers gets a calculated answer instead of the canned one. Most specific
 * wording first: "land transfer tax" never means anything else, and "payment" alone is a payment question even when
 * a down payment is mentioned too. Undefined when the message asks none of these or gives no amount to work with.
 */
export function answerNumericQuestion(
  message: string,
  context: { rates: readonly RateRow[]; now: Date },
): { intent: NumericIntent; answer: string } | undefined {
  const tries: [NumericIntent, () => string | undefined][] = [
    ['land-transfer-tax-estimate', () => answerLandTransferTax(message, context.now)],
    ['penalty-estimate', () => answerPenalty(message, context.rates, context.now)],
    ['cash-to-close-estimate', () => answerCashToClose(message, context.now)],
    ['payment-estimate', () => answerPayment(message, context.rates, context.now)],
    // "I have $40,000 saved for a down payment and earn $95,000, what can I afford?" asks what they can afford.
    ['affordability-estimate', () => answerAffordability(message, context.rates, context.now)],
    ['down-payment-estimate', () => answerDownPayment(message)],
  ];
  for (const [intent, answer] of tries) {
    const text = answer();
    if (text) return { intent, answer: text };
  }
  return undefined;
}

/** Whether answering needs today's rates, so the handler reads mortgage_rates only then. */
export function numericQuestionNeedsRates(message: string): boolean {
  return asksPayment(message) || asksAffordability(message) || /\bpenalt|\bbreak/i.test(message);
}
