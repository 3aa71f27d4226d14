/** Affordability calculator choices and defaults (docs/product/calculators.md#affordability-inputs). */

export const AFFORDABILITY_AMORTIZATIONS = [1, 2, 3, 4, 5, 7, 10, 15, 20, 25, 30] as const;

export interface AffordabilityInputs {
  annualIncome: number;
  coBorrowerIncome: number;
  downPayment: number;
  amortizationYears: number;
  /** Contract rate in percent (4.84 means 4.84%). */
  annualRate: number;
  monthlyDebts: number;
  heatingMonthly: number;
  propertyTaxesAnnual: number;
  condoFeesMonthly: number;
  /** Not in the product description: a 30-year insured amortization needs a first-time buyer or a new build (docs/product/calculators.md#affordability-inputs). */
  firstTimeBuyer: boolean;
  newBuild: boolean;
}

/**
 * Income, down payment, amortization and rate are the product's (docs/product/calculators.md#affordability-defaults) starting values. Heat and property tax are not: lenders
 * count both in the housing costs (CMHC's GDS and TDS), so starting them at $0 overstated what a visitor can afford.
 * They start at visible, editable estimates instead (ADR 42): property tax about 1 % a year of the default result's
 * price, inside Ontario's residential range (0.67 % in Toronto, 1.46 % in Brantford), and heat $150 a month.
 */
export const AFFORDABILITY_DEFAULTS: AffordabilityInputs = {
  annualIncome: 100_000,
  coBorrowerIncome: 0,
  downPayment: 20_000,
  amortizationYears: 25,
  annualRate: 4.84,
  monthlyDebts: 0,
  heatingMonthly: 150,
  propertyTaxesAnnual: 3_900,
  condoFeesMonthly: 0,
  firstTimeBuyer: false,
  newBuild: false,
};

export const AFFORDABILITY_RATE_STEP = 0.01;

export function isAffordabilityAmortization(years: number): boolean {
  return (AFFORDABILITY_AMORTIZATIONS as readonly number[]).includes(years);
}
