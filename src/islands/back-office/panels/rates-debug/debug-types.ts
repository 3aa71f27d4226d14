import type { DebugProvinceRate, RateScrapeRecord } from '../../../../lib/schemas/rates';

/** One recorded scrape run (GET /api/admin/rates/debug, from rate_scrapes). */
export type ScrapeRecord = RateScrapeRecord;

/** GET /api/admin/rates/debug: what the pipeline last saw and what the database holds now. */
export interface RatesDebug {
  today: string;
  now: string;
  source: { adapter: string; url: string | null; posted_url: string | null };
  refresh_time: string;
  counts: { total_today: number; active: number; active_today: number; active_older: number };
  only_today_active: boolean;
  has_rates_today: boolean;
  stale: boolean;
  empty: boolean;
  empty_message: string | null;
  last_scrape: ScrapeRecord | null;
  scrapes: ScrapeRecord[];
  ontario: DebugProvinceRate[];
}
