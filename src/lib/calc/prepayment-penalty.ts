/**
 * The penalty for breaking a closed mortgage before its term ends, as Canadian lenders compute it.
 *
 * - Variable rate: three months' interest on the balance, at the contract rate.
 * - Fixed rate: the greater of three months' interest and the interest rate differential (IRD): the balance times
 *   the gap between the contract rate and a comparison rate, for the months left in the term. Lenders differ on the
 *   comparison rate:
 *   - posted-rate method (the big banks): today's posted rate for the term closest to the time remaining, less the
 *     discount received at signing (the original posted rate minus the contract rate);
 *   - comparison-rate method (most other lenders): today's rate for that term, as offered.
 *
 * Every lender states its own formula in the mortgage contract; this is the estimate both methods give. Rates are
 * worked in thousandths of a percent and money in cents, so the worked examples in the tests match to the cent.
 */
import { calcMessages, MAX_CALCULABLE_AMOUNT, type FieldError } from './calc-messages';
import { fromCents, toCents } from './money';

export const PENALTY_RATE_TYPES = ['fixed', 'variable'] as const;
export type PenaltyRateType = (typeof PENALTY_RATE_TYPES)[number];

/** Which IRD the lender uses: the big banks' posted-rate method or the comparison-rate method of other lenders. */
export const LENDER_KINDS = ['posted-rate', 'comparison-rate'] as const;
export type LenderKind = (typeof LENDER_KINDS)[number];

export type PenaltyRule = 'three-months-interest' | 'ird-posted-rate' | 'ird-comparison-rate';

/** Terms longer than ten years are rare, and an IRD past them would be guesswork. */
export const MAX_MONTHS_REMAINING = 120;

export interface PrepaymentPenaltyInputs {
  balance: number;
  /** The mortgage's own rate, in percent (4.89 means 4.89%). */
  contractRate: number;
  monthsRemaining: number;
  rateType: PenaltyRateType;
  lenderKind: LenderKind;
  /** The lender's posted rate for the original term when the mortgage was signed (posted-rate method). */
  originalPostedRate: number;
  /** The lender's posted rate today for the term closest to the time remaining (posted-rate method). */
  todayPostedRate: number;
  /** The rate offered today for the term closest to the time remaining: the comparison rate, and the rate a new
   *  mortgage would carry. */
  todayRate: number;
}

export interface IrdMethod {
  /** The rate the contract rate is compared with, in percent. */
  comparisonRate: number;
  /** Contract rate minus comparison rate, in percentage points; never below 0. */
  differential: number;
  ird: number;
}

export interface PrepaymentPenaltySuccess {
  ok: true;
  threeMonthsInterest: number;
  /** Original posted rate minus contract rate, in percentage points; never below 0. */
  discountAtSigning: number;
  postedRateMethod: IrdMethod;
  comparisonRateMethod: IrdMethod;
  /** False for a variable rate: only three months' interest applies. */
  irdApplies: boolean;
  rule: PenaltyRule;
  penalty: number;
  /**
   * Interest on the balance over the months remaining, at the contract rate and at today's rate: the same
   * simple-interest basis lenders use for the IRD (the balance falls as payments are made, so both are a little high).
   */
  interestAtContractRate: number;
  interestAtTodayRate: number;
  interestSaved: number;
  /** Interest saved minus the penalty: positive when breaking now and taking today's rate saves money. */
  netSaving: number;
  breakingSaves: boolean;
}

export type PrepaymentPenaltyField = 'balance' | 'contractRate' | 'monthsRemaining' | 'originalPostedRate' | 'todayPostedRate' | 'todayRate';
export type PrepaymentPenaltyResult = PrepaymentPenaltySuccess | { ok: false; errors: FieldError<PrepaymentPenaltyField>[] };

/** Rates as whole thousandths of a percent (5.125% -> 5125), so differences are exact. */
const milli = (ratePercent: number) => Math.round(ratePercent * 1000);

