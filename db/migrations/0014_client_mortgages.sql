-- Clients and their mortgages, and the renewal radar (ADR 29). A funded lead (or a client imported from a CSV)
-- carries one mortgage record; the radar prices every mortgage maturing within 180 days against today's rates.

CREATE TABLE client_mortgages (
  id TEXT PRIMARY KEY,
  -- the lead this client came from, when there was one (the lead desk's "Mark funded")
  lead_id TEXT REFERENCES leads (id) ON DELETE SET NULL,
  -- the agent whose client this is; an agent sees and changes only their own
  agent_id TEXT REFERENCES agents (id) ON DELETE SET NULL,
  client_name TEXT NOT NULL,
  client_email TEXT NOT NULL,
  client_phone TEXT,
  province TEXT NOT NULL DEFAULT 'Ontario',
  lender TEXT NOT NULL,
  -- the balance to renew at maturity, dollars
  balance REAL NOT NULL CHECK (balance > 0),
  rate REAL NOT NULL CHECK (rate > 0 AND rate < 30),
  rate_type TEXT NOT NULL CHECK (rate_type IN ('fixed', 'variable')),
  term_years INTEGER NOT NULL CHECK (term_years BETWEEN 1 AND 10),
  -- years of amortization left at maturity, which the renewal payment is spread over
  amortization_years INTEGER NOT NULL DEFAULT 25 CHECK (amortization_years BETWEEN 1 AND 30),
  maturity_date TEXT NOT NULL CHECK (maturity_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  payment_frequency TEXT NOT NULL DEFAULT 'monthly',
  -- CASL basis for commercial email: express consent (until withdrawn) or the implied consent of the mortgage
  -- contract (two years from casl_date, the contract's date)
  casl_basis TEXT NOT NULL CHECK (casl_basis IN ('express', 'implied')),
  casl_date TEXT NOT NULL CHECK (casl_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  casl_withdrawn_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX client_mortgages_maturity ON client_mortgages (maturity_date);
CREATE INDEX client_mortgages_agent ON client_mortgages (agent_id, maturity_date);
CREATE INDEX client_mortgages_lead ON client_mortgages (lead_id);
CREATE INDEX client_mortgages_email ON client_mortgages (client_email);

-- Every renewal email sent (CASL evidence: when, by whom, on which basis). Its unsubscribe link withdraws consent.
CREATE TABLE renewal_emails (
  id TEXT PRIMARY KEY,
  mortgage_id TEXT NOT NULL REFERENCES client_mortgages (id) ON DELETE CASCADE,
  sent_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  window_days INTEGER NOT NULL,
  casl_basis TEXT NOT NULL,
  delivery TEXT NOT NULL,
  unsubscribe_token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX renewal_emails_mortgage ON renewal_emails (mortgage_id, created_at);

-- One reminder per mortgage per window (180, 120, 90, 30 days) it enters; the agent dismisses it in the panel.
CREATE TABLE renewal_reminders (
  mortgage_id TEXT NOT NULL REFERENCES client_mortgages (id) ON DELETE CASCADE,
  window_days INTEGER NOT NULL,
  agent_id TEXT REFERENCES agents (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  dismissed_at TEXT,
  PRIMARY KEY (mortgage_id, window_days)
) STRICT, WITHOUT ROWID;
CREATE INDEX renewal_reminders_agent ON renewal_reminders (agent_id, dismissed_at);
