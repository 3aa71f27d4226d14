import { listRateOptions, type RateOption } from '../../../src/lib/calc/rate-options';
import { selectPublicRates } from '../../../src/lib/rates/select-rates';
import type { RateRow } from '../types';

/** Said after every calculated answer: an estimate, never an approval or a personal rate. */
export const ESTIMATE_NOTE =
  'This is an estimate from our calculators, not an approval or a rate offer: the rate and amount you qualify for ' +
  'depend on your situation (OAC). A licensed mortgage agent can confirm your numbers: share your email or phone ' +
  'number, or use our Contact page.';

/** A link the chat widget shows as a link: [label](/path?query), site paths only. */
export function chatLink(label: string, path: string, params: URLSearchParams): string {
  return `[${label}](${path}?${params})`;
}

/**
 * Today's best rate for a term and type in a province, chosen exactly as the payment calculator lists them
 * (the public rates rule, then its rate options), so the calculator opened from the chat shows the same rate.
 * Without a term the 5-year is taken (most Canadians choose it); without a type, fixed.
 */
export function bestMatchingRate(
  rates: readonly RateRow[],
  now: Date,
  wanted: { province: string; termYears?: number; rateType?: 'fixed' | 'variable' },
): RateOption | undefined {
  const options = listRateOptions(selectPublicRates(rates, now).rates, wanted.province);
  const type = wanted.rateType ?? 'fixed';
  const ofType = options.filter((o) => o.rateType === type);
  const ofTerm = ofType.filter((o) => o.termYears === (wanted.termYears ?? 5));
  const pool = ofTerm.length > 0 || wanted.termYears !== undefined ? ofTerm : ofType;
  return pool.reduce<RateOption | undefined>((best, o) => (!best || o.rate < best.rate ? o : best), undefined);
}

export function describeRate(option: RateOption): string {
  const term = option.termYears === null ? option.term : `${option.termYears}-year`;
  return `${term} ${option.rateType} (${option.mortgageType})`;
}
