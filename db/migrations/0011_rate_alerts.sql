-- Rate alerts (ADR 24): a visitor's standing question "tell me when this rate is at or below X" (or "any drop"),
-- activated by double opt-in and answered at most once per alert per ISO week.

-- CASL evidence of a rate alert is kept with the other consents: the form list gains 'rate_alert'. SQLite cannot
-- change a CHECK in place, so the table is rebuilt with the same columns, rows and indexes (nothing references it).
CREATE TABLE consent_records_next (
  id TEXT PRIMARY KEY,
  lead_id TEXT REFERENCES leads (id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  form TEXT NOT NULL CHECK (form IN ('contact', 'newsletter', 'calculator_copy', 'rate_alert')),
  wording TEXT NOT NULL,
  consented_at TEXT NOT NULL,
  ip TEXT,
  user_agent TEXT,
  unsubscribe_token_hash TEXT UNIQUE,
  withdrawn_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
INSERT INTO consent_records_next (id, lead_id, email, form, wording, consented_at, ip, user_agent, unsubscribe_token_hash, withdrawn_at, created_at)
  SELECT id, lead_id, email, form, wording, consented_at, ip, user_agent, unsubscribe_token_hash, withdrawn_at, created_at FROM consent_records;
DROP TABLE consent_records;
ALTER TABLE consent_records_next RENAME TO consent_records;
CREATE INDEX consent_records_email ON consent_records (email, consented_at);
CREATE INDEX consent_records_lead ON consent_records (lead_id);

CREATE TABLE rate_alerts (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  province TEXT NOT NULL,
  -- whole years, as the public rates show them (1, 3, 5, 7)
  term_years INTEGER NOT NULL CHECK (term_years BETWEEN 1 AND 10),
  rate_type TEXT NOT NULL CHECK (rate_type IN ('fixed', 'variable')),
  -- NULL means "any drop": compared with baseline_rate instead
  threshold REAL CHECK (threshold IS NULL OR (threshold > 0 AND threshold < 100)),
  -- the best rate when the alert was made, then the rate of each any-drop email sent
  baseline_rate REAL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'unsubscribed')),
  -- SHA-256 (hex) of the tokens; the emails hold the only copies
  confirm_token_hash TEXT NOT NULL UNIQUE,
  unsubscribe_token_hash TEXT NOT NULL UNIQUE,
  consent_id TEXT REFERENCES consent_records (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  confirmed_at TEXT,
  unsubscribed_at TEXT,
  last_sent_at TEXT
) STRICT;
CREATE INDEX rate_alerts_active ON rate_alerts (status, province, term_years, rate_type);

-- One row per alert email. UNIQUE (alert_id, week_key) is what makes "at most once a week" hold after a crash and
-- a re-run: the row and its outbox message are written in one transaction. Each email carries its own unsubscribe
-- token, whose hash is kept here.
CREATE TABLE rate_alert_sends (
  id INTEGER PRIMARY KEY,
  alert_id TEXT NOT NULL REFERENCES rate_alerts (id) ON DELETE CASCADE,
  week_key TEXT NOT NULL,
  rate REAL NOT NULL,
  rate_day TEXT NOT NULL,
  outbox_id TEXT NOT NULL UNIQUE,
  unsubscribe_token_hash TEXT NOT NULL UNIQUE,
  sent_at TEXT NOT NULL,
  UNIQUE (alert_id, week_key)
) STRICT;
CREATE INDEX rate_alert_sends_sent ON rate_alert_sends (sent_at);

-- Optional extra headers of an outbox message (JSON object), e.g. List-Unsubscribe for a rate alert (ADR 17).
ALTER TABLE email_outbox ADD COLUMN headers_json TEXT;
