-- Lead capture: CASL consent evidence, the alliance hand-off of each contact lead, newsletter idempotency.

-- CASL: who consented to what, in which words, when, from where. Kept even if the lead is deleted (evidence),
-- so lead_id is nullable and the address is stored lower-cased beside it. Only a SHA-256 of an unsubscribe
-- token is stored: the link in the email is the only copy of the token.
CREATE TABLE consent_records (
  id TEXT PRIMARY KEY,
  lead_id TEXT REFERENCES leads (id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  form TEXT NOT NULL CHECK (form IN ('contact', 'newsletter', 'calculator_copy')),
  wording TEXT NOT NULL,
  consented_at TEXT NOT NULL,
  ip TEXT,
  user_agent TEXT,
  unsubscribe_token_hash TEXT UNIQUE,
  withdrawn_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX consent_records_email ON consent_records (email, consented_at);
CREATE INDEX consent_records_lead ON consent_records (lead_id);

-- One row per contact lead: what happened to step (c) of the contact pipeline. 'pending' while the POST is in
-- flight, so a retried submission can wait for the first answer instead of posting twice.
CREATE TABLE alliance_submissions (
  lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  outcome TEXT NOT NULL CHECK (outcome IN ('pending', 'submitted', 'failed', 'skipped')),
  http_status INTEGER,
  detail TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- A repeated newsletter subscription of the same address is not an error and makes no second lead.
CREATE UNIQUE INDEX leads_newsletter_email ON leads (lower(client_email)) WHERE source = 'newsletter';
