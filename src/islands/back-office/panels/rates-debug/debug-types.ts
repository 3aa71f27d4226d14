import type { DebugProvinceRate, RejectedRateRow } from '../../../../lib/schemas/rates';

/** One recorded scrape run (GET /api/admin/rates/debug, from rate_scrapes). */
export interface ScrapeRecord {
  id: string;
  started_at: string;
  finished_at: string | null;
  trigger: string;
  dry_run: boolean;
  source: string;
  source_url: string | null;
  status: 'running' | 'success' | 'failed';
  rows_parsed: number;
  rows_stored: number;
  rows_rejected: number;
  rejected: RejectedRateRow[];
  duration_ms: number | null;
  error: string | null;
  alert_sent: boolean;
}

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
