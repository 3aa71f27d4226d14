/**
 * Input schemas for the prepayment-penalty and cash-to-close calculators, for callers outside the calculator pages
 * (the chat assistant, an API). The islands validate with the calculators' own checks, which give the same messages
 * without shipping zod to the browser.
 */
import { calcMessages } from '../calc/calc-messages';
import { CASH_TO_CLOSE_AMORTIZATIONS } from '../calc/cash-to-close-options';
import { LENDER_KINDS, MAX_MONTHS_REMAINING, PENALTY_RATE_TYPES } from '../calc/prepayment-penalty';
import { z } from './zod';

const rate = z.number().min(0).max(100);
const amount = z.number().min(0).max(100_000_000_000);

export const prepaymentPenaltyInputSchema = z.object({
  balance: amount.positive(),
  contractRate: rate,
  monthsRemaining: z.number().int().min(1).max(MAX_MONTHS_REMAINING),
  rateType: z.enum(PENALTY_RATE_TYPES),
  lenderKind: z.enum(LENDER_KINDS),
  originalPostedRate: rate,
  todayPostedRate: rate,
  todayRate: rate,
});

export const cashToCloseInputSchema = z
  .object({
    price: amount.positive(),
    downPayment: amount,
    inToronto: z.boolean(),
    firstTimeBuyer: z.boolean(),
    newBuild: z.boolean(),
    amortizationYears: z.union(CASH_TO_CLOSE_AMORTIZATIONS.map((y) => z.literal(y))),
    purchaseDate: z.iso.date(),
    legalFees: amount,
    titleInsurance: amount,
    inspection: amount,
    adjustments: amount,
    buyers: z.union([z.literal(1), z.literal(2)]),
    fhsa: amount,
    homeBuyersPlan: amount,
  })
  .refine((v) => v.downPayment <= v.price, { path: ['downPayment'], message: calcMessages.downPaymentRequired });
