/** Plain-language checks of a purchase against the federal rules; an empty list means the scenario is allowed. */
import { formatCurrencyWhole } from '../format';
import { calcMessages } from './calc-messages';
import { minimumDownPayment } from './down-payment';
import { isInsuranceRequired } from './mortgage-insurance';
import { DOWN_PAYMENT_RULES, INSURANCE_RULES } from './mortgage-rules';

export type RuleViolationCode = 'down-payment-below-minimum' | 'insurance-unavailable' | 'insured-amortization-too-long';

export interface RuleViolation {
  code: RuleViolationCode;
  message: string;
}

export interface RuleCheckInputs {
  price: number;
  downPayment: number;
  amortizationYears: number;
  firstTimeBuyer: boolean;
  newBuild: boolean;
}

export function checkMortgageRules(inputs: RuleCheckInputs): RuleViolation[] {
  const { price, downPayment, amortizationYears } = inputs;
  if (!(price > 0)) return [];
  const violations: RuleViolation[] = [];

  const minimum = minimumDownPayment(price);
  if (downPayment < minimum) {
    violations.push({
      code: 'down-payment-below-minimum',
      // The minimum is shown rounded up: a down payment of the rounded-down figure would still fall short.
      message: calcMessages.downPaymentBelowMinimum(
        formatCurrencyWhole(Math.floor(downPayment)),
        formatCurrencyWhole(Math.ceil(minimum)),
        formatCurrencyWhole(price),
      ),
    });
  }

  const insured = isInsuranceRequired(price, downPayment);
  if (insured && price >= DOWN_PAYMENT_RULES.insuredPriceCap) {
    violations.push({
      code: 'insurance-unavailable',
      message: calcMessages.insuranceUnavailable(formatCurrencyWhole(DOWN_PAYMENT_RULES.insuredPriceCap)),
    });
  }

  const longAmortization = amortizationYears > INSURANCE_RULES.standardMaxAmortizationYears;
  if (insured && longAmortization && !inputs.firstTimeBuyer && !inputs.newBuild) {
    violations.push({
      code: 'insured-amortization-too-long',
      message: calcMessages.insuredAmortization(INSURANCE_RULES.standardMaxAmortizationYears),
    });
  }
  return violations;
}
