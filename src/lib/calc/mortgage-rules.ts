/**
 * Federal mortgage rules as data, so a rule change is an edit here and nowhere else.
 *
 * Sources:
 * - Minimum down payment and the $1.5M insured price cap: Government of Canada, "Buying a home: down payment"
 *   (canada.ca) and the Department of Finance announcement of 16 September 2024, in force 15 December 2024.
 * - 30-year insured amortization for first-time buyers and new builds: same announcement (in force 15 December 2024).
 * - Premium rates by loan-to-value and the +0.20% surcharge above 25 years: CMHC, "Mortgage Loan Insurance premiums"
 *   (cmhc-schl.gc.ca), homeowner purchase, traditional down payment.
 * - 8% Ontario retail sales tax on the premium, paid at closing: Ontario Ministry of Finance, Retail Sales Tax on
 *   insurance premiums.
 * - Stress test (minimum qualifying rate): OSFI Guideline B-20 and the Department of Finance rule for insured
 *   mortgages: the greater of the contract rate + 2% and 5.25%.
 */

export const DOWN_PAYMENT_RULES = {
  /** 5% of the price up to this amount... */
  firstTierLimit: 500_000,
  firstTierRate: 0.05,
  /** ...and 10% of the part above it, while the price is under the insured cap. */
  secondTierRate: 0.1,
  /** At this price or more, insurance is unavailable and 20% of the whole price is the minimum. */
  insuredPriceCap: 1_500_000,
  uninsuredRate: 0.2,
} as const;

/** Premium bands by loan-to-value, in basis points of the loan, so band edges compare exactly in integers. */
export const CMHC_PREMIUM_BANDS = [
  { maxLtvBasisPoints: 6500, premiumBasisPoints: 60 },
  { maxLtvBasisPoints: 7500, premiumBasisPoints: 170 },
  { maxLtvBasisPoints: 8000, premiumBasisPoints: 240 },
  { maxLtvBasisPoints: 8500, premiumBasisPoints: 280 },
  { maxLtvBasisPoints: 9000, premiumBasisPoints: 310 },
  { maxLtvBasisPoints: 9500, premiumBasisPoints: 400 },
] as const;

export const INSURANCE_RULES = {
  /** Insurance is required when the down payment is under this share of the price. */
  requiredBelowDownPaymentShare: 0.2,
  /** Amortizations longer than this pay the surcharge, and need a first-time buyer or a new build. */
  standardMaxAmortizationYears: 25,
  longAmortizationSurchargeBasisPoints: 20,
  /** Ontario retail sales tax on the premium; due in cash at closing, never added to the loan. */
  ontarioPstRate: 0.08,
} as const;

export const STRESS_TEST = {
  bufferPercentagePoints: 2,
  floorRatePercent: 5.25,
} as const;

/** Debt service ratios (docs/product/calculators.md#debt-ratios): housing costs (GDS) and all debts (TDS) as shares of gross income. */
export const DEBT_SERVICE_RATIOS = {
  gds: 0.32,
  tds: 0.4,
  /** Lenders count half of condo fees as a housing cost. */
  condoFeeShare: 0.5,
} as const;
