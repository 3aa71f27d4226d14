/** Mortgage default insurance (CMHC and private insurers use the same premium table). Sources: mortgage-rules.ts. */
import type { ProvinceCode } from '../provinces';
import { fromCents, toCents } from './money';
import { CMHC_PREMIUM_BANDS, DOWN_PAYMENT_RULES, INSURANCE_RULES } from './mortgage-rules';
import { premiumSalesTaxRate } from './premium-sales-tax';

export interface InsuranceInputs {
  price: number;
  downPayment: number;
  amortizationYears: number;
  /** Decides the tax on the premium (ADR 49); Ontario when absent. */
  province?: ProvinceCode;
}

export interface InsuranceResult {
  /** Down payment under 20%: the loan must be insured. */
  required: boolean;
  /** False at a price of $1,500,000 or more, or a loan above 95% of the price. */
  available: boolean;
  loan: number;
  /** Loan-to-value before the premium, 0..1. */
  loanToValue: number;
  /** Premium as a fraction of the loan (0.04 = 4.00%); 0 when not required or not available. */
  premiumRate: number;
  premium: number;
  /** The province's tax on the premium (Ontario, Quebec, Saskatchewan; 0 elsewhere), paid in cash at closing. */
  pst: number;
  /** The loan plus the premium, which is added to it. */
  insuredLoan: number;
}

/**
 * Premium rate for a loan-to-value, in basis points of the loan; null above 95% (not insurable). Takes cents so
 * a band edge such as exactly 90% lands in its band, with no floating-point doubt.
 */
export function premiumBasisPoints(loanCents: number, priceCents: number, amortizationYears: number): number | null {
  if (priceCents <= 0) return null;
  const band = CMHC_PREMIUM_BANDS.find((b) => loanCents * 10_000 <= b.maxLtvBasisPoints * priceCents);
  if (!band) return null;
  const surcharge = amortizationYears > INSURANCE_RULES.standardMaxAmortizationYears ? INSURANCE_RULES.longAmortizationSurchargeBasisPoints : 0;
  return band.premiumBasisPoints + surcharge;
}

export function isInsuranceRequired(price: number, downPayment: number): boolean {
  // 5 × down < price  <=>  down < 20% of price, compared in integer cents.
  return toCents(downPayment) * 5 < toCents(price);
}

export function calculateMortgageInsurance(inputs: InsuranceInputs): InsuranceResult {
  const priceCents = Math.max(0, toCents(inputs.price));
  const loanCents = Math.max(0, priceCents - Math.max(0, toCents(inputs.downPayment)));
  const required = isInsuranceRequired(inputs.price, inputs.downPayment);
  const base = {
    required,
    loan: fromCents(loanCents),
    loanToValue: priceCents > 0 ? loanCents / priceCents : 0,
  };
  const none = { premiumRate: 0, premium: 0, pst: 0, insuredLoan: fromCents(loanCents) };
  if (!required) return { ...base, available: true, ...none };

  const basisPoints = premiumBasisPoints(loanCents, priceCents, inputs.amortizationYears);
  const available = inputs.price < DOWN_PAYMENT_RULES.insuredPriceCap && basisPoints !== null;
  if (!available || basisPoints === null) return { ...base, available: false, ...none };

  const premiumCents = Math.round((loanCents * basisPoints) / 10_000);
  return {
    ...base,
    available: true,
    premiumRate: basisPoints / 10_000,
    premium: fromCents(premiumCents),
    pst: fromCents(Math.round(premiumCents * premiumSalesTaxRate(inputs.province ?? 'ON'))),
    insuredLoan: fromCents(loanCents + premiumCents),
  };
}
