-- Bytes each account has stored, one row per uploaded file, for the per-account storage quota (UPLOAD_QUOTA_MB).
CREATE TABLE upload_usage (
  bucket TEXT NOT NULL,
  key TEXT NOT NULL,
  user_id TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (bucket, key)
) STRICT;
CREATE INDEX upload_usage_user ON upload_usage (user_id);
