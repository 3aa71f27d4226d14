import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { calculateMortgageInsurance } from '../../../src/lib/calc/mortgage-insurance';
import { DOWN_PAYMENT_RULES as R, INSURANCE_RULES } from '../../../src/lib/calc/mortgage-rules';
import { formatCurrency } from '../../../src/lib/format';
import { ESTIMATE_NOTE } from './answer-copy';
import { type Answer, type AnswerContext, askFor, describeDown, downDollars, money, percent } from './answer-kit';

/** "Min down on a 749,900 townhouse": the minimum, how it is made up, and the insurance at the down payment given. */
export function answerMinimumDown({ inputs }: AnswerContext): Answer {
  const price = inputs.price ?? inputs.amount;
  if (price === undefined) return askFor('down-payment', undefined, 'What is the purchase price of the home? The minimum down payment depends on it.');
  const minimum = minimumDownPayment(price);
  const down = downDollars(inputs, price);
  const lines = [`For a ${money(price)} home the minimum down payment is ${money(minimum)}: ${howMadeUp(price)}.`];
  if (down !== undefined && down < minimum)
    lines.push(
      `Your ${inputs.downAmount !== undefined ? money(down) : describeDown(inputs, down)} is below that minimum, so lenders could not finance this price with it.`,
    );
  else lines.push(insuranceLine(price, down ?? minimum, down === undefined, inputs.amortizationYears ?? 25));
  lines.push(
    // No dollar figure for 20 %: from $1,000,000 it was the old minimum, and a second large figure reads as the answer.
    'Assumptions: a purchase in Ontario, the rules in force since December 15, 2024. With 20% or more down no insurance is needed.',
    ESTIMATE_NOTE,
  );
  return { intent: 'down-payment-estimate', answer: lines.join('\n\n') };
}

export function howMadeUp(price: number): string {
  if (price >= R.insuredPriceCap) return `20% of the price, since homes of ${money(R.insuredPriceCap)} or more cannot be insured`;
  if (price <= R.firstTierLimit) return '5% of the price';
  const above = price - R.firstTierLimit;
  return `5% of the first ${money(R.firstTierLimit)} (${money(R.firstTierLimit * R.firstTierRate)}) plus 10% of the remaining ${money(above)} (${money(above * R.secondTierRate)})`;
}

export function insuranceLine(price: number, down: number, isMinimum: boolean, amortizationYears: number): string {
  const at = isMinimum ? 'At that down payment' : `With ${money(down)} down`;
  const insurance = calculateMortgageInsurance({ price, downPayment: down, amortizationYears });
  if (!insurance.required) return `${at} (20% or more) no mortgage default insurance is needed.`;
  if (!insurance.available) {
    return `${at} mortgage default insurance is not available (homes of ${money(R.insuredPriceCap)} or more cannot be insured), so you would need 20% down (${money(price * 0.2)}).`;
  }
  return (
    `${at} (less than 20%) mortgage default insurance is required: on a ${money(insurance.loan)} mortgage ` +
    `(${(insurance.loanToValue * 100).toFixed(2)}% of the price) over ${amortizationYears} years the premium is ${percent(insurance.premiumRate * 100)}, ` +
    `or ${formatCurrency(insurance.premium)}, added to the mortgage (${formatCurrency(insurance.insuredLoan)} in all). ` +
    `Ontario's ${INSURANCE_RULES.ontarioPstRate * 100}% sales tax on the premium, ${formatCurrency(insurance.pst)}, is paid at closing.`
  );
}
