/**
 * What each payment frequency costs over the life of the loan, and what the accelerated ones save against monthly.
 * Accelerated (rapid) payments pay half or a quarter of the monthly payment 26 or 52 times a year: one extra
 * monthly payment a year, which goes straight to principal.
 */
import { fromCents, toCents } from './money';
import { calculatePayment, type PaymentInputs } from './payment';
import { PAYMENT_FREQUENCIES, type FrequencyId } from './payment-options';

export interface FrequencyComparison {
  frequency: FrequencyId;
  label: string;
  accelerated: boolean;
  payment: number;
  totalInterest: number;
  payoffMonths: number;
  /** Positive when this frequency pays less interest than monthly. */
  interestSavedVsMonthly: number;
  monthsSavedVsMonthly: number;
}

/** One row per frequency, monthly first; null when the inputs are invalid. */
export function compareFrequencies(inputs: Omit<PaymentInputs, 'frequency'>): FrequencyComparison[] | null {
  const monthly = calculatePayment({ ...inputs, frequency: 'monthly' });
  if (!monthly.ok) return null;
  const rows: FrequencyComparison[] = [];
  for (const f of PAYMENT_FREQUENCIES) {
    const result = f.id === 'monthly' ? monthly : calculatePayment({ ...inputs, frequency: f.id });
    if (!result.ok) return null;
    rows.push({
      frequency: f.id,
      label: f.label,
      accelerated: f.accelerated,
      payment: result.payment,
      totalInterest: result.totalInterest,
      payoffMonths: result.payoffMonths,
      interestSavedVsMonthly: fromCents(toCents(monthly.totalInterest) - toCents(result.totalInterest)),
      monthsSavedVsMonthly: monthly.payoffMonths - result.payoffMonths,
    });
  }
  return rows;
}

/** Only the accelerated frequencies, for the "what you save" panel. */
export function acceleratedSavings(inputs: Omit<PaymentInputs, 'frequency'>): FrequencyComparison[] | null {
  return compareFrequencies(inputs)?.filter((row) => row.accelerated) ?? null;
}

/** 27 months -> { years: 2, months: 3 }. */
export function splitMonths(totalMonths: number): { years: number; months: number } {
  const whole = Math.max(0, Math.round(totalMonths));
  return { years: Math.floor(whole / 12), months: whole % 12 };
}

/** 27 -> "2 years 3 months"; 12 -> "1 year"; 0 -> "0 months". */
export function describeMonths(totalMonths: number): string {
  const { years, months } = splitMonths(totalMonths);
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (months > 0 || years === 0) parts.push(`${months} ${months === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}
