/**
 * The prepayment-penalty calculator's form state (typed text) and its mapping to the URL and to the maths. Today's
 * rates follow the site's rates for the term closest to the time left until the visitor types over them.
 */
import { parseNumberInput } from '../../lib/calc/money';
import type { PenaltyTodayRates } from '../../lib/calc/penalty-today-rates';
import type { LenderKind, PenaltyRateType, PrepaymentPenaltyInputs } from '../../lib/calc/prepayment-penalty';
import type { PrepaymentPenaltyUrlState } from '../../lib/calc/prepayment-penalty-url-state';

export interface PenaltyForm {
  balanceText: string;
  contractRateText: string;
  monthsText: string;
  rateType: PenaltyRateType;
  lenderKind: LenderKind;
  originalPostedText: string;
  /** null: follow the site's rate for the term. */
  todayRateText: string | null;
  todayPostedText: string | null;
  insured: boolean;
}

export function formFromUrlState(state: PrepaymentPenaltyUrlState): PenaltyForm {
  return {
    balanceText: String(state.balance),
    contractRateText: String(state.contractRate),
    monthsText: String(state.monthsRemaining),
    rateType: state.rateType,
    lenderKind: state.lenderKind,
    originalPostedText: String(state.originalPostedRate),
    todayRateText: state.todayRate === null ? null : String(state.todayRate),
    todayPostedText: state.todayPostedRate === null ? null : String(state.todayPostedRate),
    insured: state.insured,
  };
}

export function monthsFromForm(form: PenaltyForm): number {
  return parseNumberInput(form.monthsText);
}

/** The mortgage as typed (what both the calculation and the page address take as it is). */
function mortgageFromForm(form: PenaltyForm) {
  return {
    balance: parseNumberInput(form.balanceText),
    contractRate: parseNumberInput(form.contractRateText),
    monthsRemaining: monthsFromForm(form),
    rateType: form.rateType,
    lenderKind: form.lenderKind,
    originalPostedRate: parseNumberInput(form.originalPostedText),
  };
}

export function inputsFromForm(form: PenaltyForm, site: PenaltyTodayRates): PrepaymentPenaltyInputs {
  return {
    ...mortgageFromForm(form),
    todayRate: form.todayRateText === null ? site.todayRate : parseNumberInput(form.todayRateText),
    todayPostedRate: form.todayPostedText === null ? site.todayPostedRate : parseNumberInput(form.todayPostedText),
  };
}

export function urlStateFromForm(form: PenaltyForm): PrepaymentPenaltyUrlState {
  return {
    ...mortgageFromForm(form),
    todayRate: form.todayRateText === null ? null : parseNumberInput(form.todayRateText),
    todayPostedRate: form.todayPostedText === null ? null : parseNumberInput(form.todayPostedText),
    insured: form.insured,
  };
}
