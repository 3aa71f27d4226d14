/**
 * Calculator messages that are ours, not the product's (docs/product/README.md#beyond-the-description) (product strings live in src/lib/messages.ts). Kept together so
 * the islands and the tests read the same words.
 */
export const calcMessages = {
  amountRequired: 'Enter a mortgage amount greater than $0.',
  rateInvalid: 'Enter an interest rate of 0% or more.',
  amortizationRange: (min: number, max: number) => `Choose an amortization between ${min} and ${max} years.`,
  tooLarge: 'That number is too large to calculate.',
  incomeInvalid: 'Enter an income of $0 or more.',
  costInvalid: 'Enter an amount of $0 or more.',
  priceRequired: 'Enter a purchase price greater than $0.',
  dateInvalid: 'Enter a purchase date.',
  /** (ours) Nova Scotia's municipal deed transfer tax rate, ADR 49. */
  deedTransferRateRange: (max: number) => `Enter the municipality's rate, from 0% to ${max}%.`,
  noRoom: 'Your debts and housing costs leave no room for a mortgage payment at this income.',
  /** (ours) The headline price is held down by the minimum down payment rather than by income. */
  cappedByDownPayment: (down: string, price: string, reason: string) =>
    `Your income would carry more, but with ${down} down a lender can accept a home of up to ${price} (above it: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}). A larger down payment raises this price`,
  /** (ours) No down payment entered: no price can be bought with a mortgage. */
  downPaymentNeeded: 'A down payment is needed to buy with a mortgage: at least 5% of the first $500,000 of the price',
  downPaymentBelowMinimum: (down: string, minimum: string, price: string) =>
    `Your down payment of ${down} is below the minimum of ${minimum} for a ${price} home`,
  insuranceUnavailable: (cap: string) => `Mortgage insurance is not available for homes priced at ${cap} or more, so at least 20% down is required`,
  balanceRequired: 'Enter a mortgage balance greater than $0.',
  monthsRemainingRange: (max: number) => `Enter the whole months left in your term, from 1 to ${max}.`,
  downPaymentRequired: 'Enter a down payment of $0 or more, no larger than the price.',
  insuredAmortization: (years: number) => `Insured mortgages are limited to ${years} years unless you are a first-time buyer or buying a new build`,
} as const;

export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

/** Amounts past this are refused: cents beyond it lose integer precision, and no home costs a hundred billion. */
export const MAX_CALCULABLE_AMOUNT = 100_000_000_000;
