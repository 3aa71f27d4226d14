-- An agent's delete of a published post waits for the super admin, as an edit of one does (ADR 45): the post stays
-- live, marked with when and by whom its deletion was asked, until the super admin deletes it (approves) or keeps it
-- (rejects, clearing both columns). Setting them counts a new version (migration 0026's trigger): an editor opened
-- before the request is stale.
ALTER TABLE blog_posts ADD COLUMN deletion_requested_at TEXT;
ALTER TABLE blog_posts ADD COLUMN deletion_requested_by TEXT REFERENCES users (id) ON DELETE SET NULL;
