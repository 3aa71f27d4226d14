/** Payment calculator maths (docs/product/calculators.md#payment-inputs). Pure: no I/O, runs anywhere. */
import { calcMessages, MAX_CALCULABLE_AMOUNT, type FieldError } from './calc-messages';
import { annuityPayment, periodicRate } from './interest';
import { toCents, fromCents } from './money';
import {
  compoundingPerYear,
  findFrequency,
  PAYMENT_AMORTIZATION_MAX_YEARS,
  PAYMENT_AMORTIZATION_MIN_YEARS,
  PAYMENT_FREQUENCIES,
  SCHEDULE_EXTRA_PERIODS,
  type CompoundingId,
  type FrequencyId,
  type PaymentFrequency,
} from './payment-options';
import { buildSchedule, type Schedule } from './schedule';

export interface PaymentInputs {
  amount: number;
  /** Nominal annual rate in percent (5 means 5.00%). */
  annualRate: number;
  amortizationYears: number;
  compounding: CompoundingId;
  frequency: FrequencyId;
}

export type PaymentField = 'amount' | 'annualRate' | 'amortizationYears';

export interface PaymentSuccess {
  ok: true;
  inputs: PaymentInputs;
  frequency: PaymentFrequency;
  /** Payment per period, to the cent. */
  payment: number;
  /** Effective rate per payment period used by the schedule (fraction). */
  periodicRate: number;
  numberOfPayments: number;
  payoffMonths: number;
  principal: number;
  totalInterest: number;
  totalPaid: number;
  /** Shares of the total paid, 0..1, for the principal-versus-interest bar. */
  principalShare: number;
  interestShare: number;
  schedule: Schedule;
}

export type PaymentResult = PaymentSuccess | { ok: false; errors: FieldError<PaymentField>[] };

export function validatePaymentInputs(inputs: PaymentInputs): FieldError<PaymentField>[] {
  const errors: FieldError<PaymentField>[] = [];
  const { amount, annualRate, amortizationYears: years } = inputs;
  if (!Number.isFinite(amount) || amount <= 0) errors.push({ field: 'amount', message: calcMessages.amountRequired });
  else if (amount > MAX_CALCULABLE_AMOUNT) errors.push({ field: 'amount', message: calcMessages.tooLarge });
  if (!Number.isFinite(annualRate) || annualRate < 0) {
    errors.push({ field: 'annualRate', message: calcMessages.rateInvalid });
  }
  if (!Number.isInteger(years) || years < PAYMENT_AMORTIZATION_MIN_YEARS || years > PAYMENT_AMORTIZATION_MAX_YEARS) {
    errors.push({
      field: 'amortizationYears',
      message: calcMessages.amortizationRange(PAYMENT_AMORTIZATION_MIN_YEARS, PAYMENT_AMORTIZATION_MAX_YEARS),
    });
  }
  return errors;
}

/** The standard monthly payment before rounding: every other frequency is derived from it (docs/product/calculators.md#payment-method). */
export function unroundedMonthlyPayment(inputs: Omit<PaymentInputs, 'frequency'>): number {
  const i = periodicRate(inputs.annualRate, compoundingPerYear(inputs.compounding), 12);
  return annuityPayment(inputs.amount, i, inputs.amortizationYears * 12);
}

/**
 * Payment for the chosen frequency, to the cent. Rounding can leave a tiny loan at a high rate with a payment
 * that never beats its interest (it would never be repaid), so the payment is at least one cent above the first
 * period's interest; for any ordinary loan this floor is far below the annuity payment and changes nothing.
 */
export function periodicPayment(inputs: PaymentInputs): number {
  const frequency = findFrequency(inputs.frequency) ?? PAYMENT_FREQUENCIES[0];
  const raw = unroundedMonthlyPayment(inputs) * frequency.monthlyFactor;
  const i = periodicRate(inputs.annualRate, compoundingPerYear(inputs.compounding), frequency.perYear);
  const floorCents = Math.round(toCents(inputs.amount) * i) + 1;
  return fromCents(Math.max(toCents(raw), floorCents));
}

export function calculatePayment(inputs: PaymentInputs): PaymentResult {
  const errors = validatePaymentInputs(inputs);
  if (errors.length > 0) return { ok: false, errors };

  const frequency = findFrequency(inputs.frequency) ?? PAYMENT_FREQUENCIES[0];
  const rate = periodicRate(inputs.annualRate, compoundingPerYear(inputs.compounding), frequency.perYear);
  const payment = periodicPayment(inputs);
  if (!Number.isFinite(rate) || !Number.isSafeInteger(toCents(payment))) {
    return { ok: false, errors: [{ field: 'annualRate', message: calcMessages.tooLarge }] };
  }

  const schedule = buildSchedule({
    principal: inputs.amount,
    periodicRate: rate,
    payment,
    paymentsPerYear: frequency.perYear,
    scheduledPeriods: inputs.amortizationYears * frequency.perYear,
    maxPeriods: inputs.amortizationYears * frequency.perYear + SCHEDULE_EXTRA_PERIODS,
  });
  const totalPaid = schedule.totalPaid;
  return {
    ok: true,
    inputs,
    frequency,
    payment,
    periodicRate: rate,
    numberOfPayments: schedule.rows.length,
    payoffMonths: Math.round((schedule.rows.length * 12) / frequency.perYear),
    principal: schedule.totalPrincipal,
    totalInterest: schedule.totalInterest,
    totalPaid,
    principalShare: totalPaid > 0 ? schedule.totalPrincipal / totalPaid : 0,
    interestShare: totalPaid > 0 ? schedule.totalInterest / totalPaid : 0,
    schedule,
  };
}
