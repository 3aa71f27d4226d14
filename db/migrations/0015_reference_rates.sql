-- Reference rates published by the Bank of Canada, read with the nightly rates refresh (ADR 12): one row per
-- series, the newest observation. The chat quotes the prime rate from here with its date, or says it does not know.
CREATE TABLE reference_rates (
  series TEXT PRIMARY KEY,
  rate REAL NOT NULL CHECK (rate > 0 AND rate < 25),
  observed_on TEXT NOT NULL,
  fetched_at TEXT NOT NULL
) STRICT;
