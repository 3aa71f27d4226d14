-- A rate switched off by hand stays off (ADR 44): "keep only today's rates active" and the nightly job skip a row
-- with this time set. Switching the rate on by hand clears it.
ALTER TABLE mortgage_rates ADD COLUMN manually_deactivated_at TEXT;
