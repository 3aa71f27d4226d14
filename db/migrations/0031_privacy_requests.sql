-- A visitor's own access or deletion request from /privacy (ADR 48). It is stored pending with the SHA-256 of a
-- single-use link emailed to the address; the link's use confirms it (the hash is cleared, so it works once) and
-- starts the 30-day clock PIPEDA gives the brokerage to answer (due_at). Only confirmed requests reach the super
-- admin's Privacy requests tab; a pending one whose link expired is deleted by the next request.
CREATE TABLE privacy_requests (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'deletion')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  note TEXT,
  token_hash TEXT UNIQUE,
  token_expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  confirmed_at TEXT,
  due_at TEXT,
  answered_at TEXT,
  CHECK ((confirmed_at IS NULL) = (due_at IS NULL))
) STRICT;

-- The tab lists confirmed requests, open ones first by due date.
CREATE INDEX privacy_requests_due ON privacy_requests (answered_at, due_at) WHERE confirmed_at IS NOT NULL;
CREATE INDEX privacy_requests_email ON privacy_requests (lower(email));
