import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { INSURANCE_RULES } from '../../../src/lib/calc/mortgage-rules';
import { KNOWLEDGE_BASE } from '../knowledge-base';
import { ESTIMATE_NOTE } from './answer-copy';
import { type Answer, type AnswerContext, askFor, describeDown, downDollars, listKnown, money } from './answer-kit';
import { howMadeUp, insuranceLine } from './down-payment';

const SURCHARGE = `${(INSURANCE_RULES.longAmortizationSurchargeBasisPoints / 100).toFixed(2)}%`;

/** "CMHC on 900k with 100k down, 30 years": the premium by loan-to-value, with the surcharge above 25 years. */
export function answerInsurance({ inputs }: AnswerContext): Answer {
  const price = inputs.price ?? inputs.amount;
  const down = downDollars(inputs, price);
  const amortizationYears = inputs.amortizationYears ?? 25;
  if (price === undefined && down === undefined && inputs.downPercent === undefined) {
    const general = KNOWLEDGE_BASE.find((e) => e.id === 'mortgage-insurance')?.answer ?? '';
    return {
      intent: 'mortgage-insurance',
      answer: `${general}\n\nAn amortization longer than ${INSURANCE_RULES.standardMaxAmortizationYears} years on an insured mortgage (30 years, open to first-time buyers and new builds) adds a ${SURCHARGE} surcharge to the premium rate. Tell me the price and your down payment and I will work out the premium.`,
    };
  }
  if (price === undefined || down === undefined) {
    const question = price === undefined ? 'What is the purchase price?' : 'How much are you putting down?';
    return askFor(
      'mortgage-insurance',
      listKnown([
        price !== undefined && `a ${money(price)} home`,
        describeDown(inputs, down),
        inputs.amortizationYears !== undefined && `${amortizationYears}-year amortization`,
      ]),
      `${question} The premium depends on both.`,
    );
  }
  const minimum = minimumDownPayment(price);
  if (down < minimum) {
    return {
      intent: 'mortgage-insurance-estimate',
      answer: `For a ${money(price)} home the minimum down payment is ${money(minimum)}: ${howMadeUp(price)}. Your ${money(down)} is below that minimum, so lenders could not finance this price with it, and no insurer would cover it.\n\n${ESTIMATE_NOTE}`,
    };
  }
  const surcharge =
    amortizationYears > INSURANCE_RULES.standardMaxAmortizationYears
      ? ` That includes the ${SURCHARGE} surcharge for an amortization over ${INSURANCE_RULES.standardMaxAmortizationYears} years${inputs.firstTimeBuyer || inputs.newBuild ? '' : ' (30 years insured is open only to first-time buyers and new builds)'}.`
      : '';
  return {
    intent: 'mortgage-insurance-estimate',
    answer: [
      `For a ${money(price)} home with ${describeDown(inputs, down)} over ${amortizationYears} years${inputs.firstTimeBuyer ? ', first-time buyer' : ''}:`,
      `${insuranceLine(price, down, false, amortizationYears)}${surcharge}`,
      ESTIMATE_NOTE,
    ].join('\n\n'),
  };
}
