import { describe, expect, it } from 'vitest';
import { formFromUrlState as cashForm, urlStateFromForm as cashState } from '../../../../src/islands/calculators/cash-to-close-form';
import { formFromUrlState, inputsFromForm, urlStateFromForm } from '../../../../src/islands/calculators/penalty-form';
import { CASH_TO_CLOSE_DEFAULTS } from '../../../../src/lib/calc/cash-to-close-options';
import { PREPAYMENT_PENALTY_DEFAULTS } from '../../../../src/lib/calc/prepayment-penalty-url-state';

const site = { termYears: 3, mortgageType: 'Conventional', todayRate: 3.94, todayPostedRate: 5.99, fromSiteRates: { todayRate: true, todayPostedRate: true } };

describe('prepayment-penalty form', () => {
  it("follows the site's rates until the visitor types today's rates", () => {
    const form = formFromUrlState(PREPAYMENT_PENALTY_DEFAULTS);
    expect(inputsFromForm(form, site)).toMatchObject({ todayRate: 3.94, todayPostedRate: 5.99 });
    expect(urlStateFromForm(form)).toMatchObject({ todayRate: null, todayPostedRate: null });

    const typed = { ...form, todayRateText: '4.25' };
    expect(inputsFromForm(typed, site)).toMatchObject({ todayRate: 4.25, todayPostedRate: 5.99 });
    expect(urlStateFromForm(typed)).toMatchObject({ todayRate: 4.25, todayPostedRate: null });
  });
});

describe('cash-to-close form', () => {
  it('reads an empty cost as $0 and an empty price as missing', () => {
    const form = { ...cashForm(CASH_TO_CLOSE_DEFAULTS), inspection: '', price: '' };
    const state = cashState(form);
    expect(state.inspection).toBe(0);
    expect(state.price).toBeNaN();
    expect(cashState(cashForm(CASH_TO_CLOSE_DEFAULTS))).toEqual(CASH_TO_CLOSE_DEFAULTS);
  });
});
