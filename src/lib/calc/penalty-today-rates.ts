/**
 * "Today's rates" for the prepayment-penalty calculator, taken from the site's own rates: the best rate we publish
 * for the fixed term closest to the time remaining (the comparison rate, and the rate a visitor could switch to) and
 * the highest lender's posted rate stored for that term (the big banks' posted rate, which the posted-rate method
 * uses). The visitor can always type over them.
 */
import type { RateOption } from './rate-options';

/**
 * Used when the site has no fixed rate for any term (or no posted rate): typical figures the visitor is told to
 * replace with their lender's. Not spec values.
 */
export const PENALTY_RATE_FALLBACKS = {
  todayRate: 4.19,
  todayPostedRate: 6.09,
} as const;

export interface PenaltyTodayRates {
  /** Years of the term the rates are for; null when the fallbacks are used. */
  termYears: number | null;
  todayRate: number;
  todayPostedRate: number;
  /** True when todayRate and todayPostedRate came from the site's rates rather than the fallbacks. */
  fromSiteRates: { todayRate: boolean; todayPostedRate: boolean };
}

/** The available term closest to `months`; on a tie the shorter term, as most lenders' IRD clauses read. */
export function closestTermYears(months: number, termsInYears: readonly number[]): number | null {
  let best: number | null = null;
  for (const years of termsInYears) {
    if (best === null) best = years;
    const gap = Math.abs(years * 12 - months);
    const bestGap = Math.abs(best * 12 - months);
    if (gap < bestGap || (gap === bestGap && years < best)) best = years;
  }
  return best;
}

export function penaltyTodayRates(options: readonly RateOption[], monthsRemaining: number): PenaltyTodayRates {
  const fixed = options.filter((o) => o.rateType === 'fixed' && o.termYears !== null && o.termYears > 0);
  const termYears = closestTermYears(monthsRemaining, [...new Set(fixed.map((o) => o.termYears as number))]);
  const forTerm = fixed.filter((o) => o.termYears === termYears);
  const rates = forTerm.map((o) => o.rate);
  const posted = forTerm.map((o) => o.postedRate).filter((r): r is number => r !== null && r > 0);
  return {
    termYears,
    todayRate: rates.length > 0 ? Math.min(...rates) : PENALTY_RATE_FALLBACKS.todayRate,
    todayPostedRate: posted.length > 0 ? Math.max(...posted) : PENALTY_RATE_FALLBACKS.todayPostedRate,
    fromSiteRates: { todayRate: rates.length > 0, todayPostedRate: posted.length > 0 },
  };
}
