-- The same rate alert sent twice (a double press, a resubmitted form) is one alert with one confirmation email
-- (ADR 42): at most one live (pending or active) alert per email and criteria. "Any drop" has no threshold; -1
-- stands for it in the index. Duplicates already stored are closed first, keeping the active one, else the oldest.
UPDATE rate_alerts
SET status = 'unsubscribed', unsubscribed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE status IN ('pending', 'active')
  AND EXISTS (
    SELECT 1 FROM rate_alerts AS kept
    WHERE kept.status IN ('pending', 'active')
      AND kept.id <> rate_alerts.id
      AND kept.email = rate_alerts.email
      AND kept.province = rate_alerts.province
      AND kept.term_years = rate_alerts.term_years
      AND kept.rate_type = rate_alerts.rate_type
      AND ifnull(kept.threshold, -1) = ifnull(rate_alerts.threshold, -1)
      AND (
        (kept.status = 'active' AND rate_alerts.status = 'pending')
        OR (kept.status = rate_alerts.status AND (kept.created_at < rate_alerts.created_at OR (kept.created_at = rate_alerts.created_at AND kept.id < rate_alerts.id)))
      )
  );
CREATE UNIQUE INDEX rate_alerts_live_criteria ON rate_alerts (email, province, term_years, rate_type, ifnull(threshold, -1))
  WHERE status IN ('pending', 'active');
