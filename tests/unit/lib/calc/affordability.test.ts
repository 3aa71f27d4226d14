import { describe, expect, it } from 'vitest';
import { borrowingLimitFor, calculateAffordability, canadianMonthlyRate, paymentCapacity, qualifyingRate } from '../../../../src/lib/calc/affordability';
import { AFFORDABILITY_DEFAULTS, type AffordabilityInputs } from '../../../../src/lib/calc/affordability-options';

/** The product's starting values alone: the hand-checked figures below leave heat and property tax at $0 (docs/product/calculators.md#affordability-defaults). */
const D: AffordabilityInputs = { ...AFFORDABILITY_DEFAULTS, heatingMonthly: 0, propertyTaxesAnnual: 0 };
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

describe('calculateAffordability: the price a lender would accept', () => {
  // Factors used below (hand-checked): monthly rate i = (1 + r/2)^(1/6) − 1; 25-year PV factor (1 − (1+i)^−300)/i:
  // 4.84% → i = 0.0039933, factor 174.6632; 6.84% (the stress test) → factor 144.8089.

  it('defaults: the stress test and the premium set the headline, $391,304, and every payment fits the ratios', () => {
    const r = ok();
    expect(canadianMonthlyRate(4.84)).toBeCloseTo(0.0039933, 7);
    // Ratios: 32% × $8,333.33 = $2,666.67. At 6.84% that carries 2,666.67 × 144.8089 = $386,157 of mortgage.
    expect(r.stressTest).toEqual({ qualifyingRate: 6.84, borrowingLimit: 386_157, maxPrice: 406_157 });
    // With $20,000 down the loan is insured: at $391,304 the loan is $371,304 (LTV 94.89%, premium 4.00% =
    // $14,852.16), so the mortgage is $386,156.16 ≤ $386,157; a dollar more would pass it.
    expect(r.maxPrice).toBe(391_304);
    expect(r.limitedBy).toBe('stress-test');
    expect(r.borrowingLimit).toBe(371_304);
    expect(r.insurance).toMatchObject({ required: true, available: true, premiumRate: 0.04, premium: 14_852.16, insuredLoan: 386_156.16 });
    // The payment shown is the real one at the contract rate: 386,156.16 / 174.6632 = $2,210.87 → $2,211 ≤ $2,666.67.
    expect(r.monthlyMortgagePayment).toBe(2211);
    expect(r.monthlyPaymentWithPremium).toBe(2211);
    expect(r.monthlyMortgagePayment).toBeLessThanOrEqual(r.capacity.affordablePayment);
    // The down payment meets the minimum for the headline price: 5% of $391,304 = $19,565.20.
    expect(r.minimumDownPayment).toBe(19_565.2);
    expect(r.violations).toEqual([]);
    // The contract-rate figure stays, labelled as such: 2,666.67 × 174.6632 = $465,769 + $20,000.
    expect(r.atContractRate).toEqual({ borrowingLimit: 465_769, maxPrice: 485_769 });
  });

  it('the page starts heat and property tax at estimates, not $0 (ADR 42): $150 and $3,900 take the headline to $325,166', () => {
    expect(AFFORDABILITY_DEFAULTS).toMatchObject({ heatingMonthly: 150, propertyTaxesAnnual: 3_900 });
    const r = calculateAffordability(AFFORDABILITY_DEFAULTS);
    expect(r.ok && r.maxPrice).toBe(325_166);
  });

  it('a high income with little down: the down payment caps the price, and the notice says why', () => {
    const r = ok({ annualIncome: 200_000 });
    // The stress test alone would carry $772,314, but $20,000 is 5% of $400,000: the most it supports.
    expect(r.stressTest.borrowingLimit).toBe(772_314);
    expect(r.maxPrice).toBe(400_000);
    expect(r.limitedBy).toBe('down-payment');
    expect(r.borrowingLimit).toBe(380_000);
    // $380,000 + 4.00% = $395,200; at 4.84%: 395,200 / 174.6632 = $2,262.64 → $2,263.
    expect(r.insurance.insuredLoan).toBe(395_200);
    expect(r.monthlyMortgagePayment).toBe(2263);
    expect(r.notices).toEqual([
      'Your income would carry more, but with $20,000 down a lender can accept a home of up to $400,000 (above it: your down payment of $20,000 is below the minimum of $20,001 for a $400,001 home). A larger down payment raises this price',
    ]);
  });

  it('housing costs lower the payment the ratios allow, and the price with it', () => {
    const r = ok({ propertyTaxesAnnual: 3600, heatingMonthly: 100, condoFeesMonthly: 400 });
    // 2,666.67 − 600 = $2,066.67; × 144.8089 = $299,272 at the qualifying rate.
    expect(r.stressTest.borrowingLimit).toBe(299_272);
    expect(r.maxPrice).toBe(307_761);
    expect(r.insurance).toMatchObject({ loan: 287_761, premium: 11_510.44, insuredLoan: 299_271.44 });
    expect(r.insurance.pst).toBe(920.84); // 8% Ontario PST on the premium, paid at closing
    expect(r.monthlyMortgagePayment).toBe(1713);
    expect(r.monthlyMortgagePayment).toBeLessThanOrEqual(r.capacity.affordablePayment);
  });

  it('stress test: qualifying rate is the greater of contract + 2 and 5.25 (OSFI B-20)', () => {
    expect(qualifyingRate(4.84)).toBeCloseTo(6.84, 10);
    expect(qualifyingRate(3)).toBe(5.25);
    expect(qualifyingRate(3.25)).toBe(5.25);
    expect(qualifyingRate(0)).toBe(5.25);
    const r = ok({ annualRate: 0 });
    // At 0% the ratios alone would carry 2,666.67 × 300 = $800,000, but lenders qualify at 5.25%.
    expect(r.atContractRate.borrowingLimit).toBe(800_000);
    expect(r.stressTest.borrowingLimit).toBe(borrowingLimitFor(r.capacity.affordablePayment, 5.25, 25));
    expect(r.maxPrice).toBe(400_000); // then $20,000 down caps it
  });

  it('30-year insured amortization only for first-time buyers or new builds', () => {
    // $100,000 down, 30 years: a plain buyer needs 20% down (no insured 30-year mortgage), so $500,000 at most.
    const plain = ok({ amortizationYears: 30, downPayment: 100_000 });
    expect(plain.maxPrice).toBe(500_000);
    expect(plain.limitedBy).toBe('down-payment');
    expect(plain.insurance.required).toBe(false);
    expect(plain.notices[0]).toContain('insured mortgages are limited to 25 years unless you are a first-time buyer');
    // A first-time buyer may insure 30 years, but the premium (2.80% + 0.20%) then passes the stress limit: same price.
    const first = ok({ amortizationYears: 30, downPayment: 100_000, firstTimeBuyer: true });
    expect(first.maxPrice).toBe(500_000);
    expect(first.limitedBy).toBe('stress-test');
    expect(first.violations).toEqual([]);
  });

  it('no insurance at $1,500,000 or more: $200,000 down stops just below it', () => {
    const r = ok({ annualIncome: 400_000, downPayment: 200_000 });
    expect(r.maxPrice).toBe(1_499_999);
    expect(r.limitedBy).toBe('down-payment');
    expect(r.insurance).toMatchObject({ required: true, available: true, premiumRate: 0.031 });
    expect(r.violations).toEqual([]);
    expect(r.notices[0]).toContain('is below the minimum of $300,000 for a $1,500,000 home');
  });

  it('20% or more down needs no insurance: the headline is the stress-tested limit plus the down payment', () => {
    const r = ok({ downPayment: 150_000, coBorrowerIncome: 20_000 });
    expect(r.insurance.required).toBe(false);
    expect(r.maxPrice).toBe(r.stressTest.maxPrice);
    expect(r.maxPrice).toBe(613_388);
    expect(r.violations).toEqual([]);
  });

  it('no room for a payment gives a plain notice and a zero mortgage', () => {
    const r = ok({ annualIncome: 10_000, monthlyDebts: 1000 });
    expect(r.monthlyMortgagePayment).toBe(0);
    expect(r.borrowingLimit).toBe(0);
    expect(r.maxPrice).toBe(20_000);
    expect(r.notices).toEqual([calcMessages.noRoom]);
  });

  it('no down payment: nothing can be bought with a mortgage, and it says so', () => {
    const r = ok({ downPayment: 0 });
    expect(r.maxPrice).toBe(0);
    expect(r.notices).toEqual([calcMessages.downPaymentNeeded]);
  });

  it('rejects bad input field by field', () => {
    const r = calculateAffordability({ ...D, annualIncome: Number.NaN, monthlyDebts: -5, annualRate: -1, amortizationYears: 6 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.field)).toEqual(['annualIncome', 'monthlyDebts', 'annualRate', 'amortizationYears']);
    expect(r.errors[0].message).toBe(calcMessages.incomeInvalid);
  });
});
