/** Properties of the affordability and land transfer tax maths, checked with fast-check. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateAffordability, paymentCapacity } from '../../../../src/lib/calc/affordability';
import { AFFORDABILITY_AMORTIZATIONS, type AffordabilityInputs } from '../../../../src/lib/calc/affordability-options';
import { calculateLandTransferTax } from '../../../../src/lib/calc/land-transfer-tax';
import { minimumDownPayment } from '../../../../src/lib/calc/down-payment';

const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);

const affordability: fc.Arbitrary<AffordabilityInputs> = fc.record({
  annualIncome: money(1_000_000),
  coBorrowerIncome: money(500_000),
  downPayment: money(2_000_000),
  amortizationYears: fc.constantFrom(...AFFORDABILITY_AMORTIZATIONS),
  annualRate: fc.integer({ min: 0, max: 2000 }).map((bp) => bp / 100),
  monthlyDebts: money(20_000),
  heatingMonthly: money(2_000),
  propertyTaxesAnnual: money(50_000),
  condoFeesMonthly: money(3_000),
  firstTimeBuyer: fc.boolean(),
  newBuild: fc.boolean(),
});

describe('affordability properties', () => {
  it('the affordable payment is never negative, nor above either ratio', () => {
    fc.assert(
      fc.property(affordability, (inputs) => {
        const c = paymentCapacity(inputs);
        expect(c.affordablePayment).toBeGreaterThanOrEqual(0);
        expect(c.affordablePayment).toBeLessThanOrEqual(Math.max(0, c.gdsPayment) + 1e-9);
        expect(c.affordablePayment).toBeLessThanOrEqual(Math.max(0, c.tdsPayment) + 1e-9);
      }),
    );
  });

  it('the headline is a price a lender accepts: the mortgage fits the stress test, the payment fits the ratios, the down payment meets the rules', () => {
    fc.assert(
      fc.property(affordability, (inputs) => {
        const r = calculateAffordability(inputs);
        if (!r.ok) throw new Error('unexpected invalid');
        expect(Number.isFinite(r.maxPrice)).toBe(true);
        expect(r.borrowingLimit).toBeGreaterThanOrEqual(0);
        expect(r.insurance.insuredLoan).toBeLessThanOrEqual(r.stressTest.borrowingLimit + 0.5);
        expect(r.monthlyMortgagePayment).toBeLessThanOrEqual(r.capacity.affordablePayment + 0.5);
        expect(r.maxPrice).toBeLessThanOrEqual(Math.max(r.atContractRate.maxPrice, inputs.downPayment) + 0.5);
        expect(r.violations).toEqual([]);
        if (r.maxPrice > inputs.downPayment) {
          expect(Math.abs(r.maxPrice - (r.borrowingLimit + inputs.downPayment))).toBeLessThanOrEqual(0.5);
          expect(inputs.downPayment).toBeGreaterThanOrEqual(minimumDownPayment(r.maxPrice));
        }
        expect(r.insurance.premium).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('more income never lowers the borrowing limit', () => {
    fc.assert(
      fc.property(affordability, money(100_000), (inputs, raise) => {
        const a = calculateAffordability(inputs);
        const b = calculateAffordability({ ...inputs, annualIncome: inputs.annualIncome + raise });
        if (!a.ok || !b.ok) throw new Error('unexpected invalid');
        expect(b.borrowingLimit).toBeGreaterThanOrEqual(a.borrowingLimit);
      }),
    );
  });
});

describe('land transfer tax properties', () => {
  const options = fc.record({
    purchaseDate: fc.constantFrom('2023-06-01', '2024-06-01', '2026-06-01'),
    inToronto: fc.boolean(),
    firstTimeBuyer: fc.boolean(),
    singleFamily: fc.boolean(),
  });
  const price = fc.integer({ min: 1, max: 3_000_000_000 }).map((c) => c / 100);

  it('is monotonic in price (tax and net payable)', () => {
    fc.assert(
      fc.property(options, price, price, (opts, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const rl = calculateLandTransferTax({ ...opts, price: low });
        const rh = calculateLandTransferTax({ ...opts, price: high });
        if (!rl.ok || !rh.ok) throw new Error('unexpected invalid');
        expect(rh.totalTax).toBeGreaterThanOrEqual(rl.totalTax);
        expect(rh.netPayable).toBeGreaterThanOrEqual(rl.netPayable);
      }),
    );
  });

  it('bracket lines add up to the total and net payable is never negative', () => {
    fc.assert(
      fc.property(options, price, (opts, p) => {
        const r = calculateLandTransferTax({ ...opts, price: p });
        if (!r.ok) throw new Error('unexpected invalid');
        const sumCents = r.ontario.lines.reduce((s, l) => s + Math.round(l.tax * 100), 0);
        expect(sumCents).toBe(Math.round(r.ontario.total * 100));
        const taxable = r.ontario.lines.reduce((s, l) => s + Math.round(l.taxable * 100), 0);
        expect(taxable).toBe(Math.round(p * 100));
        expect(r.netPayable).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('minimum down payment properties', () => {
  it('is monotonic in price and between 5% and 20% of it', () => {
    const price = fc.integer({ min: 1, max: 500_000_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(minimumDownPayment(high)).toBeGreaterThanOrEqual(minimumDownPayment(low));
        expect(minimumDownPayment(a)).toBeGreaterThanOrEqual(Math.floor(a * 5) / 100);
        expect(minimumDownPayment(a)).toBeLessThanOrEqual(Math.ceil(a * 20) / 100);
      }),
    );
  });
});
