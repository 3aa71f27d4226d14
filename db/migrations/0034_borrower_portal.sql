-- The borrower portal (ADR 52): one file per application lead, its sign-in links and sessions (kept apart from staff
-- sessions: another table, another cookie), the stages it went through, the documents the agent asks for, the
-- uploads against them and the messages each way. Secrets are stored only as SHA-256 hashes, as staff ones are (ADR 41).

CREATE TABLE borrower_files (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  -- The address the links go to, lower-cased: "email me a new link" looks files up by it.
  email TEXT NOT NULL,
  file_type TEXT NOT NULL DEFAULT 'purchase' CHECK (file_type IN ('purchase', 'refinance', 'renewal', 'self_employed')),
  created_at TEXT NOT NULL,
  -- The outstanding-items reminder goes at most once a day per file (ADR 52).
  last_reminder_at TEXT
) STRICT;
CREATE INDEX borrower_files_email ON borrower_files (email);

-- The stage in the borrower's words and when it changed: the lead's status has no history of its own.
CREATE TABLE borrower_file_stages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  file_id TEXT NOT NULL REFERENCES borrower_files (id) ON DELETE CASCADE,
  stage TEXT NOT NULL CHECK (stage IN ('received', 'in_review', 'conditionally_approved', 'completed', 'closed')),
  changed_at TEXT NOT NULL
) STRICT;
CREATE INDEX borrower_file_stages_file ON borrower_file_stages (file_id, id);

CREATE TABLE borrower_sign_in_tokens (
  token_hash BLOB PRIMARY KEY,
  file_id TEXT NOT NULL REFERENCES borrower_files (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX borrower_sign_in_tokens_file ON borrower_sign_in_tokens (file_id);

CREATE TABLE borrower_sessions (
  id TEXT PRIMARY KEY,
  file_id TEXT NOT NULL REFERENCES borrower_files (id) ON DELETE CASCADE,
  secret_hash BLOB NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX borrower_sessions_file ON borrower_sessions (file_id);

CREATE TABLE borrower_needs (
  id TEXT PRIMARY KEY,
  file_id TEXT NOT NULL REFERENCES borrower_files (id) ON DELETE CASCADE,
  -- The standard checklist's key (ADR 53), or null for the agent's own item.
  checklist_key TEXT,
  label TEXT NOT NULL,
  note TEXT,
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'uploaded', 'accepted', 'needs_another')),
  -- The agent's reason when asking for another document.
  reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX borrower_needs_file ON borrower_needs (file_id, created_at);

CREATE TABLE borrower_uploads (
  id TEXT PRIMARY KEY,
  need_id TEXT NOT NULL REFERENCES borrower_needs (id) ON DELETE CASCADE,
  file_id TEXT NOT NULL REFERENCES borrower_files (id) ON DELETE CASCADE,
  -- In the private borrower-documents bucket, never served at /uploads.
  storage_key TEXT NOT NULL,
  content_type TEXT NOT NULL,
  original_name TEXT NOT NULL,
  size INTEGER NOT NULL,
  uploaded_at TEXT NOT NULL
) STRICT;
CREATE INDEX borrower_uploads_need ON borrower_uploads (need_id, uploaded_at);
CREATE INDEX borrower_uploads_file ON borrower_uploads (file_id);

CREATE TABLE borrower_messages (
  id TEXT PRIMARY KEY,
  file_id TEXT NOT NULL REFERENCES borrower_files (id) ON DELETE CASCADE,
  sender TEXT NOT NULL CHECK (sender IN ('borrower', 'agent')),
  author_user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX borrower_messages_file ON borrower_messages (file_id, created_at);
