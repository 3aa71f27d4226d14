import { describe, expect, it } from 'vitest';
import { PAYMENT_URL_DEFAULTS } from '../../../../src/lib/calc/calculator-url-state';
import { AFFORDABILITY_DEFAULTS } from '../../../../src/lib/calc/affordability-options';
import { listRateOptions } from '../../../../src/lib/calc/rate-options';
import type { RateRow } from '../../../../src/lib/schemas/rates';
import { formFromUrlState, paymentInputsFromForm, resolveRate, urlStateFromForm } from '../../../../src/islands/calculators/payment-form';
import { formFromInputs, inputsFromForm } from '../../../../src/islands/calculators/affordability-form';

const ontario = { province: 'Ontario', rate_type: 'fixed', mortgage_type: 'Conventional', posted_rate: null, scraped_at: 'x' } as const;
const rates: RateRow[] = [
  { ...ontario, id: 'a', term: '5 year', our_rate: 4.19 },
  { ...ontario, id: 'b', term: '3 year', our_rate: 4.39 },
];

describe('payment form', () => {
  const form = formFromUrlState(PAYMENT_URL_DEFAULTS);

  it('round-trips the URL state', () => {
    expect(urlStateFromForm(form)).toEqual(PAYMENT_URL_DEFAULTS);
  });

  it('starts on the 5-year fixed and its term', () => {
    const r = resolveRate(form, listRateOptions(rates, 'Ontario'));
    expect(r).toMatchObject({ custom: false, annualRate: 4.19, termYears: 5 });
  });

  it('uses the picked option, or the typed rate when custom or when the province has none', () => {
    const options = listRateOptions(rates, 'Ontario');
    expect(resolveRate({ ...form, rateKey: options[0].key }, options).annualRate).toBe(4.39);
    expect(resolveRate({ ...form, customRate: true, rateText: '6.1', customTermYears: 3 }, options)).toMatchObject({
      custom: true,
      annualRate: 6.1,
      termYears: 3,
    });
    expect(resolveRate({ ...form, rateText: '5' }, listRateOptions(rates, 'Yukon'))).toMatchObject({ custom: true, annualRate: 5 });
  });

  it('a cleared amount becomes NaN so the maths reports it, not $0', () => {
    const rate = resolveRate(form, []);
    expect(paymentInputsFromForm({ ...form, amountText: '' }, rate).amount).toBeNaN();
  });

  it('a cleared custom rate becomes NaN so the maths reports it, not the usual 5%', () => {
    const options = listRateOptions(rates, 'Ontario');
    expect(resolveRate({ ...form, customRate: true, rateText: '' }, options).annualRate).toBeNaN();
  });
});

describe('affordability form', () => {
  it('round-trips the inputs, with empty amounts as $0 and an empty rate as missing', () => {
    const form = formFromInputs(AFFORDABILITY_DEFAULTS);
    expect(inputsFromForm(form)).toEqual(AFFORDABILITY_DEFAULTS);
    const cleared = inputsFromForm({ ...form, monthlyDebts: '', annualRate: '' });
    expect(cleared.monthlyDebts).toBe(0);
    expect(cleared.annualRate).toBeNaN();
  });
});
