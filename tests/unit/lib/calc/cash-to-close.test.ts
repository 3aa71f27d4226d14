/**
 * Worked examples:
 * - Ontario and Toronto land transfer tax with first-time refunds: the figures already checked against the Ministry
 *   of Finance and City of Toronto tables in land-transfer-tax.test.ts ($500,000 -> $6,475 each; refunds of up to
 *   $4,000 and $4,475), and Kay Law's first-time buyer example ($550,000 -> $7,475, $3,475 after the refund).
 * - CMHC premium table (cmhc-schl.gc.ca): 4.00% of the loan at 95% loan-to-value, +0.20% above 25 years; Ontario's
 *   8% retail sales tax on the premium is due at closing (Ontario Ministry of Finance).
 * - FHSA $40,000 lifetime and Home Buyers' Plan $60,000 per person: Canada Revenue Agency.
 */
import { describe, expect, it } from 'vitest';
import { calculateCashToClose, type CashToCloseInputs } from '../../../../src/lib/calc/cash-to-close';
import { CASH_TO_CLOSE_DEFAULT_COSTS } from '../../../../src/lib/calc/cash-to-close-options';
import { fromCents, toCents } from '../../../../src/lib/calc/money';
import { calcMessages } from '../../../../src/lib/calc/calc-messages';
import { cashToCloseHref, parseCashToCloseState } from '../../../../src/lib/calc/cash-to-close-url-state';

const torontoFirstHome: CashToCloseInputs = {
  price: 500_000,
  downPayment: 25_000,
  inToronto: true,
  firstTimeBuyer: true,
  newBuild: false,
  amortizationYears: 25,
  purchaseDate: '2026-06-01',
  ...CASH_TO_CLOSE_DEFAULT_COSTS,
  buyers: 1,
  fhsa: 0,
  homeBuyersPlan: 0,
};

