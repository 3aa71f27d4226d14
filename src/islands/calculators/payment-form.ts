/**
 * The payment calculator's form state (what the visitor typed) and its mapping to the URL and to the maths.
 * Numbers stay as typed text so a half-typed "4." is not rewritten under the visitor's cursor.
 */
import type { PaymentUrlState } from '../../lib/calc/calculator-url-state';
import { parseNumberInput } from '../../lib/calc/money';
import { PAYMENT_NATIVE_FORM, paramsFromNativeForm } from '../../lib/calc/native-submit';
import type { PaymentInputs } from '../../lib/calc/payment';
import { pickDefaultRateOption, type RateOption } from '../../lib/calc/rate-options';

export interface PaymentForm extends Omit<PaymentUrlState, 'amount' | 'rate'> {
  amountText: string;
  rateText: string;
}

export function formFromUrlState(state: PaymentUrlState): PaymentForm {
  const { amount, rate, ...rest } = state;
  return { ...rest, amountText: String(amount), rateText: String(rate) };
}

export function urlStateFromForm(form: PaymentForm): PaymentUrlState {
  const { amountText, rateText, ...rest } = form;
  return { ...rest, amount: parseNumberInput(amountText), rate: parseNumberInput(rateText) };
}

export interface ResolvedRate {
  /** True when the visitor types the rate: asked for, or no posted rate exists for the province. */
  custom: boolean;
  option: RateOption | undefined;
  annualRate: number;
  /** Term for the end-of-term balance; null when the posted term names no duration. */
  termYears: number | null;
}

export function resolveRate(form: PaymentForm, options: readonly RateOption[]): ResolvedRate {
  const option = options.find((o) => o.key === form.rateKey) ?? pickDefaultRateOption(options);
  if (form.customRate || !option) {
    return { custom: true, option: undefined, annualRate: parseNumberInput(form.rateText), termYears: form.customTermYears };
  }
  return { custom: false, option, annualRate: option.rate, termYears: option.termYears };
}

export function paymentInputsFromForm(form: PaymentForm, rate: ResolvedRate): PaymentInputs {
  return {
    amount: parseNumberInput(form.amountText),
    annualRate: rate.annualRate,
    amortizationYears: form.amortizationYears,
    compounding: form.compounding,
    frequency: form.frequency,
  };
}

/** "every month", "twice a month"... so a payment reads as a sentence. */
export const FREQUENCY_PHRASES: Record<PaymentInputs['frequency'], string> = {
  monthly: 'per month',
  'semi-monthly': 'twice a month',
  'bi-weekly': 'every two weeks',
  'rapid-bi-weekly': 'every two weeks',
  weekly: 'per week',
  'rapid-weekly': 'per week',
};

/** The names the calculator's own controls carry; a native submission's are read as the shareable keys (ADR 58). */
export const PAYMENT_NATIVE_FIELDS: readonly string[] = Object.keys(PAYMENT_NATIVE_FORM.fields);

/** The address with a native submission's field names turned into the calculator's keys (a ticked box sends "on"). */
export function paramsFromNativeSubmit(params: URLSearchParams): URLSearchParams {
  return paramsFromNativeForm(PAYMENT_NATIVE_FORM, params);
}
