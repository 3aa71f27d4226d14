import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { calculateMortgageInsurance } from '../../../src/lib/calc/mortgage-insurance';
import { formatCurrency } from '../../../src/lib/format';
import { ESTIMATE_NOTE } from './answer-copy';
import { type Answer, type AnswerContext, askFor, describeDown, downDollars, listKnown, money } from './answer-kit';

/** "20% down on a $750,000 home, how big is my mortgage?": the price less the down payment, and any premium added. */
export function answerMortgageSize({ inputs }: AnswerContext): Answer {
  const price = inputs.price ?? inputs.amount;
  const down = downDollars(inputs, price);
  if (price === undefined || down === undefined) {
    const missing = price === undefined ? 'What is the purchase price?' : 'How much are you putting down (in dollars or as a percentage)?';
    return askFor('mortgage-size', listKnown([price !== undefined && `a ${money(price)} price`, describeDown(inputs, down)]), missing);
  }
  const minimum = minimumDownPayment(price);
  if (down < minimum) {
    return {
      intent: 'mortgage-size-estimate',
      answer: `For a ${money(price)} home the minimum down payment is ${money(minimum)}, so with ${describeDown(inputs, down)} a lender could not finance it.\n\n${ESTIMATE_NOTE}`,
    };
  }
  const insurance = calculateMortgageInsurance({ price, downPayment: down, amortizationYears: inputs.amortizationYears ?? 25 });
  const premiumLine =
    insurance.required && insurance.available
      ? `With less than 20% down the mortgage must be insured: the ${formatCurrency(insurance.premium)} premium is added to it, ${formatCurrency(insurance.insuredLoan)} in all.`
      : 'With 20% or more down no mortgage default insurance is needed.';
  return {
    intent: 'mortgage-size-estimate',
    answer: [`For a ${money(price)} home with ${describeDown(inputs, down)}: your mortgage would be ${money(price - down)}.`, premiumLine, ESTIMATE_NOTE].join(
      '\n\n',
    ),
  };
}
