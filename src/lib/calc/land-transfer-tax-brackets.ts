/**
 * Land transfer tax brackets and first-time buyer refunds, as data: a rate change is an edit here only.
 *
 * Sources:
 * - Ontario: Ontario Ministry of Finance, "Land transfer tax" (ontario.ca/document/land-transfer-tax), rates in
 *   force since 1 January 2017; refund for first-time homebuyers up to $4,000.
 * - Toronto: City of Toronto, "Municipal Land Transfer Tax (MLTT) rates and fees" (toronto.ca); rates harmonised
 *   with Ontario on 1 March 2017, luxury brackets above $3M from 1 January 2024, higher luxury brackets from
 *   1 April 2026 (approved by Council in December 2025); first-time buyer rebate up to $4,475.
 *
 * `rate` is a percent; brackets are marginal: each rate applies to the part of the price inside [from, to].
 */

export interface TaxBracket {
  from: number;
  /** null: no upper limit. */
  to: number | null;
  rate: number;
}

const BASE_TO_400K: TaxBracket[] = [
  { from: 0, to: 55_000, rate: 0.5 },
  { from: 55_000, to: 250_000, rate: 1.0 },
  { from: 250_000, to: 400_000, rate: 1.5 },
];

/** Land with one or two single-family residences: the 2.5% bracket applies above $2,000,000. */
export const ONTARIO_LTT_SINGLE_FAMILY: readonly TaxBracket[] = [
  ...BASE_TO_400K,
  { from: 400_000, to: 2_000_000, rate: 2.0 },
  { from: 2_000_000, to: null, rate: 2.5 },
];

/** Any other land (commercial, multi-residential, vacant...): 2.0% on everything above $400,000. */
export const ONTARIO_LTT_OTHER: readonly TaxBracket[] = [...BASE_TO_400K, { from: 400_000, to: null, rate: 2.0 }];

export interface TorontoSchedule {
  /** First purchase date (YYYY-MM-DD) the schedule applies to. */
  effectiveFrom: string;
  label: string;
  singleFamily: readonly TaxBracket[];
  other: readonly TaxBracket[];
}

const TORONTO_TO_3M: TaxBracket[] = [...BASE_TO_400K, { from: 400_000, to: 2_000_000, rate: 2.0 }, { from: 2_000_000, to: 3_000_000, rate: 2.5 }];

function luxury(rates: [number, number, number, number, number]): TaxBracket[] {
  return [
    ...TORONTO_TO_3M,
    { from: 3_000_000, to: 4_000_000, rate: rates[0] },
    { from: 4_000_000, to: 5_000_000, rate: rates[1] },
    { from: 5_000_000, to: 10_000_000, rate: rates[2] },
    { from: 10_000_000, to: 20_000_000, rate: rates[3] },
    { from: 20_000_000, to: null, rate: rates[4] },
  ];
}

/**
 * Oldest first. Purchases before the first date also use it (earlier Toronto rates are out of scope). Toronto's
 * non-residential schedule has its own brackets above $400,000 that this site does not model; land without one
 * or two single-family residences uses the Ontario "other" table, which matches it up to $40M.
 */
export const TORONTO_MLTT_SCHEDULES: readonly TorontoSchedule[] = [
  {
    effectiveFrom: '2017-03-01',
    label: 'Rates for purchases before January 1, 2024',
    singleFamily: [...TORONTO_TO_3M.slice(0, 4), { from: 2_000_000, to: null, rate: 2.5 }],
    other: ONTARIO_LTT_OTHER,
  },
  {
    effectiveFrom: '2024-01-01',
    label: 'Rates for purchases from January 1, 2024',
    singleFamily: luxury([3.5, 4.5, 5.5, 6.5, 7.5]),
    other: ONTARIO_LTT_OTHER,
  },
  {
    effectiveFrom: '2026-04-01',
    label: 'Rates for purchases from April 1, 2026',
    singleFamily: luxury([4.4, 5.45, 6.5, 7.55, 8.6]),
    other: ONTARIO_LTT_OTHER,
  },
];

export const FIRST_TIME_BUYER_REFUND_MAX = {
  ontario: 4_000,
  toronto: 4_475,
} as const;
