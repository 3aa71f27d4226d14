/** One public rate as GET /api/rates answers it and as pages pass it to the rates island. */
export interface RateRow {
  id: string;
  /** Full province name as stored, e.g. 'Ontario'. */
  province: string;
  /** Stored text such as '5 year' or '1 Year'. */
  term: string;
  rate_type: 'fixed' | 'variable';
  mortgage_type: string;
  posted_rate: number | null;
  our_rate: number;
  /** ISO time the rate was scraped or entered. */
  scraped_at: string;
}

/** Body of GET /api/rates. `as_of` is the newest scraped_at among `rates`; `is_today` says today's rates were found. */
export interface RatesResponse {
  rates: RateRow[];
  as_of: string | null;
  is_today: boolean;
}

export type RateType = RateRow['rate_type'];
