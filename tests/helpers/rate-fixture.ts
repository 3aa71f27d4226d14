/** The rate the rates tests start from: Ontario's conventional five-year fixed, posted 6.09, ours 4.09. */
export const ONTARIO_FIVE_YEAR_FIXED = {
  province: 'Ontario',
  term: '5 year',
  rate_type: 'fixed',
  mortgage_type: 'Conventional',
  posted_rate: 6.09,
  our_rate: 4.09,
} as const;
