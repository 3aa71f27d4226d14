import { describe, expect, it } from 'vitest';
import {
  borrowingLimitFor,
  calculateAffordability,
  canadianMonthlyRate,
  paymentCapacity,
  qualifyingRate,
} from '../../../../src/lib/calc/affordability';
import { AFFORDABILITY_DEFAULTS as D, type AffordabilityInputs } from '../../../../src/lib/calc/affordability-options';
import { calcMessages } from '../../../../src/lib/calc/calc-messages';

function ok(patch: Partial<AffordabilityInputs> = {}) {
  const r = calculateAffordability({ ...D, ...patch });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r;
}

describe('paymentCapacity (GDS 32% / TDS 40%, spec section 9)', () => {
  it('defaults: $100,000 income allows 32% × 8,333.33 = $2,666.67 a month (GDS limits)', () => {
    const c = paymentCapacity(D);
    expect(c.monthlyIncome).toBeCloseTo(8333.33, 2);
    expect(c.gdsPayment).toBeCloseTo(2666.67, 2);
    expect(c.tdsPayment).toBeCloseTo(3333.33, 2);
    expect(c.limitingRatio).toBe('gds');
    expect(c.affordablePayment).toBeCloseTo(2666.67, 2);
  });

  it('debts make TDS the limit: 3,333.33 − 1,000 = 2,333.33', () => {
    const c = paymentCapacity({ ...D, monthlyDebts: 1000 });
    expect(c.limitingRatio).toBe('tds');
    expect(c.affordablePayment).toBeCloseTo(2333.33, 2);
  });

  it('other housing costs: taxes / 12 + heat + half the condo fees', () => {
    const c = paymentCapacity({ ...D, propertyTaxesAnnual: 3600, heatingMonthly: 100, condoFeesMonthly: 400 });
    expect(c.otherHousingCosts).toBe(600); // 300 + 100 + 200
    expect(c.affordablePayment).toBeCloseTo(2066.67, 2);
  });

  it('co-borrower income counts', () => {
    expect(paymentCapacity({ ...D, coBorrowerIncome: 20_000 }).affordablePayment).toBeCloseTo(3200, 6);
  });

  it('never goes below 0', () => {
    expect(paymentCapacity({ ...D, annualIncome: 10_000, monthlyDebts: 1000 }).affordablePayment).toBe(0);
  });
});

