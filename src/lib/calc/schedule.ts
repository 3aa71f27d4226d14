/**
 * Amortization schedule. Each period's interest is rounded to the cent, as a lender's statement shows it, and the
 * balance is carried in integer cents so the principal column adds back exactly to the amount borrowed.
 */
import { fromCents, toCents } from './money';

export interface ScheduleRow {
  /** 1-based payment number. */
  number: number;
  /** 1-based year of the amortization the payment falls in. */
  year: number;
  payment: number;
  interest: number;
  principal: number;
  /** Balance after this payment. */
  balance: number;
}

export interface Schedule {
  principal: number;
  paymentsPerYear: number;
  rows: ScheduleRow[];
  /** False only when the period cap was reached with money still owing (a payment that never covers interest). */
  paidOff: boolean;
  totalInterest: number;
  totalPrincipal: number;
  totalPaid: number;
}

export interface ScheduleInputs {
  principal: number;
  /** Effective rate per payment period (a fraction, not a percent). */
  periodicRate: number;
  payment: number;
  paymentsPerYear: number;
  /**
   * The amortization's last payment number (years × payments per year). A payment rounded down to the cent
   * leaves a few dollars owing there; like a lender, that remainder is folded into this payment rather than
   * billed as one more tiny payment (which would stretch a 25-year amortization to "25 years 1 month").
   */
  scheduledPeriods?: number;
  /** Hard stop whatever happens (docs/product/calculators.md#schedule-stop: years × payments per year + 1000). */
  maxPeriods: number;
}

export function buildSchedule(inputs: ScheduleInputs): Schedule {
  const { periodicRate, paymentsPerYear, maxPeriods, scheduledPeriods } = inputs;
  const paymentCents = toCents(inputs.payment);
  let balance = toCents(inputs.principal);
  let interestTotal = 0;
  let principalTotal = 0;
  const rows: ScheduleRow[] = [];

  for (let n = 1; n <= maxPeriods && balance > 0; n++) {
    const interest = Math.round(balance * periodicRate);
    // The last payment is whatever is left plus its interest, so the loan ends at exactly 0.
    const owing = balance + interest;
    const smallRemainder = n === scheduledPeriods && owing - paymentCents < paymentCents;
    const isLast = owing <= paymentCents || smallRemainder;
    const paid = isLast ? owing : paymentCents;
    const principal = paid - interest;
    balance -= principal;
    interestTotal += interest;
    principalTotal += principal;
    rows.push({
      number: n,
      year: Math.ceil(n / paymentsPerYear),
      payment: fromCents(paid),
      interest: fromCents(interest),
      principal: fromCents(principal),
      balance: fromCents(balance),
    });
  }

  return {
    principal: fromCents(toCents(inputs.principal)),
    paymentsPerYear,
    rows,
    paidOff: balance <= 0,
    totalInterest: fromCents(interestTotal),
    totalPrincipal: fromCents(principalTotal),
    totalPaid: fromCents(interestTotal + principalTotal),
  };
}

export interface YearSummary {
  year: number;
  payments: number;
  principal: number;
  interest: number;
  endingBalance: number;
}

export function summarizeByYear(rows: readonly ScheduleRow[]): YearSummary[] {
  const years: YearSummary[] = [];
  // Summed in cents: adding dollar floats row by row would drift by fractions of a cent.
  let current: { year: number; payments: number; principal: number; interest: number; balance: number } | null = null;
  const flush = () => {
    if (!current) return;
    years.push({
      year: current.year,
      payments: current.payments,
      principal: fromCents(current.principal),
      interest: fromCents(current.interest),
      endingBalance: fromCents(current.balance),
    });
  };
  for (const row of rows) {
    if (!current || current.year !== row.year) {
      flush();
      current = { year: row.year, payments: 0, principal: 0, interest: 0, balance: 0 };
    }
    current.payments += 1;
    current.principal += toCents(row.principal);
    current.interest += toCents(row.interest);
    current.balance = toCents(row.balance);
  }
  flush();
  return years;
}

/** Balance owing after `count` payments (the principal before the first, 0 once paid off). */
export function balanceAfterPayments(schedule: Schedule, count: number): number {
  if (count <= 0 || schedule.rows.length === 0) return schedule.principal;
  const index = Math.min(Math.floor(count), schedule.rows.length) - 1;
  return schedule.rows[index].balance;
}
