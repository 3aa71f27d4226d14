/**
 * Affordability maths (docs/product/calculators.md#affordability-inputs), plus the federal stress test, the minimum
 * down payment, mortgage insurance and the rule checks. Pure: no I/O.
 */
import { calcMessages, MAX_CALCULABLE_AMOUNT, type FieldError } from './calc-messages';
import { maxPriceForDownPayment, minimumDownPayment } from './down-payment';
import { annuityPresentValueFactor, periodicRate } from './interest';
import { calculateMortgageInsurance, type InsuranceResult } from './mortgage-insurance';
import { checkMortgageRules, type RuleViolation } from './mortgage-rule-checks';
import { DEBT_SERVICE_RATIOS, STRESS_TEST } from './mortgage-rules';
import { formatCurrencyWhole } from '../format';
import type { ProvinceCode } from '../provinces';
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

/** What holds the price a lender would accept down: the stress-tested payment, or the minimum down payment. */
export type AffordabilityLimit = 'stress-test' | 'down-payment';

export interface AffordabilitySuccess {
  ok: true;
  capacity: PaymentCapacity;
  /**
   * The headline: the highest price a lender would accept. The mortgage (with any insurance premium) must be paid
   * at the qualifying rate within the GDS/TDS payment, and the down payment must meet the minimum for the price.
   */
  maxPrice: number;
  /** The mortgage at maxPrice before any premium: maxPrice − the down payment (docs/product/calculators.md#affordability-result: "borrowing limit"). */
  borrowingLimit: number;
  /** The payment at the contract rate on the mortgage at maxPrice, premium included, to the dollar. */
  monthlyMortgagePayment: number;
  limitedBy: AffordabilityLimit;
  /** Without the stress test or the down-payment rule: what the ratios alone carry at the contract rate. */
  atContractRate: { borrowingLimit: number; maxPrice: number };
  /** The qualifying rate, the loan the payment carries at it, and the price that loan and the down payment make. */
  stressTest: { qualifyingRate: number; borrowingLimit: number; maxPrice: number };
  /** Minimum down payment for maxPrice, to the cent. */
  minimumDownPayment: number;
  /** The highest price the down payment alone allows. */
  maxPriceForDownPayment: number;
  /** Insurance at maxPrice; the premium is added to the loan (and included in the payment above). */
  insurance: InsuranceResult;
  /** The same payment as monthlyMortgagePayment: the premium is part of the mortgage paid. */
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
  const otherHousingCosts = inputs.propertyTaxesAnnual / 12 + inputs.heatingMonthly + DEBT_SERVICE_RATIOS.condoFeeShare * inputs.condoFeesMonthly;
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

/** `province` decides only the tax on the insurance premium, paid in cash at closing (ADR 49). */
export function calculateAffordability(inputs: AffordabilityInputs, province: ProvinceCode = 'ON'): AffordabilityResult {
  const errors = validateAffordabilityInputs(inputs);
  if (errors.length > 0) return { ok: false, errors };

  const capacity = paymentCapacity(inputs);
  const payment = capacity.affordablePayment;
  const years = inputs.amortizationYears;
  const down = inputs.downPayment;
  const contractLimit = borrowingLimitFor(payment, inputs.annualRate, years);
  const stressRate = qualifyingRate(inputs.annualRate);
  const stressLimit = borrowingLimitFor(payment, stressRate, years);

  const rules = (price: number) =>
    checkMortgageRules({ price, downPayment: down, amortizationYears: years, firstTimeBuyer: inputs.firstTimeBuyer, newBuild: inputs.newBuild });
  const insuredLoanAt = (price: number) => calculateMortgageInsurance({ price, downPayment: down, amortizationYears: years }).insuredLoan;
  // A lender accepts a price when the rules allow it with this down payment and the whole mortgage (premium included)
  // is carried by the ratios' payment at the qualifying rate. Both only tighten as the price rises, so the highest
  // accepted price is found by halving, to the dollar.
  const accepted = (price: number) => price <= down || (rules(price).length === 0 && insuredLoanAt(price) <= stressLimit);
  const ceiling = Math.floor(down + stressLimit);
  const maxPrice = highestWhole(Math.floor(down), ceiling, accepted);
  const limitedBy: AffordabilityLimit = maxPrice < ceiling && rules(maxPrice + 1).length > 0 ? 'down-payment' : 'stress-test';

  const insurance = calculateMortgageInsurance({ price: maxPrice, downPayment: down, amortizationYears: years, province });
  const pvFactor = annuityPresentValueFactor(canadianMonthlyRate(inputs.annualRate), years * 12);
  const actualPayment = pvFactor > 0 ? Math.round(insurance.insuredLoan / pvFactor) : 0;
  const notices: string[] = [];
  if (payment <= 0) notices.push(calcMessages.noRoom);
  else if (down <= 0) notices.push(calcMessages.downPaymentNeeded);
  else if (limitedBy === 'down-payment') {
    // The rule a dollar more would break says why (the minimum down payment, the insured price cap, or 30 years).
    const reason = rules(maxPrice + 1)[0]!.message;
    notices.push(calcMessages.cappedByDownPayment(formatCurrencyWhole(Math.floor(down)), formatCurrencyWhole(maxPrice), reason));
  }

  return {
    ok: true,
    capacity,
    maxPrice,
    borrowingLimit: Math.max(0, Math.round(maxPrice - down)),
    monthlyMortgagePayment: actualPayment,
    limitedBy,
    atContractRate: { borrowingLimit: contractLimit, maxPrice: Math.round(contractLimit + down) },
    stressTest: { qualifyingRate: stressRate, borrowingLimit: stressLimit, maxPrice: Math.round(stressLimit + down) },
    minimumDownPayment: minimumDownPayment(maxPrice),
    maxPriceForDownPayment: maxPriceForDownPayment(down),
    insurance,
    monthlyPaymentWithPremium: actualPayment,
    violations: maxPrice > down ? rules(maxPrice) : [],
    notices,
  };
}

/** The highest whole number in [low, high] for which `ok` holds, given ok(low) and that ok only turns false upward. */
function highestWhole(low: number, high: number, ok: (n: number) => boolean): number {
  if (high <= low) return low;
  if (ok(high)) return high;
  let lo = low;
  let hi = high; // ok(lo) is true, ok(hi) is false
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}
