-- Uploads sent in parts (ADR 60): a file larger than one request may carry on Netlify (about 6 MB) arrives in parts
-- under the limit, each stored in the private `upload-parts` bucket as `{id}/{index}`, and is joined, sniffed and
-- stored as one when finished. A row names its owner (`borrower:{file id}`), so every part and the finish are
-- checked against the session's own file; a row never finished is removed with its parts once it expires.
CREATE TABLE parted_uploads (
  id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  -- What the joined file becomes: the borrower need it is uploaded against.
  target TEXT NOT NULL,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  parts INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX parted_uploads_owner ON parted_uploads (owner);
CREATE INDEX parted_uploads_expires ON parted_uploads (expires_at);
