-- One row per rate scrape run: what the pipeline saw, so staff can tell a quiet night from a broken
-- source. A row with status 'running' is also the cross-instance lease that keeps scrapes to one at a time.
CREATE TABLE rate_scrapes (
  id TEXT PRIMARY KEY,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  -- who asked: 'admin', 'schedule', 'visitor' (the public 'no rates for today' trigger)
  trigger TEXT NOT NULL,
  dry_run INTEGER NOT NULL DEFAULT 0 CHECK (dry_run IN (0, 1)),
  source TEXT NOT NULL,
  source_url TEXT,
  status TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'success', 'failed')),
  rows_parsed INTEGER NOT NULL DEFAULT 0,
  rows_stored INTEGER NOT NULL DEFAULT 0,
  rows_rejected INTEGER NOT NULL DEFAULT 0,
  -- JSON array of { row, reason, values } for every rejected row
  rejected_json TEXT NOT NULL DEFAULT '[]',
  duration_ms INTEGER,
  error TEXT,
  -- staff were emailed about this failure (one alert per Toronto day, however many attempts fail)
  alert_sent INTEGER NOT NULL DEFAULT 0 CHECK (alert_sent IN (0, 1))
) STRICT;
CREATE INDEX rate_scrapes_started ON rate_scrapes (started_at);
CREATE INDEX mortgage_rates_history ON mortgage_rates (province, scraped_at);
