import { describe, expect, it } from 'vitest';
import { calculatePayment } from '../../../../src/lib/calc/payment';
import { balanceAfterPayments, buildSchedule, summarizeByYear } from '../../../../src/lib/calc/schedule';
import { scheduleToCsv, SCHEDULE_CSV_HEADER } from '../../../../src/lib/calc/schedule-csv';
import { balanceAtEndOfTerm, parseTermYears } from '../../../../src/lib/calc/term';
import { toCents } from '../../../../src/lib/calc/money';

function referenceSchedule(frequency: 'monthly' | 'rapid-bi-weekly' = 'monthly') {
  const r = calculatePayment({ amount: 500_000, annualRate: 5, amortizationYears: 25, compounding: 'semi-annual', frequency });
  if (!r.ok) throw new Error('expected ok');
  return r;
}

describe('buildSchedule', () => {
  it('principal column sums exactly to the amount; totals agree', () => {
    const { schedule } = referenceSchedule();
    const principalCents = schedule.rows.reduce((s, r) => s + toCents(r.principal), 0);
    const interestCents = schedule.rows.reduce((s, r) => s + toCents(r.interest), 0);
    const paidCents = schedule.rows.reduce((s, r) => s + toCents(r.payment), 0);
    expect(principalCents).toBe(50_000_000);
    expect(interestCents).toBe(toCents(schedule.totalInterest));
    expect(paidCents).toBe(principalCents + interestCents);
    expect(schedule.totalPaid).toBe(schedule.totalPrincipal + schedule.totalInterest);
  });

  it('first month: interest is balance × monthly rate, to the cent', () => {
    const { schedule } = referenceSchedule();
    // 500,000 × 0.0041239155 = 2,061.96; principal = 2,908.02 − 2,061.96 = 846.06.
    expect(schedule.rows[0]).toEqual({
      number: 1,
      year: 1,
      payment: 2908.02,
      interest: 2061.96,
      principal: 846.06,
      balance: 499_153.94,
    });
  });

  it('the scheduled last payment clears the cents left by rounding the payment down', () => {
    const { schedule } = referenceSchedule();
    const last = schedule.rows.at(-1)!;
    expect(last.number).toBe(300);
    expect(last.balance).toBe(0);
    expect(last.payment).toBeGreaterThan(2908.02);
    expect(last.payment).toBeLessThan(2908.02 * 2);
  });

  it('a payment below the interest stops at the cap, not paid off', () => {
    const s = buildSchedule({ principal: 1000, periodicRate: 0.01, payment: 5, paymentsPerYear: 12, maxPeriods: 50 });
    expect(s.rows).toHaveLength(50);
    expect(s.paidOff).toBe(false);
  });

  it('a payment larger than the loan ends in one period', () => {
    const s = buildSchedule({ principal: 100, periodicRate: 0.01, payment: 500, paymentsPerYear: 12, maxPeriods: 10 });
    expect(s.rows).toEqual([{ number: 1, year: 1, payment: 101, interest: 1, principal: 100, balance: 0 }]);
  });
});

describe('summarizeByYear', () => {
  it('25 yearly rows whose principal sums to the amount and whose last balance is 0', () => {
    const { schedule } = referenceSchedule();
    const years = summarizeByYear(schedule.rows);
    expect(years).toHaveLength(25);
    expect(years[0].payments).toBe(12);
    expect(years.reduce((s, y) => s + toCents(y.principal), 0)).toBe(50_000_000);
    expect(years.reduce((s, y) => s + toCents(y.interest), 0)).toBe(toCents(schedule.totalInterest));
    expect(years[0].endingBalance).toBe(schedule.rows[11].balance);
    expect(years.at(-1)!.endingBalance).toBe(0);
  });

  it('groups 26 payments a year for bi-weekly', () => {
    const { schedule } = referenceSchedule('rapid-bi-weekly');
    const years = summarizeByYear(schedule.rows);
    expect(years[0].payments).toBe(26);
    expect(years.length).toBe(22); // 559 payments: 21 full years and part of a 22nd
  });
});

describe('scheduleToCsv', () => {
  it('writes a header and one row per payment, to the cent', () => {
    const { schedule } = referenceSchedule();
    const csv = scheduleToCsv(schedule.rows);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(SCHEDULE_CSV_HEADER.join(','));
    expect(lines).toHaveLength(301);
    expect(lines[1]).toBe('1,1,2908.02,2061.96,846.06,499153.94');
    expect(lines[300].endsWith(',0.00')).toBe(true);
  });
});

describe('term and end-of-term balance', () => {
  it.each([
    ['5 year', 5],
    ['5 Year Fixed', 5],
    ['10-year', 10],
    ['1 yr', 1],
    ['6 month', 0.5],
    ['18 months', 1.5],
    ['Open HELOC', null],
  ] as const)('parseTermYears(%s) = %s', (term, years) => {
    expect(parseTermYears(term)).toBe(years);
  });

  it('balance after a 5-year term is the balance after payment 60', () => {
    const { schedule } = referenceSchedule();
    expect(balanceAtEndOfTerm(schedule, 5)).toBe(schedule.rows[59].balance);
    // Hand-check with the closed form B = P(1+i)^60 − M((1+i)^60 − 1)/i = 442,537.87; rounding each month's
    // interest to the cent moves it by cents only.
    expect(Math.abs(balanceAtEndOfTerm(schedule, 5) - 442_537.87)).toBeLessThan(0.5);
  });

  it('a term as long as the amortization leaves nothing owing; no term leaves everything', () => {
    const { schedule } = referenceSchedule();
    expect(balanceAtEndOfTerm(schedule, 25)).toBe(0);
    expect(balanceAtEndOfTerm(schedule, 40)).toBe(0);
    expect(balanceAtEndOfTerm(schedule, 0)).toBe(500_000);
    expect(balanceAfterPayments(schedule, 0)).toBe(500_000);
  });
});