/** Cents of interest on `balanceCents` at `rateMilli` (thousandths of a percent) for `months` months. */
function simpleInterestCents(balanceCents: number, rateMilli: number, months: number): number {
  return Math.round((balanceCents * rateMilli * months) / (100_000 * 12));
}

export function validatePrepaymentPenaltyInputs(inputs: PrepaymentPenaltyInputs): FieldError<PrepaymentPenaltyField>[] {
  const errors: FieldError<PrepaymentPenaltyField>[] = [];
  if (!Number.isFinite(inputs.balance) || inputs.balance <= 0) errors.push({ field: 'balance', message: calcMessages.balanceRequired });
  else if (inputs.balance > MAX_CALCULABLE_AMOUNT) errors.push({ field: 'balance', message: calcMessages.tooLarge });
  const m = inputs.monthsRemaining;
  if (!Number.isInteger(m) || m < 1 || m > MAX_MONTHS_REMAINING) {
    errors.push({ field: 'monthsRemaining', message: calcMessages.monthsRemainingRange(MAX_MONTHS_REMAINING) });
  }
  const rates: PrepaymentPenaltyField[] = ['contractRate', 'todayRate'];
  if (inputs.rateType === 'fixed' && inputs.lenderKind === 'posted-rate') rates.push('originalPostedRate', 'todayPostedRate');
  for (const field of rates) {
    const rate = inputs[field as keyof PrepaymentPenaltyInputs] as number;
    if (!Number.isFinite(rate) || rate < 0 || rate > 100) errors.push({ field, message: calcMessages.rateInvalid });
  }
  return errors;
}

function irdMethod(balanceCents: number, contractMilli: number, comparisonMilli: number, months: number): IrdMethod {
  const differentialMilli = Math.max(0, contractMilli - comparisonMilli);
  return {
    comparisonRate: comparisonMilli / 1000,
    differential: differentialMilli / 1000,
    ird: fromCents(simpleInterestCents(balanceCents, differentialMilli, months)),
  };
}

export function calculatePrepaymentPenalty(inputs: PrepaymentPenaltyInputs): PrepaymentPenaltyResult {
  const errors = validatePrepaymentPenaltyInputs(inputs);
  if (errors.length > 0) return { ok: false, errors };

  const balanceCents = toCents(inputs.balance);
  const months = inputs.monthsRemaining;
  const contract = milli(inputs.contractRate);
  const today = milli(inputs.todayRate);
  const threeMonthsCents = simpleInterestCents(balanceCents, contract, 3);
  const discount = Math.max(0, milli(inputs.originalPostedRate) - contract);
  const postedRateMethod = irdMethod(balanceCents, contract, milli(inputs.todayPostedRate) - discount, months);
  const comparisonRateMethod = irdMethod(balanceCents, contract, today, months);

  const irdApplies = inputs.rateType === 'fixed';
  const irdRule: PenaltyRule = inputs.lenderKind === 'posted-rate' ? 'ird-posted-rate' : 'ird-comparison-rate';
  const ird = inputs.lenderKind === 'posted-rate' ? postedRateMethod.ird : comparisonRateMethod.ird;
  // On a tie the simpler rule is named: the amount is the same.
  const useIrd = irdApplies && toCents(ird) > threeMonthsCents;
  const penaltyCents = useIrd ? toCents(ird) : threeMonthsCents;

  const atContract = simpleInterestCents(balanceCents, contract, months);
  const atToday = simpleInterestCents(balanceCents, today, months);
  const netCents = atContract - atToday - penaltyCents;
  return {
    ok: true,
    threeMonthsInterest: fromCents(threeMonthsCents),
    discountAtSigning: discount / 1000,
    postedRateMethod,
    comparisonRateMethod,
    irdApplies,
    rule: useIrd ? irdRule : 'three-months-interest',
    penalty: fromCents(penaltyCents),
    interestAtContractRate: fromCents(atContract),
    interestAtTodayRate: fromCents(atToday),
    interestSaved: fromCents(atContract - atToday),
    netSaving: fromCents(netCents),
    breakingSaves: netCents > 0,
  };
}
