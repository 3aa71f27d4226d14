import { PAYMENT_URL_DEFAULTS, serializePaymentState } from '../../../src/lib/calc/calculator-url-state';
import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { calculateMortgageInsurance } from '../../../src/lib/calc/mortgage-insurance';
import { calculatePayment } from '../../../src/lib/calc/payment';
import { findFrequency, PAYMENT_AMORTIZATION_MAX_YEARS, PAYMENT_AMORTIZATION_MIN_YEARS } from '../../../src/lib/calc/payment-options';
import { formatCurrency } from '../../../src/lib/format';
import { chatLink, ESTIMATE_NOTE } from './answer-copy';
import { type Answer, type AnswerContext, askFor, bestRate, describeDown, downDollars, listKnown, money, percent } from './answer-kit';
import { answerPaymentComparison, isPaymentComparison } from './payment-comparison';

/**
 * "Payment on 625k at 4.19 over 25 yrs": the payment calculator's figure, after saying back every input used. The
 * mortgage, the rate and the amortization are the visitor's; a missing one is asked for, never assumed (ADR 37).
 */
export function answerPayment(context: AnswerContext): Answer {
  const { inputs, rates, now } = context;
  const down = downDollars(inputs, inputs.price);
  const amortizationYears = inputs.amortizationYears;
  let amount = inputs.loanAmount;
  let premium = 0;
  if (amount === undefined && inputs.price !== undefined && down !== undefined) {
    if (down < minimumDownPayment(inputs.price)) {
      return {
        intent: 'payment-estimate',
        answer: `For a ${money(inputs.price)} home the minimum down payment is ${money(minimumDownPayment(inputs.price))}, so ${money(down)} down is not enough for a lender to finance it. Ask me the payment with at least the minimum down.`,
      };
    }
    const insurance = calculateMortgageInsurance({ price: inputs.price, downPayment: down, amortizationYears: amortizationYears ?? 25 });
    premium = insurance.required && insurance.available ? insurance.premium : 0;
    amount = inputs.price - down + premium;
  }
  amount ??= inputs.amount ?? inputs.balance;
  const frequency = inputs.frequency ?? 'monthly';
  const every = (findFrequency(frequency)?.label ?? 'Monthly').toLowerCase();
  const rate = inputs.rate;
  // "20 years instead of 25", "4.89 vs 4.39": both payments and the difference, when the mortgage is known.
  if (amount !== undefined && premium === 0 && isPaymentComparison(context)) {
    const compared = answerPaymentComparison(context, amount);
    if (compared) return compared;
  }

  if (amount === undefined || rate === undefined || amortizationYears === undefined) {
    const missing: string[] = [];
    if (amount === undefined) missing.push('how much is the mortgage (or the price and your down payment)');
    if (rate === undefined) {
      const today = bestRate(rates, now, { termYears: inputs.termYears, rateType: inputs.rateType });
      missing.push(`what rate should I use${today ? ` (today's best ${today.termYears}-year ${today.rateType} is ${percent(today.rate)})` : ''}`);
    }
    if (amortizationYears === undefined) missing.push('over how many years is the amortization (usually 25 or 30)');
    const known = listKnown([
      inputs.loanAmount === undefined && inputs.price !== undefined && `a ${money(inputs.price)} price`,
      inputs.loanAmount === undefined && inputs.price !== undefined && describeDown(inputs, down),
      amount !== undefined && `a ${money(amount)} mortgage`,
      rate !== undefined && `at ${percent(rate)}`,
      amortizationYears !== undefined && `over ${amortizationYears} years`,
      inputs.frequency !== undefined && `paid ${every}`,
    ]);
    const question = `To work out the ${every} payment: ${joinQuestions(missing)}?`;
    return askFor('payment', known, question.charAt(0).toUpperCase() + question.slice(1));
  }
  if (amortizationYears < PAYMENT_AMORTIZATION_MIN_YEARS || amortizationYears > PAYMENT_AMORTIZATION_MAX_YEARS) {
    return {
      intent: 'payment-question',
      answer: `Canadian mortgages are amortized over ${PAYMENT_AMORTIZATION_MIN_YEARS} to ${PAYMENT_AMORTIZATION_MAX_YEARS} years. Over how many years in that range should I work out the payment on ${money(amount)} at ${percent(rate)}?`,
    };
  }
  const result = calculatePayment({ amount, annualRate: rate, amortizationYears, compounding: 'semi-annual', frequency });
  if (!result.ok) return { intent: 'payment-question', answer: `I can't work out that payment: ${result.errors[0]?.message ?? 'check the numbers'}.` };
  const fromPrice =
    inputs.loanAmount === undefined && inputs.price !== undefined && down !== undefined
      ? ` (the ${money(inputs.price)} price less ${describeDown(inputs, down)}${premium > 0 ? ` is a ${money(inputs.price - down)} mortgage, plus the ${money(Math.round(premium))} default insurance premium added to it since that is less than 20% down` : ''})`
      : '';
  const state = { ...PAYMENT_URL_DEFAULTS, amount, amortizationYears, frequency, customRate: true, rate };
  return {
    intent: 'payment-estimate',
    answer: [
      `For a ${money(amount)} mortgage${fromPrice} at ${percent(rate)} over ${amortizationYears} years, paid ${every}: the ${every} payment is ${formatCurrency(result.payment)}.`,
      `Over the whole amortization that is ${formatCurrency(result.totalInterest)} of interest, if the rate stayed the same. Assumptions: semi-annual compounding, as for Canadian fixed-rate mortgages.`,
      chatLink('Open the payment calculator with these numbers', '/mortgage-calculator', serializePaymentState(state)),
      ESTIMATE_NOTE,
    ].join('\n\n'),
  };
}

function joinQuestions(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
