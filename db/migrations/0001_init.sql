-- Every entity of both product documents (docs/product/README.md#hosted-backend), plus what the product needs (users, sessions, outbox, rebuild state,
-- rate-limit counters). STRICT tables; booleans are INTEGER 0/1; times are ISO-8601 UTC text unless noted;
-- JSON-shaped fields are TEXT checked with json_valid and validated with zod in db/queries.

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE profiles (
  id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL DEFAULT 'user',
  full_name TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- Sessions the Lucia way: the token is "{id}.{secret}"; only SHA-256(secret) is stored. Times in unix seconds.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  secret_hash BLOB NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE agents (
  id TEXT PRIMARY KEY,
  user_id TEXT UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  email TEXT,
  phone TEXT,
  bio TEXT,
  calendly_link TEXT,
  crm_email TEXT,
  profile_slug TEXT UNIQUE,
  headshot_url TEXT,
  banner_image_url TEXT,
  custom_background_image TEXT,
  agent_logo_url TEXT,
  badge_1_url TEXT,
  badge_2_url TEXT,
  social_links TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(social_links)),
  application_links TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(application_links)),
  seo_settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(seo_settings)),
  contact_details TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(contact_details)),
  -- Regulator-ready agent pages show the agent's own licence; the alliance form needs a broker code + wpnonce.
  license_number TEXT,
  broker_code TEXT,
  wpnonce TEXT,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX agents_active_name ON agents (is_active, name);

CREATE TABLE mortgage_rates (
  id TEXT PRIMARY KEY,
  province TEXT NOT NULL,
  term TEXT NOT NULL,
  rate_type TEXT NOT NULL CHECK (rate_type IN ('fixed', 'variable')),
  mortgage_type TEXT NOT NULL CHECK (mortgage_type IN ('Conventional', 'High-Ratio', 'Refinance')),
  posted_rate REAL,
  our_rate REAL NOT NULL,
  lender_name TEXT,
  source_url TEXT,
  scraped_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX mortgage_rates_active ON mortgage_rates (is_active, province, scraped_at);

CREATE TABLE lenders (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  logo_url TEXT,
  type TEXT NOT NULL CHECK (type IN ('a_lender', 'alternate_lender')),
  display_order INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE testimonials (
  id TEXT PRIMARY KEY,
  client_name TEXT NOT NULL,
  content TEXT NOT NULL,
  rating INTEGER NOT NULL DEFAULT 5 CHECK (rating BETWEEN 1 AND 5),
  is_approved INTEGER NOT NULL DEFAULT 0 CHECK (is_approved IN (0, 1)),
  admin_id TEXT REFERENCES profiles (id) ON DELETE SET NULL,
  agent_id TEXT REFERENCES agents (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE blog_posts (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  excerpt TEXT,
  content TEXT NOT NULL,
  featured_image_url TEXT,
  is_published INTEGER NOT NULL DEFAULT 0 CHECK (is_published IN (0, 1)),
  published_at TEXT,
  agent_id TEXT REFERENCES agents (id) ON DELETE SET NULL,
  seo_settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(seo_settings)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX blog_posts_published ON blog_posts (is_published, published_at);

CREATE TABLE mortgage_services (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  content TEXT,
  image_url TEXT,
  features TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(features)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE products (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  image_url TEXT,
  price REAL,
  content TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  client_name TEXT NOT NULL,
  client_email TEXT NOT NULL,
  client_phone TEXT,
  message TEXT,
  notes TEXT,
  type TEXT NOT NULL DEFAULT 'contact' CHECK (type IN ('contact', 'application')),
  source TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'qualified', 'closed')),
  agent_id TEXT REFERENCES agents (id) ON DELETE SET NULL,
  metadata TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
  -- A retried or double-clicked submission carries the same key and never makes a second lead.
  idempotency_key TEXT UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX leads_agent ON leads (agent_id, created_at);
CREATE INDEX leads_type ON leads (type, created_at);

CREATE TABLE analytics_events (
  id TEXT PRIMARY KEY,
  agent_id TEXT REFERENCES agents (id) ON DELETE CASCADE,
  event_type TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX analytics_events_agent ON analytics_events (agent_id, created_at);

CREATE TABLE agent_documents (
  id TEXT PRIMARY KEY,
  agent_id TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  file_url TEXT NOT NULL,
  file_size INTEGER,
  mime_type TEXT,
  type TEXT NOT NULL DEFAULT 'other' CHECK (type IN ('certificate', 'other')),
  uploaded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE inoreader_config (
  id TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  app_key TEXT NOT NULL,
  access_token TEXT NOT NULL,
  user_id TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- ADR 17: every notification is kept here, sent or not, so nothing is lost.
CREATE TABLE email_outbox (
  id TEXT PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'logged')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  lead_id TEXT REFERENCES leads (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT
) STRICT;
CREATE INDEX email_outbox_status ON email_outbox (status, created_at);

-- ADR 4: one row describing the public site's rebuild.
CREATE TABLE rebuild_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  pending INTEGER NOT NULL DEFAULT 0 CHECK (pending IN (0, 1)),
  running INTEGER NOT NULL DEFAULT 0 CHECK (running IN (0, 1)),
  last_reason TEXT,
  last_requested_at TEXT,
  last_started_at TEXT,
  last_finished_at TEXT,
  last_status TEXT CHECK (last_status IN ('success', 'failed')),
  last_error TEXT
) STRICT;
INSERT INTO rebuild_state (id) VALUES (1);

-- Fixed-window counters: key is e.g. "sign-in:account:{email}" or "form:ip:{ip}".
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
) STRICT;
