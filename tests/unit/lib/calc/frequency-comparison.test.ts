import { describe, expect, it } from 'vitest';
import { acceleratedSavings, compareFrequencies, describeMonths, splitMonths } from '../../../../src/lib/calc/frequency-comparison';

const base = { amount: 500_000, annualRate: 5, amortizationYears: 25, compounding: 'semi-annual' as const };

describe('compareFrequencies', () => {
  it('lists the six frequencies, monthly first with nothing saved', () => {
    const rows = compareFrequencies(base)!;
    expect(rows.map((r) => r.frequency)).toEqual(['monthly', 'semi-monthly', 'bi-weekly', 'rapid-bi-weekly', 'weekly', 'rapid-weekly']);
    expect(rows[0]).toMatchObject({ payment: 2908.02, payoffMonths: 300, interestSavedVsMonthly: 0, monthsSavedVsMonthly: 0 });
  });

  it('rapid payments save years: 500k at 5% over 25 years pays off in 21.5 years', () => {
    // One extra monthly payment a year shortens a 25-year, 5% mortgage by about three and a half years: the
    // figure the big-bank accelerated-payment explainers quote; here 559 bi-weekly payments = 258 months.
    const [rapidBiWeekly, rapidWeekly] = acceleratedSavings(base)!;
    expect(rapidBiWeekly.frequency).toBe('rapid-bi-weekly');
    expect(rapidBiWeekly.payoffMonths).toBe(258);
    expect(rapidBiWeekly.monthsSavedVsMonthly).toBe(42);
    expect(rapidBiWeekly.interestSavedVsMonthly).toBeGreaterThan(60_000);
    expect(rapidWeekly.frequency).toBe('rapid-weekly');
    expect(rapidWeekly.interestSavedVsMonthly).toBeGreaterThan(rapidBiWeekly.interestSavedVsMonthly);
  });

  it('is null for invalid inputs', () => {
    expect(compareFrequencies({ ...base, amount: Number.NaN })).toBeNull();
    expect(acceleratedSavings({ ...base, annualRate: -1 })).toBeNull();
  });

  it('at 0% accelerated payments save time but no interest', () => {
    const [rapid] = acceleratedSavings({ ...base, annualRate: 0 })!;
    expect(rapid.interestSavedVsMonthly).toBe(0);
    expect(rapid.monthsSavedVsMonthly).toBeGreaterThan(0);
  });
});

describe('month helpers', () => {
  it.each([
    [0, '0 months'],
    [1, '1 month'],
    [12, '1 year'],
    [42, '3 years 6 months'],
    [25, '2 years 1 month'],
  ])('%d months reads "%s"', (months, text) => {
    expect(describeMonths(months)).toBe(text);
  });

  it('splits months into years and months', () => {
    expect(splitMonths(27)).toEqual({ years: 2, months: 3 });
  });
});
