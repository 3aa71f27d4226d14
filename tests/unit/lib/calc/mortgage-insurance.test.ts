/**
 * Mortgage loan insurance. Source of the premium table: CMHC, "Mortgage Loan Insurance premiums"
 * (cmhc-schl.gc.ca): LTV ≤65% 0.60%, ≤75% 1.70%, ≤80% 2.40%, ≤85% 2.80%, ≤90% 3.10%, ≤95% 4.00%, +0.20% for
 * an amortization over 25 years. Ontario charges 8% retail sales tax on the premium (Ontario Ministry of Finance).
 */
import { describe, expect, it } from 'vitest';
import { calculateMortgageInsurance, premiumBasisPoints } from '../../../../src/lib/calc/mortgage-insurance';
import { checkMortgageRules } from '../../../../src/lib/calc/mortgage-rule-checks';

const pct = (n: number) => Math.round(n * 100); // percent of a $100 price, in cents

describe('premiumBasisPoints: band edges, compared exactly', () => {
  it.each([
    [65, 60],
    [65.01, 170],
    [75, 170],
    [75.01, 240],
    [80, 240],
    [80.01, 280],
    [85, 280],
    [85.01, 310],
    [90, 310],
    [90.01, 400],
    [95, 400],
  ])('LTV %d%% -> %d basis points', (ltv, bp) => {
    expect(premiumBasisPoints(pct(ltv), 100_00, 25)).toBe(bp);
  });

  it('above 95% is not insurable', () => {
    expect(premiumBasisPoints(pct(95.01), 100_00, 25)).toBeNull();
  });

  it('adds 0.20% over 25 years', () => {
    expect(premiumBasisPoints(pct(95), 100_00, 30)).toBe(420);
    expect(premiumBasisPoints(pct(95), 100_00, 25)).toBe(400);
  });
});

describe('calculateMortgageInsurance', () => {
  it('5% down on $500,000: 4.00% of $475,000 = $19,000, PST $1,520 in cash', () => {
    expect(calculateMortgageInsurance({ price: 500_000, downPayment: 25_000, amortizationYears: 25 })).toEqual({
      required: true,
      available: true,
      loan: 475_000,
      loanToValue: 0.95,
      premiumRate: 0.04,
      premium: 19_000,
      pst: 1520,
      insuredLoan: 494_000,
    });
  });

  it('exactly 20% down: no premium', () => {
    const r = calculateMortgageInsurance({ price: 500_000, downPayment: 100_000, amortizationYears: 25 });
    expect(r).toMatchObject({ required: false, premium: 0, pst: 0, insuredLoan: 400_000 });
  });

  it('a cent under 20% down: insured, 2.80% band', () => {
    const r = calculateMortgageInsurance({ price: 500_000, downPayment: 99_999.99, amortizationYears: 25 });
    expect(r.required).toBe(true);
    expect(r.premiumRate).toBe(0.028);
    expect(r.premium).toBe(11_200); // 400,000.01 × 2.80%, to the cent
  });

  it.each([
    [75_000, 0.028, 11_900], // LTV exactly 85%
    [74_999, 0.031, 13_175.03], // just over 85%
    [50_000, 0.031, 13_950], // LTV exactly 90%
  ])('$500,000 with $%d down -> %d', (down, rate, premium) => {
    const r = calculateMortgageInsurance({ price: 500_000, downPayment: down, amortizationYears: 25 });
    expect(r.premiumRate).toBe(rate);
    expect(r.premium).toBe(premium);
  });

  it('30-year insured: 4.20% at 95%', () => {
    const r = calculateMortgageInsurance({ price: 500_000, downPayment: 25_000, amortizationYears: 30 });
    expect(r.premium).toBe(19_950);
  });

  it('$1,499,999 is insurable; $1,500,000 is not', () => {
    const under = calculateMortgageInsurance({ price: 1_499_999, downPayment: 125_000, amortizationYears: 25 });
    expect(under.available).toBe(true);
    expect(under.premiumRate).toBe(0.04); // LTV 91.67%
    const at = calculateMortgageInsurance({ price: 1_500_000, downPayment: 150_000, amortizationYears: 25 });
    expect(at).toMatchObject({ required: true, available: false, premium: 0 });
  });
});

describe('checkMortgageRules', () => {
  const base = { amortizationYears: 25, firstTimeBuyer: false, newBuild: false };

  it('passes a legal 5% down purchase at $500,000 exactly', () => {
    expect(checkMortgageRules({ ...base, price: 500_000, downPayment: 25_000 })).toEqual([]);
  });

  it('names the shortfall plainly', () => {
    expect(checkMortgageRules({ ...base, price: 600_000, downPayment: 30_000 })).toEqual([
      {
        code: 'down-payment-below-minimum',
        message: 'Your down payment of $30,000 is below the minimum of $35,000 for a $600,000 home',
      },
    ]);
  });

  it('$1,499,999 with the minimum down is fine; $1,500,000 with 10% is not', () => {
    expect(checkMortgageRules({ ...base, price: 1_499_999, downPayment: 124_999.9 })).toEqual([]);
    expect(checkMortgageRules({ ...base, price: 1_500_000, downPayment: 150_000 }).map((v) => v.code)).toEqual([
      'down-payment-below-minimum',
      'insurance-unavailable',
    ]);
    expect(checkMortgageRules({ ...base, price: 1_500_000, downPayment: 300_000 })).toEqual([]);
  });

  it('30 years with 20% down is not insured, so allowed for anyone', () => {
    expect(checkMortgageRules({ ...base, amortizationYears: 30, price: 500_000, downPayment: 100_000 })).toEqual([]);
  });
});
