import { describe, expect, it } from 'vitest';
import {
  parseAffordabilityState,
  parseLandTransferTaxState,
  parsePaymentState,
  PAYMENT_URL_DEFAULTS,
  serializeAffordabilityState,
  serializeLandTransferTaxState,
  serializePaymentState,
  type PaymentUrlState,
} from '../../../../src/lib/calc/calculator-url-state';
import { AFFORDABILITY_DEFAULTS } from '../../../../src/lib/calc/affordability-options';
import { replaceOwnParams, toIsoDate } from '../../../../src/lib/calc/url-params';

describe('payment URL state', () => {
  it('round-trips a scenario', () => {
    const state: PaymentUrlState = {
      provinceName: 'British Columbia',
      amount: 650_000.5,
      rateKey: '5 year|fixed|conventional',
      customRate: false,
      rate: 4.29,
      amortizationYears: 30,
      compounding: 'monthly',
      frequency: 'rapid-weekly',
      customTermYears: 5,
    };
    const params = serializePaymentState(state);
    expect(params.get('province')).toBe('BC');
    expect(parsePaymentState(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('an empty query gives the defaults (Ontario, $500,000, 25 years, semi-annual, monthly)', () => {
    expect(parsePaymentState(new URLSearchParams())).toEqual(PAYMENT_URL_DEFAULTS);
    expect(PAYMENT_URL_DEFAULTS).toMatchObject({
      provinceName: 'Ontario',
      amount: 500_000,
      amortizationYears: 25,
      compounding: 'semi-annual',
      frequency: 'monthly',
    });
  });

  it('invalid values fall back one by one', () => {
    const parsed = parsePaymentState(
      new URLSearchParams('province=Atlantis&amount=-5&rate=abc&amortization=31&compounding=daily&frequency=hourly&custom=maybe'),
    );
    expect(parsed).toEqual(PAYMENT_URL_DEFAULTS);
  });

  it('accepts a province by name as well as by code', () => {
    expect(parsePaymentState(new URLSearchParams('province=nova%20scotia')).provinceName).toBe('Nova Scotia');
    expect(parsePaymentState(new URLSearchParams('province=qc')).provinceName).toBe('Quebec');
  });

  it('a custom rate drops the picked term and never writes NaN', () => {
    const params = serializePaymentState({ ...PAYMENT_URL_DEFAULTS, customRate: true, rateKey: 'x', amount: Number.NaN });
    expect(params.has('term')).toBe(false);
    expect(params.has('amount')).toBe(false);
    expect(params.get('custom')).toBe('1');
  });

  it('keeps the custom term only with a custom rate', () => {
    const custom = { ...PAYMENT_URL_DEFAULTS, customRate: true, customTermYears: 3 };
    expect(parsePaymentState(serializePaymentState(custom)).customTermYears).toBe(3);
    expect(serializePaymentState({ ...custom, customRate: false }).has('termYears')).toBe(false);
  });
});

describe('affordability URL state', () => {
  it('round-trips every input', () => {
    const inputs = {
      ...AFFORDABILITY_DEFAULTS,
      annualIncome: 123_456,
      coBorrowerIncome: 50_000,
      downPayment: 80_000,
      amortizationYears: 30,
      annualRate: 5.19,
      monthlyDebts: 450,
      heatingMonthly: 120,
      propertyTaxesAnnual: 4800,
      condoFeesMonthly: 520,
      firstTimeBuyer: true,
      newBuild: false,
    };
    expect(parseAffordabilityState(new URLSearchParams(serializeAffordabilityState(inputs).toString()))).toEqual(inputs);
  });

  it('falls back to the spec defaults', () => {
    expect(parseAffordabilityState(new URLSearchParams('amortization=6&income=lots&rate=-1'))).toEqual(AFFORDABILITY_DEFAULTS);
    expect(AFFORDABILITY_DEFAULTS).toMatchObject({ annualIncome: 100_000, downPayment: 20_000, amortizationYears: 25, annualRate: 4.84 });
  });
});

describe('land transfer tax URL state', () => {
  const today = '2025-05-05';

  it('round-trips', () => {
    const inputs = { price: 812_000, purchaseDate: '2026-04-01', inToronto: true, firstTimeBuyer: true, singleFamily: false };
    expect(parseLandTransferTaxState(new URLSearchParams(serializeLandTransferTaxState(inputs).toString()), today)).toEqual(inputs);
  });

  it('defaults: today, outside Toronto, not first-time, single-family', () => {
    expect(parseLandTransferTaxState(new URLSearchParams('date=tomorrow&price=0'), today)).toEqual({
      price: 500_000,
      purchaseDate: today,
      inToronto: false,
      firstTimeBuyer: false,
      singleFamily: true,
    });
  });

  it('toIsoDate uses the local calendar date', () => {
    expect(toIsoDate(new Date(2026, 3, 1, 23, 30))).toBe('2026-04-01');
  });
});

describe('replaceOwnParams', () => {
  it("replaces the calculator's keys and keeps everyone else's", () => {
    const href = 'https://example.ca/mortgage-calculator?utm_source=news&amount=1&term=5%20year&agent=sarah#top';
    const next = new URLSearchParams('amount=2&custom=1');
    expect(replaceOwnParams(href, ['amount', 'term'], next)).toBe('https://example.ca/mortgage-calculator?utm_source=news&agent=sarah&amount=2&custom=1#top');
  });
});
