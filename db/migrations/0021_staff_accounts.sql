-- Staff accounts (ADR 41): password reset links, time-based one-time codes with recovery codes, and what a person
-- needs to recognise their own sessions. Secrets are stored only as SHA-256 hashes, except the TOTP key, which the
-- server must read to check a code.

-- A session is fully open only once its second factor was checked, for an account that has or must have one.
ALTER TABLE sessions ADD COLUMN two_factor_verified INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;
ALTER TABLE sessions ADD COLUMN user_agent TEXT;
ALTER TABLE sessions ADD COLUMN ip TEXT;

CREATE TABLE password_reset_tokens (
  token_hash BLOB PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);

CREATE TABLE totp_credentials (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  key BLOB NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE recovery_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash BLOB NOT NULL,
  used_at INTEGER
) STRICT;
CREATE INDEX recovery_codes_user ON recovery_codes (user_id);
