-- A rate's version (migration 0026) counts changes to what the rate says, not the bookkeeping written beside a save:
-- recording that a person switched it off by hand (migration 0028) is part of that same save, so it must not make
-- the version the person just saved stale. The trigger now fires only for the rate's own columns.
DROP TRIGGER mortgage_rates_version;
CREATE TRIGGER mortgage_rates_version
AFTER UPDATE OF province, term, rate_type, mortgage_type, posted_rate, our_rate, lender_name, source_url, scraped_at, is_active
ON mortgage_rates FOR EACH ROW WHEN NEW.version = OLD.version
BEGIN
  UPDATE mortgage_rates SET version = OLD.version + 1, updated_by = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
END;
