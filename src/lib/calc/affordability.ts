/**
 * Affordability maths (spec sections "Affordability calculator" and 9), plus the federal stress test, the minimum
 * down payment, mortgage insurance and the rule checks. Pure: no I/O.
 */
import { calcMessages, MAX_CALCULABLE_AMOUNT, type FieldError } from './calc-messages';
import { maxPriceForDownPayment, minimumDownPayment } from './down-payment';
import { annuityPresentValueFactor, periodicRate } from './interest';
import { calculateMortgageInsurance, type InsuranceResult } from './mortgage-insurance';
import { checkMortgageRules, type RuleViolation } from './mortgage-rule-checks';
import { DEBT_SERVICE_RATIOS, STRESS_TEST } from './mortgage-rules';
import { isAffordabilityAmortization, AFFORDABILITY_AMORTIZATIONS, type AffordabilityInputs } from './affordability-options';

export type AffordabilityField = keyof Omit<AffordabilityInputs, 'firstTimeBuyer' | 'newBuild'>;

export interface PaymentCapacity {
  monthlyIncome: number;
  /** Property taxes / 12 + heat + half the condo fees. */
  otherHousingCosts: number;
  /** Mortgage payment the 32% GDS ratio allows (may be negative before the floor). */
  gdsPayment: number;
  /** Mortgage payment the 40% TDS ratio allows (may be negative before the floor). */
  tdsPayment: number;
  limitingRatio: 'gds' | 'tds';
  /** The smaller of the two, never below 0. Not rounded. */
  affordablePayment: number;
}

export interface AffordabilitySuccess {
  ok: true;
  capacity: PaymentCapacity;
  /** The affordable payment, to the dollar (spec: "monthly mortgage payment"). */
  monthlyMortgagePayment: number;
  borrowingLimit: number;
  maxPrice: number;
  stressTest: { qualifyingRate: number; borrowingLimit: number; maxPrice: number };
  /** Minimum down payment for maxPrice, to the cent. */
  minimumDownPayment: number;
  /** The highest price the down payment alone allows. */
  maxPriceForDownPayment: number;
  /** Insurance at maxPrice; the premium is added to the loan, so the payment then rises. */
  insurance: InsuranceResult;
  monthlyPaymentWithPremium: number;
  violations: RuleViolation[];
  notices: string[];
}

export type AffordabilityResult = AffordabilitySuccess | { ok: false; errors: FieldError<AffordabilityField>[] };

/** Canadian monthly rate: the nominal rate compounded semi-annually (Interest Act), (1 + r/2)^(1/6) − 1. */
export function canadianMonthlyRate(annualRatePercent: number): number {
  return periodicRate(annualRatePercent, 2, 12);
}

export function paymentCapacity(inputs: AffordabilityInputs): PaymentCapacity {
  const monthlyIncome = (inputs.annualIncome + inputs.coBorrowerIncome) / 12;
  const otherHousingCosts =
    inputs.propertyTaxesAnnual / 12 + inputs.heatingMonthly + DEBT_SERVICE_RATIOS.condoFeeShare * inputs.condoFeesMonthly;
  const gdsPayment = DEBT_SERVICE_RATIOS.gds * monthlyIncome - otherHousingCosts;
  const tdsPayment = DEBT_SERVICE_RATIOS.tds * monthlyIncome - otherHousingCosts - inputs.monthlyDebts;
  return {
    monthlyIncome,
    otherHousingCosts,
    gdsPayment,
    tdsPayment,
    limitingRatio: gdsPayment <= tdsPayment ? 'gds' : 'tds',
    affordablePayment: Math.max(0, Math.min(gdsPayment, tdsPayment)),
  };
}

/** Loan a monthly payment carries: payment × the annuity present-value factor, to the dollar. */
export function borrowingLimitFor(monthlyPayment: number, annualRatePercent: number, years: number): number {
  return Math.round(monthlyPayment * annuityPresentValueFactor(canadianMonthlyRate(annualRatePercent), years * 12));
}

export function qualifyingRate(contractRatePercent: number): number {
  return Math.max(contractRatePercent + STRESS_TEST.bufferPercentagePoints, STRESS_TEST.floorRatePercent);
}

const AMOUNT_FIELDS = [
  'annualIncome',
  'coBorrowerIncome',
  'downPayment',
  'monthlyDebts',
  'heatingMonthly',
  'propertyTaxesAnnual',
  'condoFeesMonthly',
] as const satisfies readonly AffordabilityField[];

export function validateAffordabilityInputs(inputs: AffordabilityInputs): FieldError<AffordabilityField>[] {
  const errors: FieldError<AffordabilityField>[] = [];
  for (const field of AMOUNT_FIELDS) {
    const value = inputs[field];
    const isIncome = field === 'annualIncome' || field === 'coBorrowerIncome';
    if (!Number.isFinite(value) || value < 0) {
      errors.push({ field, message: isIncome ? calcMessages.incomeInvalid : calcMessages.costInvalid });
    } else if (value > MAX_CALCULABLE_AMOUNT) {
      errors.push({ field, message: calcMessages.tooLarge });
    }
  }
  if (!Number.isFinite(inputs.annualRate) || inputs.annualRate < 0) {
    errors.push({ field: 'annualRate', message: calcMessages.rateInvalid });
  }
  if (!isAffordabilityAmortization(inputs.amortizationYears)) {
    const first = AFFORDABILITY_AMORTIZATIONS[0];
    const last = AFFORDABILITY_AMORTIZATIONS[AFFORDABILITY_AMORTIZATIONS.length - 1];
    errors.push({ field: 'amortizationYears', message: calcMessages.amortizationRange(first, last) });
  }
  return errors;
}

export function calculateAffordability(inputs: AffordabilityInputs): AffordabilityResult {
  const errors = validateAffordabilityInputs(inputs);
  if (errors.length > 0) return { ok: false, errors };

  const capacity = paymentCapacity(inputs);
  const payment = capacity.affordablePayment;
  const years = inputs.amortizationYears;
  const borrowingLimit = borrowingLimitFor(payment, inputs.annualRate, years);
  const maxPrice = Math.round(borrowingLimit + inputs.downPayment);

  const stressRate = qualifyingRate(inputs.annualRate);
  const stressLimit = borrowingLimitFor(payment, stressRate, years);

  const insurance = calculateMortgageInsurance({ price: maxPrice, downPayment: inputs.downPayment, amortizationYears: years });
  const pvFactor = annuityPresentValueFactor(canadianMonthlyRate(inputs.annualRate), years * 12);
  const violations = checkMortgageRules({
    price: maxPrice,
    downPayment: inputs.downPayment,
    amortizationYears: years,
    firstTimeBuyer: inputs.firstTimeBuyer,
    newBuild: inputs.newBuild,
  });

  return {
    ok: true,
    capacity,
    monthlyMortgagePayment: Math.round(payment),
    borrowingLimit,
    maxPrice,
    stressTest: {
      qualifyingRate: stressRate,
      borrowingLimit: stressLimit,
      maxPrice: Math.round(stressLimit + inputs.downPayment),
    },
    minimumDownPayment: minimumDownPayment(maxPrice),
    maxPriceForDownPayment: maxPriceForDownPayment(inputs.downPayment),
    insurance,
    monthlyPaymentWithPremium: pvFactor > 0 ? Math.round(insurance.insuredLoan / pvFactor) : 0,
    violations,
    notices: payment <= 0 ? [calcMessages.noRoom] : [],
  };
}
