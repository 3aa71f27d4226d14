/** The cash-to-close calculator's form state (typed text) and its mapping to the URL and to the maths. */
import type { CashToCloseInputs } from '../../lib/calc/cash-to-close-options';
import type { CashToCloseUrlState } from '../../lib/calc/cash-to-close-url-state';
import { parseNumberInput } from '../../lib/calc/money';
import { PROVINCE_OPTION_DEFAULTS } from '../../lib/calc/province-url-params';
import { type ProvinceExtrasForm, provinceExtrasFrom, provinceOptionsFrom } from './ProvinceField';

export const CASH_TEXT_FIELDS = ['price', 'downPayment', 'legalFees', 'titleInsurance', 'inspection', 'adjustments', 'fhsa', 'homeBuyersPlan'] as const;
export type CashTextField = (typeof CASH_TEXT_FIELDS)[number];

export type CashToCloseForm = Record<CashTextField, string> &
  Pick<CashToCloseUrlState, 'inToronto' | 'firstTimeBuyer' | 'newBuild' | 'amortizationYears' | 'buyers'> &
  ProvinceExtrasForm;

export function formFromUrlState(state: CashToCloseUrlState): CashToCloseForm {
  const text = Object.fromEntries(CASH_TEXT_FIELDS.map((field) => [field, String(state[field])])) as Record<CashTextField, string>;
  const { inToronto, firstTimeBuyer, newBuild, amortizationYears, buyers } = state;
  const d = PROVINCE_OPTION_DEFAULTS;
  const extras = provinceExtrasFrom({
    province: state.province ?? d.province,
    inMontreal: state.inMontreal ?? d.inMontreal,
    deedTransferRate: state.deedTransferRate ?? d.deedTransferRate,
  });
  return { ...text, inToronto, firstTimeBuyer, newBuild, amortizationYears, buyers, ...extras };
}

/** An empty cost reads as $0; an empty price stays missing so it is reported rather than read as a free home. */
export function urlStateFromForm(form: CashToCloseForm): CashToCloseUrlState {
  const amount = (field: CashTextField) => parseNumberInput(form[field], field === 'price' ? Number.NaN : 0);
  const numbers = Object.fromEntries(CASH_TEXT_FIELDS.map((field) => [field, amount(field)])) as Record<CashTextField, number>;
  const { inToronto, firstTimeBuyer, newBuild, amortizationYears, buyers } = form;
  return { ...numbers, inToronto, firstTimeBuyer, newBuild, amortizationYears, buyers, ...provinceOptionsFrom(form) };
}

export function inputsFromForm(form: CashToCloseForm, purchaseDate: string): CashToCloseInputs {
  return { ...urlStateFromForm(form), purchaseDate };
}
