import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { calculateMortgageInsurance } from '../../../src/lib/calc/mortgage-insurance';
import { DOWN_PAYMENT_RULES as R, INSURANCE_RULES } from '../../../src/lib/calc/mortgage-rules';
import { formatCurrency, formatCurrencyWhole, formatRate } from '../../../src/lib/format';
import { ESTIMATE_NOTE } from './numeric-copy';
import { readAmounts, mainAmount } from './read-numbers';

const ASKS_DOWN_PAYMENT = new RegExp(
  [
    String.raw`\bdown[ \t-]?payments?\b|\bdownpayment\b|\bdeposit\b`,
    String.raw`\bhow much (?:do i need to |should i |must i )?(?:put )?down\b|\bminimum down\b`,
    // "the least I can put down", "can I put 5% down", "what percent down do I need"
    String.raw`\bput(?:ting)?\b[^.?!]{0,15}\bdown\b|(?:%|\bpercent|\bper cent)[ \t]*down\b`,
    // The premium depends on the down payment, and this answer works it out.
    String.raw`\bcmhc\b|\bmortgage (?:default )?insurance\b|\bdefault insurance\b|\binsurance premium\b`,
  ].join('|'),
  'i',
);
/** "I have 25k saved, is that enough for a 450k condo?": whether a down payment covers a price. */
const ASKS_ENOUGH = /\benough\b/i;
/** Amortization used for the insurance premium (the surcharge applies only above 25 years). */
const ASSUMED_AMORTIZATION = 25;

/** "How much down payment for a $600,000 home?": the minimum, how it is made up, and the insurance at that down payment. */
export function answerDownPayment(message: string): string | undefined {
  const read = readAmounts(message);
  if (!ASKS_DOWN_PAYMENT.test(message) && !(ASKS_ENOUGH.test(message) && read.down !== undefined)) return undefined;
  const price = read.price ?? mainAmount(read);
  if (price === undefined) return undefined;
  const minimum = minimumDownPayment(price);
  const lines = [`For a ${formatCurrencyWhole(price)} home the minimum down payment is ${formatCurrencyWhole(minimum)}: ${howMadeUp(price)}.`];
  const down = read.down ?? minimum;
  if (read.down !== undefined && read.down < minimum) {
    lines.push(`Your ${formatCurrencyWhole(read.down)} is below that minimum, so lenders could not finance this price with it.`);
  } else {
    lines.push(insuranceLine(price, down, read.down === undefined));
  }
  lines.push(
    `Assumptions: a purchase in Ontario, ${ASSUMED_AMORTIZATION}-year amortization, the rules in force since December 15, 2024. With 20% down (${formatCurrencyWhole(price * 0.2)}) no insurance is needed.`,
    ESTIMATE_NOTE,
  );
  return lines.join('\n\n');
}

function howMadeUp(price: number): string {
  if (price >= R.insuredPriceCap) return `20% of the price, since homes of ${formatCurrencyWhole(R.insuredPriceCap)} or more cannot be insured`;
  if (price <= R.firstTierLimit) return `5% of the price`;
  const above = price - R.firstTierLimit;
  return `5% of the first ${formatCurrencyWhole(R.firstTierLimit)} (${formatCurrencyWhole(R.firstTierLimit * R.firstTierRate)}) plus 10% of the remaining ${formatCurrencyWhole(above)} (${formatCurrencyWhole(above * R.secondTierRate)})`;
}

function insuranceLine(price: number, down: number, isMinimum: boolean): string {
  const at = isMinimum ? 'At that down payment' : `With ${formatCurrencyWhole(down)} down`;
  const insurance = calculateMortgageInsurance({ price, downPayment: down, amortizationYears: ASSUMED_AMORTIZATION });
  if (!insurance.required) return `${at} (20% or more) no mortgage default insurance is needed.`;
  if (!insurance.available) return `${at} mortgage default insurance is not available, so you would need 20% down.`;
  return (
    `${at} (less than 20%) mortgage default insurance is required: on a ${formatCurrencyWhole(insurance.loan)} mortgage ` +
    `(${(insurance.loanToValue * 100).toFixed(2)}% of the price) the premium is ${formatRate(insurance.premiumRate * 100)}, ` +
    `or ${formatCurrency(insurance.premium)}, added to the mortgage (${formatCurrency(insurance.insuredLoan)} in all). ` +
    `Ontario's ${INSURANCE_RULES.ontarioPstRate * 100}% sales tax on the premium, ${formatCurrency(insurance.pst)}, is paid at closing.`
  );
}
