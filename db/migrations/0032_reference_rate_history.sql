-- The Bank of Canada's weekly series kept as history (ADR 50): the chartered banks' posted 5-year conventional
-- mortgage rate and the prime rate, back five years from the first refresh that reaches the Bank, then one row per
-- new observation each night. /rates charts them as posted rates; reference_rates keeps only the newest of each.
CREATE TABLE reference_rate_history (
  series TEXT NOT NULL,
  observed_on TEXT NOT NULL CHECK (observed_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  rate REAL NOT NULL CHECK (rate > 0 AND rate < 25),
  PRIMARY KEY (series, observed_on)
) STRICT, WITHOUT ROWID;
