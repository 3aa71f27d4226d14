/**
 * "Today's rates" for the prepayment-penalty calculator, taken from the site's own rates: the best rate we publish
 * for the fixed term closest to the time remaining (the comparison rate, and the rate a visitor could switch to) and
 * the highest lender's posted rate stored for that term (the big banks' posted rate, which the posted-rate method
 * uses). The visitor can always type over them.
 */
import { penaltyMessages } from '../messages-calculators';
import type { RateOption } from './rate-options';

/** Today's rates are Ontario's: the brokerage's market, and the province the other calculators default to. */
export const PENALTY_RATES_PROVINCE = 'Ontario';

/**
 * Used when the site has no fixed rate for any term (or no posted rate): typical figures the visitor is told to
 * replace with their lender's. Not product values (docs/product/README.md#beyond-the-description).
 */
export const PENALTY_RATE_FALLBACKS = {
  todayRate: 4.19,
  todayPostedRate: 6.09,
} as const;

/**
 * The mortgage type whose rate a visitor could switch to (ADR 42): a conventional mortgage (20 % or more down, or
 * a renewal past insurance) unless the visitor says theirs is insured, which gets the lower insured ("High-Ratio")
 * rate. Comparing everyone with the insured rate overstated what breaking saves.
 */
export const INSURED_MORTGAGE_TYPE = 'High-Ratio';
export const CONVENTIONAL_MORTGAGE_TYPE = 'Conventional';

export interface PenaltyTodayRates {
  /** Years of the term the rates are for; null when the fallbacks are used. */
  termYears: number | null;
  /** The mortgage type of todayRate ('Conventional', 'High-Ratio'); null when it is the fallback. */
  mortgageType: string | null;
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

export function penaltyTodayRates(options: readonly RateOption[], monthsRemaining: number, insured = false): PenaltyTodayRates {
  const fixed = options.filter((o) => o.rateType === 'fixed' && o.termYears !== null && o.termYears > 0);
  const termYears = closestTermYears(monthsRemaining, [...new Set(fixed.map((o) => o.termYears as number))]);
  const forTerm = fixed.filter((o) => o.termYears === termYears);
  // The visitor's own type when the term lists it; otherwise the term's best rate of any type.
  const wanted = insured ? INSURED_MORTGAGE_TYPE : CONVENTIONAL_MORTGAGE_TYPE;
  const ofType = forTerm.filter((o) => o.mortgageType === wanted);
  const candidates = ofType.length > 0 ? ofType : forTerm;
  const rates = candidates.map((o) => o.rate);
  const best = candidates.find((o) => o.rate === Math.min(...rates));
  // Posted rates are the lenders' for the term, whatever the type: the highest is the big banks'.
  const posted = forTerm.map((o) => o.postedRate).filter((r): r is number => r !== null && r > 0);
  return {
    termYears,
    mortgageType: best?.mortgageType ?? null,
    todayRate: rates.length > 0 ? Math.min(...rates) : PENALTY_RATE_FALLBACKS.todayRate,
    todayPostedRate: posted.length > 0 ? Math.max(...posted) : PENALTY_RATE_FALLBACKS.todayPostedRate,
    fromSiteRates: { todayRate: rates.length > 0, todayPostedRate: posted.length > 0 },
  };
}

/**
 * The rate the verdict compared with, named (ADR 42): the one the visitor typed, ours for their mortgage type, or a
 * typical one. The island and the answer page without JavaScript (ADR 58) both say it this way.
 */
export function penaltyComparedWith(typed: boolean, site: PenaltyTodayRates): string {
  if (typed) return penaltyMessages.comparedWithTyped;
  return site.fromSiteRates.todayRate ? penaltyMessages.comparedWithSite(site.termYears, site.mortgageType) : penaltyMessages.comparedWithTypical;
}