function ok(inputs: CashToCloseInputs) {
  const result = calculateCashToClose(inputs);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

const line = (r: ReturnType<typeof ok>, id: string) => r.lines.find((l) => l.id === id)?.amount;

describe('calculateCashToClose', () => {
  it('a $500,000 first home in Toronto with 5% down', () => {
    const r = ok(torontoFirstHome);
    // $6,475 + $6,475 of tax, less the $4,000 and $4,475 refunds.
    expect(r.landTransferTax.netPayable).toBe(4475);
    // 95% loan-to-value: 4.00% of $475,000 = $19,000 added to the loan; 8% of it, $1,520, in cash.
    expect(r.insurance.premium).toBe(19_000);
    expect(line(r, 'insuranceTax')).toBe(1520);
    expect(r.mortgage).toBe(494_000);
    // 25,000 + 4,475 + 1,520 + 2,000 legal + 300 title + 500 inspection + 1,000 adjustments.
    expect(r.closingCosts).toBe(9795);
    expect(r.totalCashNeeded).toBe(34_795);
    expect(r.fromOtherSavings).toBe(34_795);
    expect(r.violations).toEqual([]);
  });

  it('Kay Law: $550,000 first home outside Toronto with 20% down pays $3,475 of tax and no premium', () => {
    const r = ok({ ...torontoFirstHome, price: 550_000, downPayment: 110_000, inToronto: false });
    expect(r.landTransferTax.netPayable).toBe(3475);
    expect(r.insurance.required).toBe(false);
    expect(line(r, 'insuranceTax')).toBe(0);
    expect(r.totalCashNeeded).toBe(110_000 + 3475 + 3800);
  });

  it('a repeat buyer gets no refund and cannot count an FHSA or the Home Buyers Plan', () => {
    const r = ok({ ...torontoFirstHome, firstTimeBuyer: false, fhsa: 10_000, homeBuyersPlan: 10_000 });
    expect(r.landTransferTax.netPayable).toBe(12_950);
    expect(r.sources.total).toBe(0);
    expect(r.fromOtherSavings).toBe(r.totalCashNeeded);
  });

  it('counts the FHSA and Home Buyers Plan up to their limits per buyer', () => {
    const one = ok({ ...torontoFirstHome, fhsa: 10_000, homeBuyersPlan: 5_000 });
    expect(one.sources).toMatchObject({ fhsa: 10_000, homeBuyersPlan: 5_000, total: 15_000, capped: false });
    expect(one.fromOtherSavings).toBe(19_795);

    // A $300,000 down payment needs more than both limits, so the limits alone decide.
    const bigDown = { ...torontoFirstHome, price: 1_000_000, downPayment: 300_000 };
    const capped = ok({ ...bigDown, fhsa: 50_000, homeBuyersPlan: 70_000 });
    expect(capped.sources).toMatchObject({ fhsa: 40_000, homeBuyersPlan: 60_000, capped: true, moreThanNeeded: false });

    const couple = ok({ ...bigDown, buyers: 2, fhsa: 90_000, homeBuyersPlan: 130_000 });
    expect(couple.sources).toMatchObject({ fhsaLimit: 80_000, homeBuyersPlanLimit: 120_000, fhsa: 80_000, homeBuyersPlan: 120_000 });
    expect(couple.fromOtherSavings).toBe(fromCents(toCents(couple.totalCashNeeded) - toCents(200_000)));
  });

  it('draws no more than the cash needed: the FHSA first, then the Home Buyers Plan', () => {
    // Ontario, $600,000 with $60,000 down, first-time couple: $69,614.20 needed, $200,000 entered.
    const r = ok({ ...torontoFirstHome, inToronto: false, price: 600_000, downPayment: 60_000, buyers: 2, fhsa: 80_000, homeBuyersPlan: 120_000 });
    expect(r.totalCashNeeded).toBe(69_614.2);
    expect(r.sources).toMatchObject({ fhsa: 69_614.2, homeBuyersPlan: 0, total: 69_614.2, moreThanNeeded: true, capped: false });
    expect(r.fromOtherSavings).toBe(0);

    // The FHSA short of the need: the plan covers the rest, and no more.
    const some = ok({ ...torontoFirstHome, inToronto: false, price: 600_000, downPayment: 60_000, buyers: 2, fhsa: 20_000, homeBuyersPlan: 120_000 });
    expect(some.sources).toMatchObject({ fhsa: 20_000, homeBuyersPlan: 49_614.2, moreThanNeeded: true });
    expect(some.fromOtherSavings).toBe(0);
  });

  it('30 years insured: the premium carries the 0.20% surcharge, and a repeat buyer of a resale home is told it is not allowed', () => {
    const r = ok({ ...torontoFirstHome, amortizationYears: 30, firstTimeBuyer: false });
    expect(r.insurance.premium).toBe(19_950);
    expect(line(r, 'insuranceTax')).toBe(1596);
    expect(r.violations.map((v) => v.code)).toEqual(['insured-amortization-too-long']);
    expect(ok({ ...torontoFirstHome, amortizationYears: 30, firstTimeBuyer: false, newBuild: true }).violations).toEqual([]);
  });

  it('names a down payment below the minimum', () => {
    const r = ok({ ...torontoFirstHome, downPayment: 20_000 });
    expect(r.violations.map((v) => v.code)).toEqual(['down-payment-below-minimum']);
  });

  it('refuses a missing price, a down payment above the price and a negative cost', () => {
    const r = calculateCashToClose({ ...torontoFirstHome, price: Number.NaN, legalFees: -1 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      { field: 'price', message: calcMessages.priceRequired },
      { field: 'legalFees', message: calcMessages.costInvalid },
    ]);
    const above = calculateCashToClose({ ...torontoFirstHome, downPayment: 600_000 });
    expect(above.ok ? [] : above.errors.map((e) => e.field)).toEqual(['downPayment']);
  });
});

describe('cash-to-close link', () => {
  it('pre-fills the form from the link the affordability result builds', () => {
    const href = cashToCloseHref({ price: 512_345, downPayment: 30_000, firstTimeBuyer: true });
    const state = parseCashToCloseState(new URL(href, 'https://example.test').searchParams);
    expect(state).toMatchObject({ price: 512_345, downPayment: 30_000, firstTimeBuyer: true, inToronto: false, legalFees: 2000 });
  });

  it('falls back to the defaults for unusable values', () => {
    const state = parseCashToCloseState(new URLSearchParams('price=-5&amortization=27&buyers=3&title=abc'));
    expect(state).toMatchObject({ price: 600_000, amortizationYears: 25, buyers: 1, titleInsurance: 300 });
  });
});
