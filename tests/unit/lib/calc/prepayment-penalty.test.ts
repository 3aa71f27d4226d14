/**
 * Worked examples:
 * - IG Wealth Management, "Prepayment charge calculation examples" (investorsgroup.com): $285,250 at 3% with 31 months
 *   left and a current reinvestment rate of 2.5%. Three months' interest ($285,250 × 3% ÷ 4) = $2,139.38, the whole
 *   charge on a variable-rate mortgage; the simplified IRD on a fixed one is $285,250 × (3% − 2.5%) ÷ 12 × 31 =
 *   $3,684.48 (the comparison-rate method).
 * - Unrate, "Mortgage prepayment penalties" (unrate.ca): $270,000 at 3.55%, three months' interest $2,396.25.
 * - The posted-rate method as a lender states it (BC Mortgage Broker, "Estimate interest", bcmortgagebroker.ca: "our
 *   posted interest rate for the term minus the most recent discount you receive"), worked by hand in the test.
 */
import { describe, expect, it } from 'vitest';
import { calculatePrepaymentPenalty, type PrepaymentPenaltyInputs } from '../../../../src/lib/calc/prepayment-penalty';
import { calcMessages } from '../../../../src/lib/calc/calc-messages';

const base: PrepaymentPenaltyInputs = {
  balance: 285_250,
  contractRate: 3,
  monthsRemaining: 31,
  rateType: 'fixed',
  lenderKind: 'comparison-rate',
  originalPostedRate: 3,
  todayPostedRate: 2.5,
  todayRate: 2.5,
};

function ok(inputs: PrepaymentPenaltyInputs) {
  const result = calculatePrepaymentPenalty(inputs);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('calculatePrepaymentPenalty', () => {
  it('IG Wealth Management, variable rate: three months interest, $2,139.38', () => {
    const r = ok({ ...base, rateType: 'variable' });
    expect(r.threeMonthsInterest).toBe(2139.38);
    expect(r.irdApplies).toBe(false);
    expect(r.rule).toBe('three-months-interest');
    expect(r.penalty).toBe(2139.38);
  });

  it('IG Wealth Management, fixed rate: the IRD of $3,684.48 is greater, so it applies', () => {
    const r = ok(base);
    expect(r.threeMonthsInterest).toBe(2139.38);
    expect(r.comparisonRateMethod).toEqual({ comparisonRate: 2.5, differential: 0.5, ird: 3684.48 });
    expect(r.rule).toBe('ird-comparison-rate');
    expect(r.penalty).toBe(3684.48);
  });

  it('Unrate: three months interest on $270,000 at 3.55% is $2,396.25', () => {
    const r = ok({ ...base, balance: 270_000, contractRate: 3.55, todayRate: 3.55, todayPostedRate: 5, originalPostedRate: 5 });
    expect(r.threeMonthsInterest).toBe(2396.25);
    expect(r.rule).toBe('three-months-interest');
  });

  describe('posted-rate method against comparison-rate method, worked by hand', () => {
    // $300,000 at 4.49%, signed when the posted rate was 6.49% (a 2.00% discount), 30 months left. Today's posted
    // 3-year rate is 5.49%, so the big-bank comparison rate is 5.49 − 2.00 = 3.49%: IRD = 300,000 × 1.00% × 30/12 =
    // $7,500. Today's offered rate is 4.19%: IRD = 300,000 × 0.30% × 30/12 = $2,250, below three months' interest
    // (300,000 × 4.49% ÷ 4 = $3,367.50).
    const scenario: PrepaymentPenaltyInputs = {
      balance: 300_000,
      contractRate: 4.49,
      monthsRemaining: 30,
      rateType: 'fixed',
      lenderKind: 'posted-rate',
      originalPostedRate: 6.49,
      todayPostedRate: 5.49,
      todayRate: 4.19,
    };

    it('a big bank charges the posted-rate IRD', () => {
      const r = ok(scenario);
      expect(r.discountAtSigning).toBe(2);
      expect(r.postedRateMethod).toEqual({ comparisonRate: 3.49, differential: 1, ird: 7500 });
      expect(r.comparisonRateMethod).toEqual({ comparisonRate: 4.19, differential: 0.3, ird: 2250 });
      expect(r.threeMonthsInterest).toBe(3367.5);
      expect(r.rule).toBe('ird-posted-rate');
      expect(r.penalty).toBe(7500);
    });

    it('another lender charges three months interest, the greater of its two figures', () => {
      const r = ok({ ...scenario, lenderKind: 'comparison-rate' });
      expect(r.rule).toBe('three-months-interest');
      expect(r.penalty).toBe(3367.5);
    });

    it('weighs the interest today’s rate saves over the rest of the term against the penalty', () => {
      const r = ok({ ...scenario, lenderKind: 'comparison-rate' });
      // 300,000 × 4.49% × 30/12 = 33,675 against 300,000 × 4.19% × 30/12 = 31,425.
      expect(r.interestAtContractRate).toBe(33_675);
      expect(r.interestAtTodayRate).toBe(31_425);
      expect(r.interestSaved).toBe(2250);
      expect(r.netSaving).toBe(-1117.5);
      expect(r.breakingSaves).toBe(false);
    });

    it('a variable mortgage with rates well down is worth breaking', () => {
      const r = ok({ ...scenario, rateType: 'variable', contractRate: 6, todayRate: 4 });
      // Penalty 300,000 × 6% ÷ 4 = 4,500; saved 300,000 × 2% × 30/12 = 15,000.
      expect(r.penalty).toBe(4500);
      expect(r.netSaving).toBe(10_500);
      expect(r.breakingSaves).toBe(true);
    });
  });

  it('an IRD never goes below zero when rates have risen', () => {
    const r = ok({ ...base, todayRate: 5, todayPostedRate: 7 });
    expect(r.comparisonRateMethod.ird).toBe(0);
    expect(r.postedRateMethod.ird).toBe(0);
    expect(r.rule).toBe('three-months-interest');
  });

  it('refuses a missing balance, a fractional or too long term and a negative rate', () => {
    const r = calculatePrepaymentPenalty({ ...base, balance: Number.NaN, monthsRemaining: 2.5, todayRate: -1 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      { field: 'balance', message: calcMessages.balanceRequired },
      { field: 'monthsRemaining', message: calcMessages.monthsRemainingRange(120) },
      { field: 'todayRate', message: calcMessages.rateInvalid },
    ]);
    expect(calculatePrepaymentPenalty({ ...base, monthsRemaining: 121 }).ok).toBe(false);
  });

  it('only asks for posted rates when the posted-rate method is used', () => {
    expect(calculatePrepaymentPenalty({ ...base, lenderKind: 'comparison-rate', todayPostedRate: Number.NaN }).ok).toBe(true);
    expect(calculatePrepaymentPenalty({ ...base, lenderKind: 'posted-rate', todayPostedRate: Number.NaN }).ok).toBe(false);
  });
});