describe('calculateAffordability', () => {
  it('defaults: borrowing limit $465,769, max price $485,769, payment $2,667', () => {
    // Hand-checked: i = 1.0242^(1/6) − 1 = 0.0039933..., PV factor (1 − (1+i)^−300)/i = 174.6632;
    // 2,666.67 × 174.6632 = 465,768.64 -> $465,769; + $20,000 down = $485,769.
    const r = ok();
    expect(canadianMonthlyRate(4.84)).toBeCloseTo(0.0039933, 7);
    expect(r.borrowingLimit).toBe(465_769);
    expect(r.maxPrice).toBe(485_769);
    expect(r.monthlyMortgagePayment).toBe(2667);
  });

  it('0% rate: the limit is payment × 300', () => {
    expect(ok({ annualRate: 0 }).borrowingLimit).toBe(800_000);
  });

  it('stress test: qualifying rate is the greater of contract + 2 and 5.25 (OSFI B-20)', () => {
    expect(qualifyingRate(4.84)).toBeCloseTo(6.84, 10);
    expect(qualifyingRate(3)).toBe(5.25);
    expect(qualifyingRate(3.25)).toBe(5.25);
    expect(qualifyingRate(0)).toBe(5.25);
    const r = ok();
    expect(r.stressTest.qualifyingRate).toBeCloseTo(6.84, 10);
    expect(r.stressTest.borrowingLimit).toBe(borrowingLimitFor(r.capacity.affordablePayment, 6.84, 25));
    expect(r.stressTest.borrowingLimit).toBe(386_157);
    expect(r.stressTest.maxPrice).toBe(406_157);
    expect(r.stressTest.borrowingLimit).toBeLessThan(r.borrowingLimit);
  });

  it('defaults break the minimum down payment rule and say so plainly', () => {
    const r = ok();
    // 5% of $485,769 = $24,288.45, shown rounded up so the figure is enough.
    expect(r.minimumDownPayment).toBe(24_288.45);
    expect(r.maxPriceForDownPayment).toBe(400_000);
    expect(r.violations).toEqual([
      {
        code: 'down-payment-below-minimum',
        message: 'Your down payment of $20,000 is below the minimum of $24,289 for a $485,769 home',
      },
    ]);
    expect(r.insurance).toMatchObject({ required: true, available: false, premium: 0 });
  });

  it('an insured purchase within the rules: 4.00% premium at 94.75% LTV plus 8% PST', () => {
    const r = ok({ propertyTaxesAnnual: 3600, heatingMonthly: 100, condoFeesMonthly: 400 });
    expect(r.maxPrice).toBe(380_971);
    expect(r.violations).toEqual([]);
    expect(r.insurance).toMatchObject({ required: true, available: true, loan: 360_971, premiumRate: 0.04 });
    expect(r.insurance.premium).toBe(14_438.84); // 360,971 × 4.00%
    expect(r.insurance.pst).toBe(1155.11); // 14,438.84 × 8%
    expect(r.insurance.insuredLoan).toBe(375_409.84);
    expect(r.monthlyPaymentWithPremium).toBeGreaterThan(r.monthlyMortgagePayment);
  });

  it('30-year insured amortization only for first-time buyers or new builds', () => {
    const plain = ok({ amortizationYears: 30, downPayment: 100_000 });
    expect(plain.insurance.premiumRate).toBeCloseTo(0.03, 10); // 2.80% band + 0.20% surcharge
    expect(plain.violations.map((v) => v.message)).toEqual([
      'Insured mortgages are limited to 25 years unless you are a first-time buyer or buying a new build',
    ]);
    expect(ok({ amortizationYears: 30, downPayment: 100_000, firstTimeBuyer: true }).violations).toEqual([]);
    expect(ok({ amortizationYears: 30, downPayment: 100_000, newBuild: true }).violations).toEqual([]);
  });

  it('no insurance at $1,500,000 or more', () => {
    const r = ok({ annualIncome: 400_000, downPayment: 200_000 });
    expect(r.maxPrice).toBeGreaterThanOrEqual(1_500_000);
    expect(r.violations.map((v) => v.code)).toEqual(['down-payment-below-minimum', 'insurance-unavailable']);
    expect(r.violations[1].message).toBe(
      'Mortgage insurance is not available for homes priced at $1,500,000 or more, so at least 20% down is required',
    );
  });

  it('20% or more down needs no insurance', () => {
    const r = ok({ downPayment: 150_000, coBorrowerIncome: 20_000 });
    expect(r.insurance.required).toBe(false);
    expect(r.insurance.premium).toBe(0);
    expect(r.violations).toEqual([]);
  });

  it('no room for a payment gives a plain notice and a zero limit', () => {
    const r = ok({ annualIncome: 10_000, monthlyDebts: 1000 });
    expect(r.monthlyMortgagePayment).toBe(0);
    expect(r.borrowingLimit).toBe(0);
    expect(r.maxPrice).toBe(20_000);
    expect(r.notices).toEqual([calcMessages.noRoom]);
  });

  it('rejects bad input field by field', () => {
    const r = calculateAffordability({ ...D, annualIncome: Number.NaN, monthlyDebts: -5, annualRate: -1, amortizationYears: 6 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.field)).toEqual(['annualIncome', 'monthlyDebts', 'annualRate', 'amortizationYears']);
    expect(r.errors[0].message).toBe(calcMessages.incomeInvalid);
  });
});
