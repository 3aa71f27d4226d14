import { INSURANCE_RULES } from '../../../src/lib/calc/mortgage-rules';
import { PAYMENT_AMORTIZATION_MAX_YEARS } from '../../../src/lib/calc/payment-options';
import type { Answer, AnswerContext } from './answer-kit';

const INSURED_MAX = INSURANCE_RULES.standardMaxAmortizationYears;
const MAX = PAYMENT_AMORTIZATION_MAX_YEARS;
/** When the 30-year insured amortization for first-time buyers and new builds came into force (src/lib/calc/mortgage-rules.ts). */
const IN_FORCE = 'December 15, 2024';
const SURCHARGE = `${(INSURANCE_RULES.longAmortizationSurchargeBasisPoints / 100).toFixed(2)}%`;

/** "Longest amortization with 10% down, not a first-time buyer": the rule that applies to the visitor, then the rest. */
export function answerAmortizationRules({ inputs }: AnswerContext): Answer {
  const insured = inputs.mortgageType === 'insured' || (inputs.downPercent !== undefined && inputs.downPercent < 20);
  const uninsured = inputs.mortgageType === 'conventional' || (inputs.downPercent !== undefined && inputs.downPercent >= 20);
  const eligible = inputs.firstTimeBuyer === true || inputs.newBuild === true;
  let lead: string;
  if (inputs.amortizationYears !== undefined && inputs.amortizationYears > MAX) {
    lead = `No: ${inputs.amortizationYears} years is not offered in Canada; the longest amortization is ${MAX} years.`;
  } else if (uninsured) {
    lead = `With 20% or more down (an uninsured, conventional mortgage) the longest amortization is ${MAX} years.`;
  } else if (insured && eligible) {
    lead = `Yes: as a ${inputs.newBuild ? 'buyer of a new build' : 'first-time buyer'} with less than 20% down you can take a ${MAX}-year amortization on an insured mortgage, with a ${SURCHARGE} surcharge on the insurance premium.`;
  } else if (insured && inputs.firstTimeBuyer === false) {
    lead = `With less than 20% down on a resale home and not a first-time buyer, the longest amortization is ${INSURED_MAX} years (insured mortgages allow ${MAX} only for first-time buyers and new builds).`;
  } else if (insured) {
    lead = `On an insured mortgage (less than 20% down) the longest amortization is ${INSURED_MAX} years, or ${MAX} years for first-time buyers and new builds.`;
  } else {
    lead = `The longest amortization is ${MAX} years.`;
  }
  return {
    intent: 'amortization',
    answer: `${lead}\n\nThe rules: with 20% or more down, up to ${MAX} years. With less than 20% down (insured), up to ${INSURED_MAX} years, or ${MAX} years for first-time buyers and new builds (since ${IN_FORCE}), and an amortization over ${INSURED_MAX} years adds ${SURCHARGE} to the premium. A longer amortization lowers the payment but costs more interest.`,
  };
}
