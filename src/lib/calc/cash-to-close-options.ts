import type { ProvinceCode } from '../provinces';

/**
 * Cash-to-close calculator choices and defaults. The closing costs besides the taxes are estimates the visitor
 * edits; the defaults are not product values but the middle of what Ontario buyers usually pay (docs/product/README.md#beyond-the-description).
 */
export interface CashToCloseInputs {
  price: number;
  downPayment: number;
  /** Decides the transfer tax or fees and the tax on the premium (ADR 49); Ontario when absent. */
  province?: ProvinceCode;
  /** Ontario: Toronto's municipal land transfer tax. */
  inToronto: boolean;
  /** Quebec: Montreal's welcome tax brackets. */
  inMontreal?: boolean;
  /** Nova Scotia: the municipality's deed transfer tax, in percent; Halifax's when absent. */
  deedTransferRate?: number;
  firstTimeBuyer: boolean;
  newBuild: boolean;
  /** Decides the insurance premium's surcharge; 30 years needs a first-time buyer or a new build when insured. */
  amortizationYears: number;
  /** YYYY-MM-DD; picks Toronto's schedule. */
  purchaseDate: string;
  legalFees: number;
  titleInsurance: number;
  inspection: number;
  /** Property tax, utilities and condo fees the buyer repays the seller for days already paid. */
  adjustments: number;
  /** How many buyers each have their own FHSA and RRSP (1 or 2). */
  buyers: number;
  fhsa: number;
  homeBuyersPlan: number;
}

export const CASH_TO_CLOSE_AMORTIZATIONS = [25, 30] as const;

export const CASH_TO_CLOSE_DEFAULT_COSTS = {
  /** Ontario real-estate lawyers charge roughly $1,800 to $2,500 for a purchase, disbursements included. */
  legalFees: 2_000,
  /** A homeowner's title insurance policy is usually $250 to $400. */
  titleInsurance: 300,
  /** A standard home inspection is usually $400 to $600. */
  inspection: 500,
  /** Adjustments vary with the closing date; $1,000 is a placeholder to replace with the lawyer's statement. */
  adjustments: 1_000,
} as const;

/**
 * First-time buyers' registered sources, per buyer: the First Home Savings Account's $40,000 lifetime contribution
 * limit and the RRSP Home Buyers' Plan's $60,000 withdrawal limit (Canada Revenue Agency, "First Home Savings
 * Account" and "Home Buyers' Plan", the HBP limit raised from $35,000 for withdrawals after 16 April 2024).
 */
export const FIRST_TIME_BUYER_SOURCES = {
  fhsaLifetimePerBuyer: 40_000,
  homeBuyersPlanPerBuyer: 60_000,
} as const;

export const CASH_TO_CLOSE_DEFAULTS: Omit<CashToCloseInputs, 'purchaseDate'> = {
  price: 600_000,
  downPayment: 60_000,
  province: 'ON',
  inToronto: false,
  inMontreal: false,
  deedTransferRate: 1.5,
  firstTimeBuyer: false,
  newBuild: false,
  amortizationYears: 25,
  ...CASH_TO_CLOSE_DEFAULT_COSTS,
  buyers: 1,
  fhsa: 0,
  homeBuyersPlan: 0,
};
