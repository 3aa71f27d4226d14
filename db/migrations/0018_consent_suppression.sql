-- One suppression list for commercial email, and the newsletter's double opt-in (ADR 39).

-- Every address that unsubscribed or withdrew consent anywhere (newsletter, rate alert, renewal email, a client's
-- recorded withdrawal, an erasure). Only the SHA-256 (hex) of the lower-cased address is kept, so the list outlives
-- an erasure without holding the address. No route clears a row: only the person's own confirmed opt-in from their
-- inbox lifts it (lifted_at), and the next withdrawal sets it again. Existing withdrawals are copied in by
-- db/migrate.ts after this script (SQLite has no SHA-256).
CREATE TABLE email_suppressions (
  email_hash TEXT PRIMARY KEY,
  source TEXT NOT NULL CHECK (source IN ('newsletter', 'rate_alert', 'renewal', 'client_record', 'erasure')),
  suppressed_at TEXT NOT NULL,
  lifted_at TEXT
) STRICT, WITHOUT ROWID;

-- Double opt-in on consent records: a newsletter consent counts only once confirmed from the emailed link (its
-- token's SHA-256, single-use, expiring). A rate alert's consent is confirmed with its alert (ADR 24).
ALTER TABLE consent_records ADD COLUMN confirm_token_hash TEXT;
ALTER TABLE consent_records ADD COLUMN confirm_expires_at TEXT;
ALTER TABLE consent_records ADD COLUMN confirmed_at TEXT;
CREATE UNIQUE INDEX consent_records_confirm_token ON consent_records (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
UPDATE consent_records SET confirmed_at = (SELECT a.confirmed_at FROM rate_alerts a WHERE a.consent_id = consent_records.id)
  WHERE form = 'rate_alert';

-- The renewal email's limits (per client, per sender a day, the repeat guard) read sends by time and by sender.
CREATE INDEX renewal_emails_sender ON renewal_emails (sent_by, created_at);
