import { describe, expect, it } from 'vitest';
import { closestTermYears, penaltyTodayRates, PENALTY_RATE_FALLBACKS } from '../../../../src/lib/calc/penalty-today-rates';
import type { RateOption } from '../../../../src/lib/calc/rate-options';
import {
  parsePrepaymentPenaltyState,
  PREPAYMENT_PENALTY_DEFAULTS,
  serializePrepaymentPenaltyState,
} from '../../../../src/lib/calc/prepayment-penalty-url-state';

const option = (
  termYears: number,
  rate: number,
  postedRate: number | null,
  rateType: 'fixed' | 'variable' = 'fixed',
  mortgageType = 'Conventional',
): RateOption => ({
  key: `${termYears}|${rateType}|${rate}`,
  rateId: 'x',
  term: `${termYears} year`,
  termYears,
  rateType,
  mortgageType,
  rate,
  postedRate,
});

describe("today's rates for the term closest to the time remaining", () => {
  it('picks the closest term, the shorter one on a tie', () => {
    expect(closestTermYears(30, [1, 2, 3, 5])).toBe(2); // 24 and 36 months are both 6 away
    expect(closestTermYears(32, [1, 2, 3, 5])).toBe(3);
    expect(closestTermYears(50, [1, 3, 5])).toBe(5);
    expect(closestTermYears(12, [])).toBeNull();
  });

  it('takes the best rate and the highest posted rate of that fixed term', () => {
    const options = [option(3, 4.29, 6.05), option(3, 4.09, 5.9), option(3, 3.95, 7.1, 'variable'), option(5, 3.99, 6.09)];
    expect(penaltyTodayRates(options, 34)).toEqual({
      termYears: 3,
      mortgageType: 'Conventional',
      todayRate: 4.09,
      todayPostedRate: 6.05,
      fromSiteRates: { todayRate: true, todayPostedRate: true },
    });
  });

  it('compares with the conventional rate unless the visitor says insured, and names the type it used (ADR 42)', () => {
    const options = [option(3, 3.94, 5.99, 'fixed', 'High-Ratio'), option(3, 4.14, 5.99), option(3, 4.29, 5.99, 'fixed', 'Refinance')];
    expect(penaltyTodayRates(options, 30)).toMatchObject({ todayRate: 4.14, mortgageType: 'Conventional' });
    expect(penaltyTodayRates(options, 30, true)).toMatchObject({ todayRate: 3.94, mortgageType: 'High-Ratio' });
    // A term without the visitor's type: its best rate of any type, named as such.
    expect(penaltyTodayRates([option(3, 4.29, 5.99, 'fixed', 'Refinance')], 30)).toMatchObject({ todayRate: 4.29, mortgageType: 'Refinance' });
  });

  it('falls back to the documented figures without rates', () => {
    expect(penaltyTodayRates([], 30)).toMatchObject({ termYears: null, ...PENALTY_RATE_FALLBACKS });
    expect(penaltyTodayRates([option(2, 4.5, null)], 30)).toMatchObject({ todayRate: 4.5, todayPostedRate: PENALTY_RATE_FALLBACKS.todayPostedRate });
  });
});

describe('prepayment-penalty link', () => {
  it('round-trips a scenario, today’s rates included only when set', () => {
    const state = { ...PREPAYMENT_PENALTY_DEFAULTS, balance: 250_000, rateType: 'variable' as const, todayRate: 3.9, insured: true };
    const params = serializePrepaymentPenaltyState(state);
    expect(params.has('todayPosted')).toBe(false);
    expect(parsePrepaymentPenaltyState(params)).toEqual(state);
  });

  it('falls back for unusable values', () => {
    const state = parsePrepaymentPenaltyState(new URLSearchParams('months=0&type=open&lender=x&today=abc'));
    expect(state).toMatchObject({ monthsRemaining: 30, rateType: 'fixed', lenderKind: 'posted-rate', todayRate: null });
  });
});
