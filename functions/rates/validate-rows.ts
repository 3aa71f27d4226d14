import { resolveProvinceName } from '../../src/lib/provinces';
import { parseTermYears } from '../../src/lib/rates/select-rates';
import type { MORTGAGE_TYPES } from '../../src/lib/provinces';
import { RATE_LIMITS, TERM_LABELS } from '../../src/lib/schemas/rate-admin';
import type { NewRate, RawRateRow, RejectedRateRow } from '../../src/lib/schemas/rates';
import { SourceStructureError, type PostedRates } from './sources/types';

/**
 * A row ready to store, spelled as the seed and the admin form store it ('5 year', 'fixed', 'High-Ratio'): a new
 * rate whose mortgage type validation has narrowed to the three the table allows.
 */
export type ScrapedRate = NewRate & { mortgage_type: (typeof MORTGAGE_TYPES)[number] };

/** Validation always records what the row held. */
export type RejectedRow = Required<RejectedRateRow>;

export interface ValidatedRates {
  rates: ScrapedRate[];
  rejected: RejectedRow[];
}

const MORTGAGE_TYPE_WORDS: Record<string, ScrapedRate['mortgage_type']> = {
  conventional: 'Conventional',
  uninsured: 'Conventional',
  'high-ratio': 'High-Ratio',
  'high ratio': 'High-Ratio',
  insured: 'High-Ratio',
  refinance: 'Refinance',
  refi: 'Refinance',
};

/** '4.79%', '4.79 %', '4,79' -> 4.79 (three decimals kept: the form's step is 0.001); null when not a number. */
export function parseRate(text: string): number | null {
  const cleaned = text.replace(/%/g, '').replace(',', '.').trim();
  if (!/^\d{1,2}(\.\d+)?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 1000) / 1000;
}

const inRange = (rate: number) => rate > RATE_LIMITS.min && rate <= RATE_LIMITS.max;
const isBlank = (text: string) => /^(|-|—|–|n\/?a)$/i.test(text.trim());

function checkRow(raw: RawRateRow): ScrapedRate | string {
  if (!raw.province.trim()) return 'missing province';
  const province = resolveProvinceName(raw.province);
  if (!province) return `unknown province "${raw.province}"`;
  const years = parseTermYears(raw.term);
  const term = TERM_LABELS.find((label) => parseTermYears(label) === years);
  if (!term) return `term "${raw.term}" is not 1, 3, 5 or 7 years`;
  const rateType = raw.rate_type.trim().toLowerCase();
  if (rateType !== 'fixed' && rateType !== 'variable') return `rate type "${raw.rate_type}" is not fixed or variable`;
  const mortgageType = MORTGAGE_TYPE_WORDS[raw.mortgage_type.trim().toLowerCase()];
  if (!mortgageType) return `mortgage type "${raw.mortgage_type}" is not Conventional, High-Ratio or Refinance`;
  const ourRate = parseRate(raw.our_rate);
  if (ourRate === null) return `our rate "${raw.our_rate}" is not a number`;
  if (!inRange(ourRate)) return `our rate ${ourRate} is outside 0-25 %`;
  let postedRate: number | null = null;
  if (!isBlank(raw.posted_rate)) {
    postedRate = parseRate(raw.posted_rate);
    if (postedRate === null) return `posted rate "${raw.posted_rate}" is not a number`;
    if (!inRange(postedRate)) return `posted rate ${postedRate} is outside 0-25 %`;
  }
  return { province, term, rate_type: rateType, mortgage_type: mortgageType, posted_rate: postedRate, our_rate: ourRate };
}

/**
 * Keeps the rows that make sense and says why each other row was refused. When most rows are refused the page
 * has changed under us (columns swapped, units changed): that fails the whole scrape rather than storing a few
 * rows by luck.
 */
export function validateRows(rows: readonly RawRateRow[]): ValidatedRates {
  const rates: ScrapedRate[] = [];
  const rejected: RejectedRow[] = [];
  for (const raw of rows) {
    const checked = checkRow(raw);
    if (typeof checked === 'string') {
      const { row, ...values } = raw;
      rejected.push({ row, reason: checked, values });
    } else rates.push(checked);
  }
  if (rows.length > 0 && rejected.length * 2 > rows.length) {
    throw new SourceStructureError(
      `${rejected.length} of ${rows.length} rows were refused (first: row ${rejected[0]!.row}, ${rejected[0]!.reason}); the source page has probably changed.`,
    );
  }
  return { rates, rejected };
}

/** Fills missing posted rates of fixed terms from a national reference series (the page's own posted rate wins). */
export function fillPostedRates(rates: readonly ScrapedRate[], posted: PostedRates | null): ScrapedRate[] {
  if (!posted) return [...rates];
  return rates.map((rate) => {
    if (rate.posted_rate !== null || rate.rate_type !== 'fixed') return rate;
    const reference = posted.fixed[parseTermYears(rate.term) ?? -1];
    return reference === undefined ? rate : { ...rate, posted_rate: reference };
  });
}
